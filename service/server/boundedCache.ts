/**
 * A map that keeps at most `max` entries, dropping the least recently used: for answers
 * rendered once and served again (the same balances, the same closed TPS page), without
 * letting a client that asks for everything grow the service's memory without bound.
 */
export class BoundedCache<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: re-inserting makes this the most recent entry.
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  /** The cached value, or `make()`'s, remembered. */
  getOr(key: K, make: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = make();
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
    return value;
  }

  get size(): number {
    return this.map.size;
  }
}
