import { secondsOf } from '../sim/clock';

/** Whether bytes rendered earlier are still the answer to the same request at `nowMs` (the service's clock). */
export type StillValid = (nowMs: number) => boolean;

/** An answer that never changes once rendered (a block by number, a balance at a past block). */
export const FOREVER: StillValid = () => true;

/** An answer computed from the time in whole seconds and nothing that changes otherwise: it holds within that second. */
export function withinSecond(nowMs: number): StillValid {
  const second = secondsOf(nowMs);
  return (later) => secondsOf(later) === second;
}

/** An answer that holds until the service's clock reaches `seconds` (epoch seconds; Infinity: for good). */
export function untilSecond(seconds: number): StillValid {
  return (later) => secondsOf(later) < seconds;
}

interface Entry {
  bytes: Buffer;
  stillValid: StillValid;
}

/** Room for many pages of every list at once. */
const MAX_BYTES = 64 * 2 ** 20;

/**
 * The bytes of successful GET answers by Host header and URL (the whole request a GET answer
 * depends on: path, query, and the base URL its links are written with), kept while the handler
 * that rendered them says they hold. The service answers a repeated request from here without
 * routing, parsing or rendering it again: most reads repeat (the latest blocks every client
 * polls, the balances a page shows) and only change when the chain does or time passes a
 * known point. Bounded by bytes; the least recently served go first.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_BYTES) {}

  static key(host: string | undefined, url: string): string {
    return `${host ?? ''} ${url}`;
  }

  /** The kept bytes for `key` if they still hold at `nowMs`. */
  get(key: string, nowMs: number): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (!entry.stillValid(nowMs)) {
      this.bytes -= entry.bytes.length;
      return undefined;
    }
    // Map keeps insertion order: re-inserting makes this the most recently served.
    this.entries.set(key, entry);
    return entry.bytes;
  }

  set(key: string, bytes: Buffer, stillValid: StillValid): void {
    if (bytes.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.bytes.length;
    }
    this.entries.set(key, { bytes, stillValid });
    this.bytes += bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
