import type { StillValid } from '../server/answerCache';
import { BoundedCache } from '../server/boundedCache';

export const HOUR_SECONDS = 3600;

/** What the TPS series needs from one chain's simulated blocks. */
export interface TxHistory {
  /** Timestamp (epoch seconds) of the chain's first block. */
  firstBlockSec(): number;
  /** Timestamp of the newest block so far. */
  lastBlockSec(): number;
  /** How many transactions the blocks with blockTimestamp < t hold (a cumulative count). */
  txCountBefore(t: number): number;
}

/** A type alias, not an interface, so it fits the response schema's open (index-signature) objects. */
export type TpsPoint = {
  timestamp: number;
  value: number;
};

export const hourStart = (sec: number): number => sec - (sec % HOUR_SECONDS);

/**
 * Hourly average TPS of a chain, read from its blocks. A point's timestamp is the start of
 * its hour; its value is that hour's transactions / 3600. The newest hour is still filling:
 * its value is its transactions so far / the seconds elapsed in it, so the live end of the
 * chart shows the current rate instead of a cliff that climbs back during the hour.
 */
export class TpsSeries {
  /** JSON of runs of closed hours by `firstHour:count`: an hour before the newest never changes again. */
  private readonly closedJson = new BoundedCache<string, string>(512);

  constructor(
    private readonly history: TxHistory,
    private readonly nowSec: () => number,
  ) {}

  /**
   * Whether points read now are still the points later: within the same second (the newest
   * hour's rate divides by the seconds elapsed in it) and with no transaction or block since.
   */
  unchangedFromNow(): StillValid {
    const sec = this.nowSec();
    const lastBlock = this.history.lastBlockSec();
    const txs = this.history.txCountBefore(Number.MAX_SAFE_INTEGER);
    return () =>
      this.nowSec() === sec && this.history.lastBlockSec() === lastBlock && this.history.txCountBefore(Number.MAX_SAFE_INTEGER) === txs;
  }

  /** Hour start of the oldest point. */
  oldestHour(): number {
    return hourStart(this.history.firstBlockSec());
  }

  /** Hour start of the newest point: the hour of the newest block. */
  newestHour(): number {
    return hourStart(this.history.lastBlockSec());
  }

  lastRun(): number {
    return this.history.lastBlockSec();
  }

  /** Up to `count` points, newest first, starting at the hour `fromHour` and going back in time. */
  pointsBackFrom(fromHour: number, count: number): TpsPoint[] {
    const oldest = this.oldestHour();
    const newest = this.newestHour();
    const out: TpsPoint[] = [];
    const first = Math.min(hourStart(fromHour), newest);
    let end = this.history.txCountBefore(first + HOUR_SECONDS);
    for (let h = first; h >= oldest && out.length < count; h -= HOUR_SECONDS) {
      const start = this.history.txCountBefore(h);
      const seconds = h === newest ? Math.max(1, Math.min(HOUR_SECONDS, this.nowSec() - h)) : HOUR_SECONDS;
      out.push({ timestamp: h, value: (end - start) / seconds });
      end = start;
    }
    return out;
  }

  /**
   * pointsBackFrom as the JSON of its items (no brackets) and how many there are. Only the
   * newest hour, still filling, is rendered each time; the closed hours after it come rendered.
   */
  pointsJsonBackFrom(fromHour: number, count: number): { json: string; count: number } {
    const newest = this.newestHour();
    const first = Math.min(hourStart(fromHour), newest);
    const available = Math.max(0, Math.min(count, (first - this.oldestHour()) / HOUR_SECONDS + 1));
    if (available === 0) return { json: '', count: 0 };
    if (first < newest) {
      return {
        json: this.closedJson.getOr(`${first}:${available}`, () => this.pointsBackFrom(first, available).map(pointJson).join(',')),
        count: available,
      };
    }
    const live = pointJson(this.pointsBackFrom(first, 1)[0]);
    if (available === 1) return { json: live, count: 1 };
    const rest = this.pointsJsonBackFrom(first - HOUR_SECONDS, available - 1);
    return { json: `${live},${rest.json}`, count: 1 + rest.count };
  }
}

const pointJson = (p: TpsPoint): string => `{"timestamp":${p.timestamp},"value":${JSON.stringify(p.value)}}`;
