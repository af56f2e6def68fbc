import { randomUUID } from 'node:crypto';
import type { Clock } from '../sim/clock';

/** docs/api-contract.md, Limits: a metrics page token lives 24 hours from its creation. */
export const TOKEN_LIFETIME_MS = 24 * 3600 * 1000;

/**
 * The metrics service's page tokens: random UUIDs (docs/api-contract.md, Limits) that stand for a cursor
 * kept here, so a token reveals nothing and cannot be forged. Each expires 24 h after it was
 * created on the service's clock. Expired entries are dropped as new ones are made, and the
 * store is capped so a client that never follows its tokens cannot grow it without bound;
 * an evicted token answers like an expired one (start again from the first page).
 */
export class PageTokenStore<Cursor> {
  private readonly entries = new Map<string, { cursor: Cursor; createdMs: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly maxEntries = 100_000,
  ) {}

  create(cursor: Cursor): string {
    const now = this.clock.nowMs();
    this.evict(now);
    const token = randomUUID();
    this.entries.set(token, { cursor, createdMs: now });
    return token;
  }

  /** The cursor of a live token, or undefined for an unknown or expired one. */
  resolve(token: string): Cursor | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (this.clock.nowMs() - entry.createdMs >= TOKEN_LIFETIME_MS) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.cursor;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Map iteration follows insertion order, which is creation order: the oldest come first. */
  private evict(now: number): void {
    for (const [token, entry] of this.entries) {
      if (now - entry.createdMs < TOKEN_LIFETIME_MS && this.entries.size < this.maxEntries) break;
      this.entries.delete(token);
    }
  }
}
