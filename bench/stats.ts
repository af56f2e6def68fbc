/** One benchmark figure over several runs. */
export interface Figure {
  median: number;
  p95: number;
  runs: number;
}

/** Nearest-rank percentile of the sorted values (with few runs, p95 is the worst run or close to it). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) throw new Error('no values');
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function figure(values: number[]): Figure {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: median(sorted), p95: percentile(sorted, 95), runs: values.length };
}

export async function repeat<T>(runs: number, one: (run: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < runs; i++) out.push(await one(i));
  return out;
}

/** One figure as the bench prints it: a name in its group, its unit and which way is better. */
export interface Row extends Figure {
  group: string;
  name: string;
  unit: string;
  /** Lower is better (times, memory) or higher (rates); for the reader. */
  better: 'lower' | 'higher';
}

export function format(n: number): string {
  if (Math.abs(n) >= 100) return Math.round(n).toLocaleString('en-US');
  if (Math.abs(n) >= 10) return n.toFixed(1);
  return n.toFixed(2);
}
