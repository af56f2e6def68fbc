import { bech32 } from '@scure/base';

/** Bech32 prefixes of P-/X- addresses per network (docs/api-contract.md); fuji and testnet are the same network. */
export const BECH32_HRP = { mainnet: 'avax', fuji: 'fuji', testnet: 'fuji' } as const;
export type Bech32Network = keyof typeof BECH32_HRP;

export const ADDRESS_BYTES = 20;
const CHAINS = ['P', 'X', 'C'] as const;
/** The chain letter; C- appears on atomic (shared-memory) addresses of the C-Chain. */
export type AddressChain = (typeof CHAINS)[number];

export interface PxAddress {
  /** Absent when the address was written without its chain letter (`avax1…`), which the API accepts. */
  chain?: AddressChain;
  hrp: string;
  bytes: Uint8Array;
}

/** Parses `P-avax1…`, `X-fuji1…` or a bare `avax1…`, checking the bech32 checksum and the 20-byte length. */
export function parsePxAddress(text: string): PxAddress {
  const dash = text.indexOf('-');
  let chain: AddressChain | undefined;
  if (dash !== -1) {
    const letter = text.slice(0, dash);
    if (!CHAINS.includes(letter as AddressChain)) throw new Error(`unknown chain "${letter}", expected P-, X- or C-`);
    chain = letter as AddressChain;
  }
  const rest = text.slice(dash + 1);
  const decoded = bech32.decodeUnsafe(rest);
  if (!decoded) throw new Error('not a bech32 address (bad characters or checksum)');
  const bytes = bech32.fromWordsUnsafe(decoded.words);
  if (!bytes || bytes.length !== ADDRESS_BYTES) throw new Error(`an address holds ${ADDRESS_BYTES} bytes`);
  return { chain, hrp: decoded.prefix, bytes };
}

export function formatPxAddress({ chain, hrp, bytes }: PxAddress): string {
  if (bytes.length !== ADDRESS_BYTES) throw new Error(`an address holds ${ADDRESS_BYTES} bytes, got ${bytes.length}`);
  const body = bech32.encodeFromBytes(hrp, bytes);
  return chain ? `${chain}-${body}` : body;
}

/**
 * The same address in another chain's form (`X-avax1…` → `C-avax1…`): its 20 bytes own funds on
 * every Primary Network chain, only the chain letter differs. Throws on an unreadable address.
 */
export function addressOnChain(address: string, chain: AddressChain): string {
  return formatPxAddress({ ...parsePxAddress(address), chain });
}

/** True when the checksum holds and, if a network is given, the prefix is that network's. */
export function isValidPxAddress(text: string, network?: Bech32Network): boolean {
  try {
    const { hrp } = parsePxAddress(text);
    return network === undefined || hrp === BECH32_HRP[network];
  } catch {
    return false;
  }
}
