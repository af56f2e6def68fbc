/** Genesis balances are hex quantities ("0x295be96e64066972000000"); amounts are decimal integer strings. */
export function hexToBigIntString(hex: string): string {
  const m = /^0x([0-9a-fA-F]+)$/.exec(hex);
  if (!m) throw new Error(`not a hex quantity such as 0x1f: "${hex}"`);
  return BigInt(`0x${m[1]}`).toString();
}
