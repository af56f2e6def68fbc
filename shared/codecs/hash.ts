import { bytesToHex as nobleBytesToHex } from '@noble/hashes/utils.js';

export const HASH_BYTES = 32;

/** Hex text (with or without 0x) to bytes; throws an Error saying what is wrong. */
export function hexToBytes(text: string): Uint8Array {
  const digits = text.startsWith('0x') || text.startsWith('0X') ? text.slice(2) : text;
  if (digits.length % 2 !== 0) throw new Error('hex needs an even number of digits');
  if (!/^[0-9a-fA-F]*$/.test(digits)) throw new Error('hex may hold only 0-9 and a-f');
  const out = new Uint8Array(digits.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Bytes to lower-case 0x hex. */
export function bytesToHex(bytes: Uint8Array): string {
  return `0x${nobleBytesToHex(bytes)}`;
}

/** A 32-byte hash written as 0x + 64 hex digits (EVM block and transaction hashes). */
export function isHash32(text: string): boolean {
  return /^0x[0-9a-fA-F]{64}$/.test(text);
}

export function hashToBytes(text: string): Uint8Array {
  if (!text.startsWith('0x')) throw new Error('a hash starts with 0x');
  const bytes = hexToBytes(text);
  if (bytes.length !== HASH_BYTES) throw new Error(`a hash holds ${HASH_BYTES} bytes, got ${bytes.length}`);
  return bytes;
}
