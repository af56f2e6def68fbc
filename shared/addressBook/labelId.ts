import { parsePxAddress } from '../codecs/bech32';
import { cb58Decode } from '../codecs/cb58';
import { isValidEvmAddress, toChecksumAddress } from '../codecs/evmAddress';
import { decodeNodeId } from '../codecs/nodeId';

/** The kinds of id a label can name. A subnet id and a blockchain id are both 32-byte cb58 ids and cannot be told apart by their text. */
export const LABEL_KINDS = ['evmAddress', 'pxAddress', 'nodeId', 'cb58Id'] as const;
export type LabelKind = (typeof LABEL_KINDS)[number];

export const LABEL_KIND_NAMES: Record<LabelKind, string> = {
  evmAddress: 'EVM address',
  pxAddress: 'P-/X- address',
  nodeId: 'Node id',
  cb58Id: 'Subnet or blockchain id',
};

export type LabelIdCheck = { ok: true; kind: LabelKind; id: string } | { ok: false; message: string };

const CB58_ID_BYTES = 32;

/**
 * What kind of id `text` is, checksums included, and its spelling in the book (EIP-55 for an
 * EVM address). Anything else is refused with a sentence saying what an id may be.
 */
export function checkLabelId(text: string): LabelIdCheck {
  const id = text.trim();
  try {
    if (/^0x/i.test(id)) {
      if (!isValidEvmAddress(id)) return { ok: false, message: 'must be a 0x address of 20 bytes with a valid EIP-55 checksum' };
      return { ok: true, kind: 'evmAddress', id: toChecksumAddress(id) };
    }
    if (id.startsWith('NodeID-')) {
      decodeNodeId(id); // throws on a bad checksum
      return { ok: true, kind: 'nodeId', id };
    }
    if (/^([PXC]-)?[a-z]+1/.test(id)) {
      parsePxAddress(id); // throws on a bad checksum
      return { ok: true, kind: 'pxAddress', id };
    }
    if (/^[1-9A-HJ-NP-Za-km-z]{30,60}$/.test(id) && cb58Decode(id).length === CB58_ID_BYTES) return { ok: true, kind: 'cb58Id', id };
  } catch (e) {
    return { ok: false, message: `is not a valid id: ${e instanceof Error ? e.message : String(e)}` };
  }
  return { ok: false, message: 'must be an EVM address (0x…), a P-/X- address, a NodeID-… or a subnet or blockchain id' };
}

/**
 * The key a label is filed under: one EVM address in any letter case, and one P-/X- address
 * with or without its chain letter (the same 20 bytes on the P- and X-Chain), find the same label.
 * Cheap and total, so every id on screen can be looked up.
 */
export function labelKey(id: string): string {
  if (id.startsWith('0x') || id.startsWith('0X')) return id.toLowerCase();
  return id.replace(/^[PXC]-/, '');
}
