import { parsePxAddress } from '../../shared/codecs/bech32';
import { cb58Decode } from '../../shared/codecs/cb58';
import { isValidEvmAddress } from '../../shared/codecs/evmAddress';
import { isHash32 } from '../../shared/codecs/hash';
import { decodeNodeId } from '../../shared/codecs/nodeId';

/** What the omnibox understood; `invalid` carries the inline message and no request is made. */
export type SearchInput =
  | { kind: 'evmAddress'; value: string }
  | { kind: 'hash'; value: string }
  | { kind: 'blockNumber'; value: string }
  | { kind: 'cb58'; value: string }
  | { kind: 'pxAddress'; value: string }
  | { kind: 'nodeId'; value: string }
  | { kind: 'empty' }
  | { kind: 'invalid'; message: string };

const CB58_CHARS = /^[1-9A-HJ-NP-Za-km-z]+$/;
const ID_BYTES = 32;

function reason(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function classifyInput(raw: string): SearchInput {
  const text = raw.trim();
  if (!text) return { kind: 'empty' };

  if (/^0x/i.test(text)) {
    const hex = text.slice(2);
    if (!/^[0-9a-fA-F]*$/.test(hex)) return { kind: 'invalid', message: 'A 0x value may hold only hex digits (0-9, a-f).' };
    if (hex.length === 40) {
      return isValidEvmAddress(text)
        ? { kind: 'evmAddress', value: text }
        : {
            kind: 'invalid',
            message: 'This address has mixed case that does not match its EIP-55 checksum: a letter is probably mistyped.',
          };
    }
    if (hex.length === 64 && isHash32(text)) return { kind: 'hash', value: text.toLowerCase() };
    return { kind: 'invalid', message: `A 0x value is an address (40 hex digits) or a hash (64 hex digits); this one has ${hex.length}.` };
  }

  if (/^\d+$/.test(text)) {
    return text.length <= 20
      ? { kind: 'blockNumber', value: BigInt(text).toString() }
      : { kind: 'invalid', message: 'That block number is too large.' };
  }

  if (/^NodeID-/i.test(text)) {
    try {
      decodeNodeId(text);
      return { kind: 'nodeId', value: text };
    } catch (e) {
      return { kind: 'invalid', message: `Not a valid node id: ${reason(e)}.` };
    }
  }

  if (/^([PXC]-)?(avax|fuji|local|custom)1/i.test(text)) {
    try {
      parsePxAddress(text);
      return { kind: 'pxAddress', value: text };
    } catch (e) {
      return { kind: 'invalid', message: `Not a valid P-/X-Chain address: ${reason(e)}.` };
    }
  }

  if (CB58_CHARS.test(text)) {
    try {
      const bytes = cb58Decode(text);
      if (bytes.length !== ID_BYTES)
        return { kind: 'invalid', message: `A cb58 id holds ${ID_BYTES} bytes; this one holds ${bytes.length}.` };
      return { kind: 'cb58', value: text };
    } catch (e) {
      return { kind: 'invalid', message: `Not a valid cb58 id: ${reason(e)}.` };
    }
  }

  return {
    kind: 'invalid',
    message: 'Type a 0x address or hash, a block number, a cb58 id, a P-/X- address or a NodeID-.',
  };
}
