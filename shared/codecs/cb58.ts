import { sha256 } from '@noble/hashes/sha2.js';
import { base58 } from '@scure/base';

/** cb58: base58 of the bytes followed by the last 4 bytes of their sha256 (docs/api-contract.md, Encodings). */
export function cb58Encode(bytes: Uint8Array): string {
  const check = sha256(bytes).subarray(-4);
  const out = new Uint8Array(bytes.length + 4);
  out.set(bytes);
  out.set(check, bytes.length);
  return base58.encode(out);
}

/** Decodes cb58 and verifies its checksum; throws an Error saying what is wrong. */
export function cb58Decode(text: string): Uint8Array {
  let raw: Uint8Array;
  try {
    raw = base58.decode(text);
  } catch {
    throw new Error('not base58');
  }
  if (raw.length < 5) throw new Error('too short for cb58');
  const bytes = raw.subarray(0, -4);
  const check = sha256(bytes).subarray(-4);
  if (!check.every((b, i) => b === raw[raw.length - 4 + i])) throw new Error('bad cb58 checksum');
  return bytes;
}
