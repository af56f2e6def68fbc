import type { EndpointId } from '../../../shared/api/endpoints';

const FINISHED_OPERATION = new Set(['COMPLETED', 'COMPLETED_WITH_WARNING', 'FAILED']);

/**
 * Which answers never change, so a second view of them needs no request: a blockchain, a
 * block (the network has instant finality: once a block is returned by number or hash it is
 * final), and an operation that has finished.
 */
export function isImmutable(id: EndpointId, response: unknown): boolean {
  if (id === 'getBlockchain' || id === 'getBlock') return true;
  if (id === 'getOperation') {
    const status = (response as { operationStatus?: unknown } | null)?.operationStatus;
    return typeof status === 'string' && FINISHED_OPERATION.has(status.toUpperCase());
  }
  return false;
}

/** A small LRU: Map keeps insertion order, so the first key is the least recently used. */
export class ResponseCache {
  private readonly entries = new Map<string, unknown>();

  constructor(private readonly maxEntries = 500) {}

  get(key: string): unknown {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key);
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, value: unknown): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }
}
