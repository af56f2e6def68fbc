/** Big-endian byte reading and writing for the Warp codec (docs/api-contract.md, Warp messages: a byte string is a uint32 length + the bytes). */
import { hexToBytes as codecHexToBytes } from '../codecs/hash';

export class WarpFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WarpFormatError';
  }
}

export class ByteReader {
  private pos = 0;
  constructor(
    private readonly bytes: Uint8Array,
    /** Names the structure in errors, e.g. "message". */
    private readonly what: string,
  ) {}

  private take(n: number, field: string): Uint8Array {
    if (this.pos + n > this.bytes.length) {
      throw new WarpFormatError(
        `${this.what} ends early: ${field} needs ${n} bytes at offset ${this.pos}, ${this.bytes.length - this.pos} left`,
      );
    }
    const out = this.bytes.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  u16(field: string): number {
    const b = this.take(2, field);
    return (b[0] << 8) | b[1];
  }
  u32(field: string): number {
    const b = this.take(4, field);
    return ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;
  }
  u64(field: string): bigint {
    const b = this.take(8, field);
    return b.reduce((n, x) => (n << 8n) | BigInt(x), 0n);
  }
  fixed(n: number, field: string): Uint8Array {
    return this.take(n, field);
  }
  /** uint32 length then that many bytes. */
  bytesField(field: string): Uint8Array {
    return this.take(this.u32(`${field} length`), field);
  }
  bool(field: string): boolean {
    const b = this.take(1, field)[0];
    if (b > 1) throw new WarpFormatError(`${this.what}: ${field} must be 0 or 1, got ${b}`);
    return b === 1;
  }
  /** Throws unless every byte was read: trailing bytes mean the input is not this structure. */
  end(): void {
    if (this.pos !== this.bytes.length) {
      throw new WarpFormatError(`${this.what} has ${this.bytes.length - this.pos} unexpected trailing bytes after offset ${this.pos}`);
    }
  }
}

export class ByteWriter {
  private parts: number[] = [];
  u16(n: number): this {
    this.parts.push((n >>> 8) & 255, n & 255);
    return this;
  }
  u32(n: number): this {
    this.parts.push((n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255);
    return this;
  }
  u64(n: bigint): this {
    for (let i = 7; i >= 0; i--) this.parts.push(Number((n >> BigInt(8 * i)) & 255n));
    return this;
  }
  fixed(b: Uint8Array): this {
    for (const x of b) this.parts.push(x);
    return this;
  }
  bytesField(b: Uint8Array): this {
    return this.u32(b.length).fixed(b);
  }
  bool(v: boolean): this {
    this.parts.push(v ? 1 : 0);
    return this;
  }
  done(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}

/** Hex with or without 0x; throws WarpFormatError naming `what` when it is not whole bytes of hex. */
export function hexToBytes(text: string, what: string): Uint8Array {
  try {
    return codecHexToBytes(text.trim());
  } catch {
    throw new WarpFormatError(`${what} is not hex bytes (with or without 0x)`);
  }
}

/** Lower-case hex without 0x, as the signature aggregation endpoints write messages. */
export { bytesToHex } from '@noble/hashes/utils.js';
