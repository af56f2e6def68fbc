import { partitionPoint } from '../partitionPoint';

type NumberArray = Uint8Array | Uint16Array | Uint32Array | Float64Array;

/**
 * A typed array that grows by doubling: the history of a large chain (millions of rows)
 * lives in a few flat buffers instead of millions of objects.
 */
export class Column<A extends NumberArray> {
  data: A;

  constructor(
    private readonly make: (length: number) => A,
    capacity: number,
  ) {
    this.data = make(Math.max(16, capacity));
  }

  /** Writes row `i`, growing the buffer when `i` is past its end. */
  set(i: number, value: number): void {
    if (i >= this.data.length) this.grow(i + 1);
    this.data[i] = value;
  }

  get(i: number): number {
    return this.data[i];
  }

  private grow(min: number): void {
    let length = this.data.length * 2;
    while (length < min) length *= 2;
    const next = this.make(length);
    next.set(this.data);
    this.data = next;
  }
}

export const u8 = (capacity: number) => new Column((n) => new Uint8Array(n), capacity);
export const u16 = (capacity: number) => new Column((n) => new Uint16Array(n), capacity);
export const u32 = (capacity: number) => new Column((n) => new Uint32Array(n), capacity);
export const f64 = (capacity: number) => new Column((n) => new Float64Array(n), capacity);

/** Fixed-width byte rows (hashes) in one buffer. */
export class ByteRows {
  private buf: Uint8Array;

  constructor(
    readonly width: number,
    capacity: number,
  ) {
    this.buf = new Uint8Array(width * Math.max(16, capacity));
  }

  set(i: number, bytes: Uint8Array): void {
    if ((i + 1) * this.width > this.buf.length) {
      const next = new Uint8Array(Math.max(this.buf.length * 2, (i + 1) * this.width));
      next.set(this.buf);
      this.buf = next;
    }
    this.buf.set(bytes, i * this.width);
  }

  get(i: number): Uint8Array {
    return this.buf.subarray(i * this.width, (i + 1) * this.width);
  }
}

/** Index of the first element of sorted `data[0..length)` that is >= value. */
export function lowerBound(data: ArrayLike<number>, length: number, value: number): number {
  return partitionPoint(length, (i) => data[i] < value);
}
