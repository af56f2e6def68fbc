import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';

const SHAPE = /^0x[0-9a-fA-F]{40}$/;

/** EIP-55: a letter is upper case when the matching nibble of keccak256(lower-case hex) is 8 or more. */
export function toChecksumAddress(text: string): string {
  if (!SHAPE.test(text)) throw new Error('an EVM address is 0x followed by 40 hex digits');
  const lower = text.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) out += parseInt(hash[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  return out;
}

/**
 * A 0x address of 20 bytes. All-lower and all-upper hex carry no checksum and are accepted;
 * mixed case is a checksum and must match, so a mistyped letter is caught.
 */
export function isValidEvmAddress(text: string): boolean {
  if (!SHAPE.test(text)) return false;
  const digits = text.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true;
  return toChecksumAddress(text) === text;
}

/** True only for the exact EIP-55 spelling. */
export function isChecksumAddress(text: string): boolean {
  return SHAPE.test(text) && toChecksumAddress(text) === text;
}
