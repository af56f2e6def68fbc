import { describe, expect, it } from 'vitest';
import { chainTxHistory } from '../../metrics/metricsHandlers';
import { HOUR_SECONDS, TpsSeries, type TpsPoint } from '../../metrics/tpsSeries';
import { ManualClock, nowSeconds } from '../clock';
import { evmChainSeed } from './blockBuilder';
import type { EvmChain } from './evmChain';
import { chainTxRate, historyTimestamps } from './history';
import { EvmSimulation } from './simulation';
import { busyFactor, isWeekend, trafficAt } from './traffic';

// A Tuesday, 11:20 UTC: the history's 30 full days hold 8 or 9 weekend days.
const clock = new ManualClock(Date.UTC(2026, 10, 24, 11, 20, 0));
const sim = new EvmSimulation({ seed: 7, scale: 'small', clock });
const cChain = sim.chain('43114')!;
const DAY = 86_400;
const chainSeedOf = (chain: EvmChain) => evmChainSeed(7, chain.spec.evmChainId);

/** The hourly TPS the metrics service serves for `chain`, oldest first, closed hours only. */
function hourly(chain = cChain): TpsPoint[] {
  const series = new TpsSeries(chainTxHistory(chain), () => nowSeconds(clock));
  const hours = (series.newestHour() - series.oldestHour()) / HOUR_SECONDS;
  return series.pointsBackFrom(series.newestHour() - HOUR_SECONDS, hours).reverse();
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const fullDays = (points: TpsPoint[]): TpsPoint[][] => {
  const firstDay = Math.ceil(points[0].timestamp / DAY) * DAY;
  const days: TpsPoint[][] = [];
  for (let d = firstDay; d + DAY <= points.at(-1)!.timestamp + HOUR_SECONDS; d += DAY) {
    days.push(points.filter((p) => p.timestamp >= d && p.timestamp < d + DAY));
  }
  return days;
};
const dayMean = (day: TpsPoint[]) => mean(day.map((p) => p.value));

describe('simulated history density', () => {
  const points = hourly();
  const days = fullDays(points);

  it('has 30 full days of hourly TPS around the chain rate, with no trend toward now beyond the cycles', () => {
    expect(days.length).toBeGreaterThanOrEqual(30);
    const rate = chainTxRate('small', cChain.spec);
    expect(mean(points.map((p) => p.value))).toBeGreaterThan(rate * 0.8);
    expect(mean(points.map((p) => p.value))).toBeLessThan(rate * 1.2);
    // The oldest full day and the one four weeks later fall on the same weekday.
    const oldest = dayMean(days[0]);
    const fourWeeksOn = dayMean(days[28]);
    expect(fourWeeksOn / oldest).toBeGreaterThan(0.8);
    expect(fourWeeksOn / oldest).toBeLessThan(1.25);
    // The oldest and the newest full weeks.
    const firstWeek = mean(days.slice(0, 7).map(dayMean));
    const lastWeek = mean(days.slice(-7).map(dayMean));
    expect(lastWeek / firstWeek).toBeGreaterThan(0.9);
    expect(lastWeek / firstWeek).toBeLessThan(1.1);
  });

  it('is quieter on weekends than on weekdays', () => {
    const weekend = days.filter((d) => isWeekend(d[0].timestamp)).map(dayMean);
    const weekdays = days.filter((d) => !isWeekend(d[0].timestamp)).map(dayMean);
    expect(weekend.length).toBeGreaterThanOrEqual(8);
    // Every weekend day is quieter than every weekday.
    expect(Math.max(...weekend)).toBeLessThan(Math.min(...weekdays));
    expect(mean(weekdays) / mean(weekend)).toBeGreaterThan(1.2);
  });

  it('peaks in the afternoon (UTC) and is quietest at night, every day', () => {
    const hourOfDay = (p: TpsPoint) => (p.timestamp % DAY) / HOUR_SECONDS;
    for (const day of days) {
      const afternoon = mean(day.filter((p) => hourOfDay(p) >= 13 && hourOfDay(p) < 18).map((p) => p.value));
      const night = mean(day.filter((p) => hourOfDay(p) >= 1 && hourOfDay(p) < 6).map((p) => p.value));
      expect(afternoon / night).toBeGreaterThan(1.4);
    }
  });

  it('has an occasional busy hour, where the seed puts it', () => {
    const busy = points.filter((p) => busyFactor(chainSeedOf(cChain), p.timestamp) > 1);
    expect(busy.length).toBeGreaterThanOrEqual(5);
    expect(busy.length).toBeLessThanOrEqual(30);
    // A busy hour stands out from the same hour the day before and after (when those are ordinary).
    for (const p of busy) {
      const neighbours = points.filter(
        (q) =>
          Math.abs(q.timestamp - p.timestamp) === DAY &&
          busyFactor(chainSeedOf(cChain), q.timestamp) === 1 &&
          isWeekend(q.timestamp) === isWeekend(p.timestamp),
      );
      if (neighbours.length) expect(p.value).toBeGreaterThan(1.5 * mean(neighbours.map((q) => q.value)));
    }
  });

  it('carries on at the same rate in live blocks', () => {
    const chain = sim.chain('432204')!; // an L1: live blocks every 5 s
    const before = chain.txCount;
    const start = nowSeconds(clock);
    let expected = 0;
    for (let t = 0; t < 6 * HOUR_SECONDS; t += chain.spec.blockIntervalSeconds) {
      clock.advance(chain.spec.blockIntervalSeconds * 1000);
      sim.mine(chain);
      expected += chainTxRate('small', chain.spec) * chain.spec.blockIntervalSeconds * trafficAt(chainSeedOf(chain), nowSeconds(clock));
    }
    const live = chain.txCount - before;
    expect(live / expected).toBeGreaterThan(0.85);
    expect(live / expected).toBeLessThan(1.15);
    // The same six hours of the day one week earlier, in the history.
    const weekAgo = chain.txCountInTimeRange(start - 7 * DAY, start - 7 * DAY + 6 * HOUR_SECONDS);
    expect(live / weekAgo).toBeGreaterThan(0.7);
    expect(live / weekAgo).toBeLessThan(1.4);
  });

  it('starts its newest blocks one block interval apart, like the live ones', () => {
    const ts = historyTimestamps('small', cChain.spec, 1_000_000_000);
    expect(ts[ts.length - 1]).toBe(1_000_000_000 - 2);
    expect(ts[ts.length - 1] - ts[ts.length - 2]).toBe(2);
    expect(ts[1] - ts[0]).toBeLessThanOrEqual(300);
    for (let i = 1; i < ts.length; i++) expect(ts[i]).toBeGreaterThan(ts[i - 1]);
  });
});
