import { BoundedCache } from '../../server/boundedCache';
import { countUtxo, renderBalances, type BalanceLine, type BalanceSums } from './balances';
import type { ChainKey, SimUtxo } from './model';
import type { PrimaryNetworkSim } from './network';
import { partitionPoint } from '../partitionPoint';

/**
 * One owner's balances on one chain over the whole timeline: `lines[i]` holds from `times[i]`
 * until `times[i + 1]` (nothing before `times[0]`). Each time is one at which one of the owner's
 * outputs was made, was spent, unlocked or began staking: between those its balances cannot change.
 */
interface Timeline {
  times: number[];
  lines: BalanceLine[][];
  /** The owner's outputs that other owners share (multisig): counted once when both are asked for. */
  shared: SimUtxo[];
}

/** Times at which what u counts for can change; nothing changes before it exists or after it is spent. */
function changeTimes(u: SimUtxo): number[] {
  const end = u.spent?.timestamp ?? Infinity;
  const times = [u.createdAt];
  for (const t of [u.locktime, u.stakeableLocktime, u.staking?.start, u.spent?.timestamp]) {
    if (t !== undefined && t > u.createdAt && t <= end) times.push(t);
  }
  return times;
}

/**
 * Running balances by category per owner and chain, so a balances request is a binary search
 * and a merge instead of a scan of every output the addresses ever had. The simulation's
 * ledger is complete once built (the timeline runs ahead of the clock; requests see what
 * happened by their time), so each timeline is made once, on first request, and never changes;
 * the rendered answers are cached by which snapshot each owner is at.
 */
export class BalanceIndex {
  private readonly timelines = new Map<string, Timeline>();
  private readonly answers = new BoundedCache<string, string>(2048);

  constructor(private readonly sim: PrimaryNetworkSim) {}

  /** The JSON answer of getPrimaryBalances for `owners` on `chain` at time t; `chainInfo` is the same for every answer about `chain`. */
  answerJson(chain: ChainKey, owners: Iterable<number>, t: number, chainInfo: { chainName: string; network: string }): string {
    const asked = [...owners];
    const at = asked.map((owner) => {
      const timeline = this.timeline(owner, chain);
      return { timeline, i: lastAtOrBefore(timeline.times, t) };
    });
    const key = `${chain}|${asked.join(',')}|${at.map((a) => a.i).join(',')}`;
    return this.answers.getOr(key, () => {
      const sums: BalanceSums = new Map();
      for (const { timeline, i } of at) for (const line of timeline.lines[i] ?? []) add(sums, line);
      uncountSharedTwice(
        sums,
        asked,
        at.map((a) => a.timeline),
        chain,
        t,
      );
      return JSON.stringify({ balances: renderBalances(this.sim, sums.values()), chainInfo });
    });
  }

  /**
   * The first time after t at which the balances of any of `owners` on `chain` can change
   * (Infinity when none will): answerJson gives the same answer for every time from t until then.
   */
  nextChange(chain: ChainKey, owners: Iterable<number>, t: number): number {
    let next = Infinity;
    for (const owner of owners) {
      const { times } = this.timeline(owner, chain);
      next = Math.min(next, times[lastAtOrBefore(times, t) + 1] ?? Infinity);
    }
    return next;
  }

  private timeline(owner: number, chain: ChainKey): Timeline {
    const id = `${owner}:${chain}`;
    let timeline = this.timelines.get(id);
    if (!timeline) this.timelines.set(id, (timeline = buildTimeline(this.sim.ledger.utxosByOwner.get(owner) ?? [], chain)));
    return timeline;
  }
}

function buildTimeline(utxos: SimUtxo[], chain: ChainKey): Timeline {
  const at = new Map<number, SimUtxo[]>();
  for (const u of utxos) {
    for (const t of changeTimes(u)) {
      const list = at.get(t);
      if (list) list.push(u);
      else at.set(t, [u]);
    }
  }
  const times = [...at.keys()].sort((a, b) => a - b);
  const sums: BalanceSums = new Map();
  // When each output was last counted: what it counts for holds from then until its next change time.
  const countedAt = new Map<SimUtxo, number>();
  const lines = times.map((t) => {
    for (const u of at.get(t)!) {
      const before = countedAt.get(u);
      if (before !== undefined) countUtxo(sums, u, chain, before, -1);
      countUtxo(sums, u, chain, t, 1);
      countedAt.set(u, t);
    }
    return [...sums.values()].map((line) => ({ ...line }));
  });
  return { times, lines, shared: utxos.filter((u) => u.owners.length > 1) };
}

function add(sums: BalanceSums, line: BalanceLine): void {
  const k = `${line.category}:${line.assetId}:${line.shared ?? ''}`;
  const have = sums.get(k);
  if (have) {
    have.amount += line.amount;
    have.count += line.count;
  } else sums.set(k, { ...line });
}

/** A multisig output of two asked-for owners is in both their timelines: take away all but one. */
function uncountSharedTwice(sums: BalanceSums, owners: number[], timelines: Timeline[], chain: ChainKey, t: number): void {
  if (owners.length < 2) return;
  const asked = new Set(owners);
  const done = new Set<SimUtxo>();
  for (const timeline of timelines) {
    for (const u of timeline.shared) {
      if (done.has(u)) continue;
      done.add(u);
      const times = u.owners.filter((o) => asked.has(o)).length;
      for (let extra = 1; extra < times; extra++) countUtxo(sums, u, chain, t, -1);
    }
  }
}

/** Index of the last time <= t in ascending `times`, or -1. */
function lastAtOrBefore(times: number[], t: number): number {
  return partitionPoint(times.length, (i) => times[i] <= t) - 1;
}
