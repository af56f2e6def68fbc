/**
 * JSON of immutable items (blocks, transactions), kept as UTF-8 bytes in one buffer used as a
 * ring: each newly rendered item is written after the previous one (and a comma), overwriting
 * (and forgetting) the oldest. Nothing in it is a JS object but an index entry, so a full
 * cache holds a page walk's worth of items at no cost to the garbage collector; and the items
 * of a page rendered together lie together, comma-separated, so a page is one or two copies.
 *
 * Items may link to the service itself (logo URIs), whose base URL depends on how a request
 * reached it. An item is rendered with BASE_URL in its place, which JSON.stringify writes as
 * the escape `\u0000`; it is stored with the base URL of the request that rendered it, and
 * where each link starts, so a request that came by another base URL gets its own in place.
 */
export const BASE_URL = '\u0000';
const BASE_URL_ESCAPED = JSON.stringify(BASE_URL).slice(1, -1);
const COMMA = 0x2c;
/** A ring holds at least this many items (of its largest size): many pages' worth. */
const MIN_ITEMS = 1000;
/** Links to the service an item may hold (a transaction has two: its from and to logos). */
const MAX_LINKS = 4;
/** Distinct base URLs remembered; requests by others are served by substitution every time. */
const MAX_BASE_URLS = 32;

/** A request's base URL: its id among those the ring knows (-1: none) and its UTF-8 bytes. */
export interface BaseUrl {
  id: number;
  bytes: Uint8Array;
}

export class JsonRing {
  private readonly bytes: Buffer;
  /** The same memory as a plain Uint8Array: its subarrays are cheaper views than a Buffer's. */
  private readonly view: Uint8Array;
  /** Where the next item goes. */
  private head = 0;
  private readonly slotOfKey = new Map<number, number>();
  private readonly baseIds = new Map<string, number>();
  private readonly baseBytes: Uint8Array[] = [];
  // Entries in insertion order, in a ring of slots: oldest at `first`, `count` live.
  private readonly keys: Float64Array;
  private readonly offsets: Uint32Array;
  /** Bytes of the item, without the comma stored after it. */
  private readonly lengths: Uint32Array;
  private readonly linkCounts: Uint8Array;
  /** Where each link's base URL starts, from the item's start: MAX_LINKS a slot. */
  private readonly linkStarts: Uint32Array;
  /** Which base URL the stored links hold. */
  private readonly linkBases: Uint8Array;
  private first = 0;
  private count = 0;

  constructor(capacityBytes: number, maxItems: number) {
    if (maxItems < MIN_ITEMS) throw new Error(`a JSON ring holds at least ${MIN_ITEMS} items`);
    this.bytes = Buffer.allocUnsafe(capacityBytes);
    this.view = new Uint8Array(this.bytes.buffer, this.bytes.byteOffset, capacityBytes);
    this.keys = new Float64Array(maxItems);
    this.offsets = new Uint32Array(maxItems);
    this.lengths = new Uint32Array(maxItems);
    this.linkCounts = new Uint8Array(maxItems);
    this.linkStarts = new Uint32Array(maxItems * MAX_LINKS);
    this.linkBases = new Uint8Array(maxItems);
  }

  /** The base URL of a request (JSON-escaped text), known to the ring if there is room. */
  baseUrl(url: string): BaseUrl {
    let id = this.baseIds.get(url);
    if (id === undefined && this.baseIds.size < MAX_BASE_URLS) {
      id = this.baseBytes.push(Buffer.from(url)) - 1;
      this.baseIds.set(url, id);
    }
    return id === undefined ? { id: -1, bytes: Buffer.from(url) } : { id, bytes: this.baseBytes[id] };
  }

