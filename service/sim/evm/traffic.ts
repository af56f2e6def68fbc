/**
 * How busy a chain is at a moment, as a factor of its mean transaction rate: a daily cycle
 * (quiet at night in Europe and America, busiest mid-afternoon UTC), quieter weekends, and now
 * and then a busy hour (a mint, an airdrop), chosen from the chain's seed. History and live
 * blocks read the same function of the block's time, so the TPS charts show the same cycles
 * from the oldest hour to the newest.
 */

const DAY = 86_400;
const HOUR = 3_600;
/** The hour (UTC) of the daily peak. */
const PEAK_HOUR = 15;
const DAILY_SWING = 0.35;
const WEEKEND = 0.72;
/** A busy hour is about one hour in 50 (one every two days) and 2x to 3.5x as busy. */
const BUSY_IN = 50;
const BUSY_FACTOR = [2, 3.5] as const;

export function dailyFactor(t: number): number {
  return 1 + DAILY_SWING * Math.cos((2 * Math.PI * (t - PEAK_HOUR * HOUR)) / DAY);
}

/** 1970-01-01 was a Thursday: day 0 of the epoch is weekday 4 (Sunday is 0). */
export const weekday = (t: number): number => (Math.floor(t / DAY) + 4) % 7;
export const isWeekend = (t: number): boolean => weekday(t) === 0 || weekday(t) === 6;

/** The busy-hour factor of the hour holding `t` (1 in an ordinary hour). */
export function busyFactor(chainSeed: number, t: number): number {
  const h = mix32(chainSeed ^ Math.imul(Math.floor(t / HOUR), 0x9e3779b1));
  if (h % BUSY_IN !== 0) return 1;
  return BUSY_FACTOR[0] + (BUSY_FACTOR[1] - BUSY_FACTOR[0]) * (((h >>> 8) % 1000) / 1000);
}

export function trafficAt(chainSeed: number, t: number): number {
  return dailyFactor(t) * (isWeekend(t) ? WEEKEND : 1) * busyFactor(chainSeed, t);
}

/** murmur3's 32-bit finaliser: spreads a number over 32 bits (block and hour streams). */
export function mix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
