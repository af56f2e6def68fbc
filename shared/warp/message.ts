import { ByteReader, ByteWriter, WarpFormatError } from './bytes';

/** Warp messages as docs/api-contract.md describes them: big-endian, `[]byte` = uint32 length + bytes. */

export const WARP_CODEC_VERSION = 0;
export const BIT_SET_SIGNATURE_TYPE = 0;
export const CHAIN_ID_BYTES = 32;
export const BLS_SIGNATURE_BYTES = 96;

export interface UnsignedMessage {
  networkId: number;
  /** The 32 bytes of the source blockchain id (cb58 shows them). */
  sourceChainId: Uint8Array;
  payload: Uint8Array;
}

export interface SignedMessage {
  unsigned: UnsignedMessage;
  /** The unsigned message's bytes, exactly as signed. */
  unsignedBytes: Uint8Array;
  /** Bitset over the signing subnet's validators in canonical order. */
  signers: Uint8Array;
  signature: Uint8Array;
}

export function encodeUnsigned(m: UnsignedMessage): Uint8Array {
  if (m.sourceChainId.length !== CHAIN_ID_BYTES) throw new WarpFormatError(`source chain id must be ${CHAIN_ID_BYTES} bytes`);
  return new ByteWriter().u16(WARP_CODEC_VERSION).u32(m.networkId).fixed(m.sourceChainId).bytesField(m.payload).done();
}

function readUnsigned(r: ByteReader, what: string): UnsignedMessage {
  const version = r.u16('codec version');
  if (version !== WARP_CODEC_VERSION) throw new WarpFormatError(`${what}: codec version must be ${WARP_CODEC_VERSION}, got ${version}`);
  return { networkId: r.u32('network id'), sourceChainId: r.fixed(CHAIN_ID_BYTES, 'source chain id'), payload: r.bytesField('payload') };
}

/** Parses an unsigned Warp message; throws WarpFormatError saying what is wrong. */
export function decodeUnsigned(bytes: Uint8Array): UnsignedMessage {
  const r = new ByteReader(bytes, 'message');
  const m = readUnsigned(r, 'message');
  r.end();
  return m;
}

export function encodeSigned(unsignedBytes: Uint8Array, signers: Uint8Array, signature: Uint8Array): Uint8Array {
  if (signature.length !== BLS_SIGNATURE_BYTES) throw new WarpFormatError(`a signature is ${BLS_SIGNATURE_BYTES} bytes`);
  return new ByteWriter().fixed(unsignedBytes).u32(BIT_SET_SIGNATURE_TYPE).bytesField(signers).fixed(signature).done();
}

/** Parses a signed Warp message (BitSetSignature); throws WarpFormatError saying what is wrong. */
export function decodeSigned(bytes: Uint8Array): SignedMessage {
  const r = new ByteReader(bytes, 'signed message');
  const unsigned = readUnsigned(r, 'signed message');
  const unsignedBytes = encodeUnsigned(unsigned);
  const type = r.u32('signature type id');
  if (type !== BIT_SET_SIGNATURE_TYPE)
    throw new WarpFormatError(`signed message: signature type must be ${BIT_SET_SIGNATURE_TYPE} (BitSetSignature), got ${type}`);
  const signers = r.bytesField('signers');
  const signature = r.fixed(BLS_SIGNATURE_BYTES, 'signature');
  r.end();
  return { unsigned, unsignedBytes, signers, signature };
}

/**
 * The signers bitset as a big-endian big integer: bit i (validator i in canonical order) lives
 * in byte len-1-(i/8) at position i%8. The shortest such byte string (no leading zero bytes).
 */
export function signersBitset(indexes: readonly number[]): Uint8Array {
  if (!indexes.length) return new Uint8Array();
  const len = Math.floor(Math.max(...indexes) / 8) + 1;
  const out = new Uint8Array(len);
  for (const i of indexes) out[len - 1 - Math.floor(i / 8)] |= 1 << (i % 8);
  return out;
}

/** Indexes of the set bits, ascending. */
export function signerIndexes(bitset: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < bitset.length * 8; i++) {
    if (bitset[bitset.length - 1 - Math.floor(i / 8)] & (1 << (i % 8))) out.push(i);
  }
  return out;
}
