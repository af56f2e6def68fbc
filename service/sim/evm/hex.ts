import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

const HEX_DIGITS = Buffer.from('0123456789abcdef');

/**
 * `0x` + lower-case hex, as one flat string. Hex built by concatenation (`0x${bytesToHex(b)}`)
 * is a chain of rope nodes in V8, far larger than the flat string: with hundreds of thousands of
 * hashes and addresses kept as map keys at large scale, those chains would be most of the heap.
 */
export function hex0x(bytes: Uint8Array): string {
  const out = Buffer.allocUnsafe(2 + bytes.length * 2);
  out[0] = 0x30; // 0
  out[1] = 0x78; // x
  for (let i = 0, j = 2; i < bytes.length; i++, j += 2) {
    out[j] = HEX_DIGITS[bytes[i] >> 4];
    out[j + 1] = HEX_DIGITS[bytes[i] & 15];
  }
  return out.toString('latin1');
}
export const keccak = (data: Uint8Array | string): Uint8Array => keccak_256(typeof data === 'string' ? utf8ToBytes(data) : data);

export const hexQuantity = (n: bigint): string => `0x${n.toString(16)}`;

/** A 4-byte function selector: the first bytes of keccak256 of the signature, as Solidity computes it. */
export const selector = (signature: string): string => hex0x(keccak(signature).subarray(0, 4));

/** Big-endian fixed-width writers for the deterministic encodings hashed into ids. */
export class ByteWriter {
  private readonly bytes: number[] = [];
  u32(n: number): this {
    this.bytes.push((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
    return this;
  }
  /** Integers up to 2^53 as 8 bytes. */
  u64(n: number): this {
    return this.u32(Math.floor(n / 2 ** 32)).u32(n >>> 0);
  }
  raw(b: Uint8Array): this {
    for (const x of b) this.bytes.push(x);
    return this;
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/** RLP of a list of byte strings (enough for a CREATE address: rlp([sender, nonce])). */
export function rlpList(items: Uint8Array[]): Uint8Array {
  const encoded = items.map(rlpBytes);
  const payload = encoded.reduce((n, e) => n + e.length, 0);
  return concat([rlpLength(payload, 0xc0), ...encoded]);
}

function rlpBytes(b: Uint8Array): Uint8Array {
  if (b.length === 1 && b[0] < 0x80) return b;
  return concat([rlpLength(b.length, 0x80), b]);
}

function rlpLength(length: number, offset: number): Uint8Array {
  if (length < 56) return Uint8Array.of(offset + length);
  const lenBytes = minimalBigEndian(length);
  return concat([Uint8Array.of(offset + 55 + lenBytes.length), lenBytes]);
}

/** Minimal big-endian bytes of a non-negative integer; zero is the empty string (RLP). */
export function minimalBigEndian(n: number): Uint8Array {
  const out: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
  return Uint8Array.from(out);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The address CREATE gives a contract: keccak256(rlp([sender, nonce]))[12:]. */
export function createAddress(sender: Uint8Array, nonce: number): Uint8Array {
  return keccak(rlpList([sender, minimalBigEndian(nonce)])).subarray(12);
}
