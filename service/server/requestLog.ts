/**
 * What the data server answered, one entry per request, for the API console (usage metrics and logs). Recording is
 * a push of a few fields at the end of a request; everything else (the endpoint matched, its compute units, the
 * buckets) is worked out when the console asks, so the hot path and the kept answers pay almost nothing.
 */
export interface ServedRequest {
  /** Order of recording, unique: the logs' id and page cursor. */
  seq: number;
  /** Epoch ms on the service's clock when the answer was sent. */
  atMs: number;
  /** The key's id (a hash, never the key), or undefined for a request without a recognised key. */
  keyId: string | undefined;
  method: string;
  /** Path and query as requested. */
  url: string;
  status: number;
  durationMs: number;
  ip: string;
  host: string;
  userAgent: string;
  /** A JSON-RPC request's method (the first of a batch). */
  rpcMethod?: string;
}

/** Enough for a busy day of the app; the oldest tenth is dropped at once when full, so a record stays O(1). */
export const REQUEST_LOG_CAPACITY = 200_000;

export class RequestLog {
  private entries: ServedRequest[] = [];
  private nextSeq = 1;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly capacity = REQUEST_LOG_CAPACITY) {}

  record(entry: Omit<ServedRequest, 'seq'>): void {
    if (this.entries.length >= this.capacity) this.entries = this.entries.slice(Math.ceil(this.capacity / 10));
    (entry as ServedRequest).seq = this.nextSeq++;
    this.entries.push(entry as ServedRequest);
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after each answer is recorded; returns its removal. */
  onRecord(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The entries of one key (undefined: the requests without a key) in recording order, oldest first. */
  ofKey(keyId: string | undefined): ServedRequest[] {
    return this.entries.filter((e) => e.keyId === keyId);
  }

  /** When the oldest entry kept was recorded: usage before it is no longer known. */
  get oldestMs(): number | undefined {
    return this.entries[0]?.atMs;
  }
}
