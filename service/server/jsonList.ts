/**
 * `head`, the items comma-separated, then `tail`, as one buffer: a list response assembled
 * from items already serialised as UTF-8 JSON (sent as is, with no string to encode).
 */
export function jsonList(head: string, items: readonly Uint8Array[], tail: string): Buffer {
  let size = Buffer.byteLength(head) + Buffer.byteLength(tail) + Math.max(0, items.length - 1);
  for (const item of items) size += item.length;
  const out = Buffer.allocUnsafe(size);
  let at = out.write(head);
  items.forEach((item, i) => {
    if (i > 0) out[at++] = 0x2c; // ,
    out.set(item, at);
    at += item.length;
  });
  out.write(tail, at);
  return out;
}