  /**
   * The slot of `key`'s item, `render(a, b)` (with BASE_URL for the base URL) stored first when
   * not already there. Storing items may overwrite the oldest: see `holds`.
   */
  slot<A, B>(key: number, render: (a: A, b: B) => unknown, a: A, b: B, base: BaseUrl): number {
    const known = this.slotOfKey.get(key);
    if (known !== undefined) return known;
    const parts = JSON.stringify(render(a, b)).split(BASE_URL_ESCAPED);
    const links = parts.length - 1;
    if (links > MAX_LINKS) throw new Error(`a rendered item links ${links} times to the service; at most ${MAX_LINKS}`);
    // Links hold a known base URL: the request's, or (when it could not be known: all ids taken) the first.
    const stored = base.id >= 0 ? base : { id: 0, bytes: this.baseBytes[0] };
    const length = parts.reduce((n, p) => n + Buffer.byteLength(p), 0) + links * stored.bytes.length;
    if (length * MIN_ITEMS > this.bytes.length) throw new Error(`a rendered item of ${length} bytes is too big for this cache`);
    const offset = this.reserve(length + 1);
    const slot = (this.first + this.count) % this.keys.length;
    let at = offset;
    parts.forEach((part, i) => {
      if (i > 0) {
        this.linkStarts[slot * MAX_LINKS + i - 1] = at - offset;
        this.view.set(stored.bytes, at);
        at += stored.bytes.length;
      }
      at += this.bytes.write(part, at);
    });
    this.view[at] = COMMA;
    this.keys[slot] = key;
    this.offsets[slot] = offset;
    this.lengths[slot] = length;
    this.linkCounts[slot] = links;
    this.linkBases[slot] = stored.id;
    this.count++;
    this.slotOfKey.set(key, slot);
    this.head = offset + length + 1;
    return slot;
  }

  /** Whether `slot` still holds `key`'s item (storing others since may have overwritten it). */
  holds(slot: number, key: number): boolean {
    return this.keys[slot] === key;
  }

  /** Bytes the slot's item takes with `base` in its links. */
  sizeOf(slot: number, base: BaseUrl): number {
    const stored = this.baseBytes[this.linkBases[slot]]?.length ?? 0;
    return this.lengths[slot] + this.linkCounts[slot] * (base.bytes.length - stored);
  }

  /**
   * Copies the slots' items into `out` from `at`, comma-separated, with `base` in their links;
   * returns the end. Items stored one after the other go in one copy.
   */
  copyList(slots: Int32Array, out: Uint8Array, at: number, base: BaseUrl): number {
    for (let i = 0; i < slots.length;) {
      if (i > 0) out[at++] = COMMA;
      const from = slots[i];
      if (!this.asStored(from, base)) {
        at = this.copySubstituted(from, out, at, base);
        i++;
        continue;
      }
      let last = from;
      while (i + 1 < slots.length && this.follows(last, slots[i + 1]) && this.asStored(slots[i + 1], base)) last = slots[++i];
      const start = this.offsets[from];
      const end = this.offsets[last] + this.lengths[last];
      out.set(this.view.subarray(start, end), at);
      at += end - start;
      i++;
    }
    return at;
  }

  /** Whether the stored bytes of `slot` are what `base` needs. */
  private asStored(slot: number, base: BaseUrl): boolean {
    return this.linkCounts[slot] === 0 || this.linkBases[slot] === base.id;
  }

  /** Whether `next` was stored right after `slot` (its comma between them). */
  private follows(slot: number, next: number): boolean {
    return this.offsets[next] === this.offsets[slot] + this.lengths[slot] + 1;
  }

  private copySubstituted(slot: number, out: Uint8Array, at: number, base: BaseUrl): number {
    const start = this.offsets[slot];
    const storedLength = this.baseBytes[this.linkBases[slot]].length;
    let from = start;
    for (let link = 0; link < this.linkCounts[slot]; link++) {
      const mark = start + this.linkStarts[slot * MAX_LINKS + link];
      out.set(this.view.subarray(from, mark), at);
      at += mark - from;
      out.set(base.bytes, at);
      at += base.bytes.length;
      from = mark + storedLength;
    }
    const end = start + this.lengths[slot];
    out.set(this.view.subarray(from, end), at);
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
    while (
      this.count > 0 &&
      this.offsets[this.first] < offset + length &&
      this.offsets[this.first] + this.lengths[this.first] + 1 > offset
    ) {
      this.forgetOldest();
    }
    if (this.count === this.keys.length) this.forgetOldest();
    return offset;
  }

  private forgetOldest(): void {
    this.slotOfKey.delete(this.keys[this.first]);
    this.keys[this.first] = Number.NaN; // holds() no longer matches it
    this.first = (this.first + 1) % this.keys.length;
    this.count--;
  }
}
