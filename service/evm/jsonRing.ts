/**
 * JSON of immutable items (blocks, transactions), kept as UTF-8 bytes in one buffer used as a
 * ring: each newly rendered item is written after the previous one, overwriting (and
 * forgetting) the oldest. Nothing in it is a JS object but an index entry, so a full cache
 * holds a page walk's worth of items at no cost to the garbage collector.
 *
 * Items may link to the service itself (logo URIs), whose base URL depends on how a request
 * reached it. They are rendered with BASE_URL in its place, which JSON.stringify writes as the
 * escape `\u0000`; it is stored as the raw byte 0, which JSON text never contains otherwise,
 * and each request's base URL replaces it while a page is copied out.
 */
export const BASE_URL = '\u0000';
const BASE_URL_ESCAPED = JSON.stringify(BASE_URL).slice(1, -1);
const PLACEHOLDER = 0;
/** A ring holds at least this many items (of its largest size): many pages' worth. */
const MIN_ITEMS = 1000;

export class JsonRing {
  private readonly bytes: Buffer;
  /** Where the next item goes. */
  private head = 0;
  private readonly slotOfKey = new Map<number, number>();
  // Entries in insertion order, in a ring of slots: oldest at `first`, `count` live.
  private readonly keys: Float64Array;
  private readonly offsets: Uint32Array;
  private readonly lengths: Uint32Array;
  /** How many base URL placeholders the item holds. */
  private readonly placeholders: Uint16Array;
  private first = 0;
  private count = 0;

  constructor(capacityBytes: number, maxItems: number) {
    if (maxItems < MIN_ITEMS) throw new Error(`a JSON ring holds at least ${MIN_ITEMS} items`);
    this.bytes = Buffer.allocUnsafe(capacityBytes);
    this.keys = new Float64Array(maxItems);
    this.offsets = new Uint32Array(maxItems);
    this.lengths = new Uint32Array(maxItems);
    this.placeholders = new Uint16Array(maxItems);
  }

  /**
   * The slot of `key`'s item, `render(arg)` (with BASE_URL for the base URL) stored first when
   * not already there. Storing items may overwrite the oldest, so use a slot before storing more.
   */
  slot<A>(key: number, render: (arg: A) => unknown, arg: A): number {
    const known = this.slotOfKey.get(key);
    if (known !== undefined) return known;
    const json = JSON.stringify(render(arg));
    const parts = json.split(BASE_URL_ESCAPED);
    const length = Buffer.byteLength(json) - (parts.length - 1) * (BASE_URL_ESCAPED.length - 1);
    if (length * MIN_ITEMS > this.bytes.length) throw new Error(`a rendered item of ${length} bytes is too big for this cache`);
    const offset = this.reserve(length);
    let at = offset;
    parts.forEach((part, i) => {
      if (i > 0) this.bytes[at++] = PLACEHOLDER;
      at += this.bytes.write(part, at);
    });
    const slot = (this.first + this.count) % this.keys.length;
    this.keys[slot] = key;
    this.offsets[slot] = offset;
    this.lengths[slot] = length;
    this.placeholders[slot] = parts.length - 1;
    this.count++;
    this.slotOfKey.set(key, slot);
    this.head = offset + length;
    return slot;
  }

  /** Bytes the slot's item takes with `baseUrl` (UTF-8 bytes) in place. */
  sizeOf(slot: number, baseUrl: Uint8Array): number {
    return this.lengths[slot] + this.placeholders[slot] * (baseUrl.length - 1);
  }

  /** Copies the slot's item into `out` at `at`, with `baseUrl` in place; returns the end. */
  copyTo(slot: number, out: Buffer, at: number, baseUrl: Uint8Array): number {
    let from = this.offsets[slot];
    const end = from + this.lengths[slot];
    for (let left = this.placeholders[slot]; left > 0; left--) {
      const mark = this.bytes.indexOf(PLACEHOLDER, from);
      out.set(this.bytes.subarray(from, mark), at);
      at += mark - from;
      out.set(baseUrl, at);
      at += baseUrl.length;
      from = mark + 1;
    }
    out.set(this.bytes.subarray(from, end), at);
    return at + end - from;
  }

  /** Makes room for `length` bytes after the newest item (or at the start, wrapping); returns where. */
  private reserve(length: number): number {
    let offset = this.head;
    if (offset + length > this.bytes.length) {
      // The end of the buffer is too short: forget what lies there, go on from the start.
      while (this.count > 0 && this.offsets[this.first] >= offset) this.forgetOldest();
      offset = 0;
    }
    // The oldest items are the ones just after the newest: forget those the new item overlaps.
    while (this.count > 0 && this.offsets[this.first] < offset + length && this.offsets[this.first] + this.lengths[this.first] > offset) {
      this.forgetOldest();
    }
    if (this.count === this.keys.length) this.forgetOldest();
    return offset;
  }

  private forgetOldest(): void {
    this.slotOfKey.delete(this.keys[this.first]);
    this.first = (this.first + 1) % this.keys.length;
    this.count--;
  }
}
