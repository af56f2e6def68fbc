import { bytesFor } from '../random';
import { idFor } from './keys';
import type { PrimaryNetworkSim } from './network';
import { activeValidators } from './staking';

interface Segment {
  /** Active validators from this boundary on, in node id order, with their cumulative weights. */
  nodeIds: string[];
  cumulative: bigint[];
}

const segments = new WeakMap<PrimaryNetworkSim, { bounds: number[]; cache: Map<number, Segment> }>();

/** The validator set changes only where a validation or delegation starts or ends: one weighted list per stretch. */
function segmentAt(sim: PrimaryNetworkSim, t: number): Segment {
  let s = segments.get(sim);
  if (!s) {
    const times = sim.validators.flatMap((v) => [v.start, v.end, ...v.delegations.flatMap((d) => [d.start, d.end])]);
    s = { bounds: [...new Set(times)].sort((a, b) => a - b), cache: new Map() };
    segments.set(sim, s);
  }
  let lo = 0;
  let hi = s.bounds.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (s.bounds[mid] <= t) lo = mid + 1;
    else hi = mid;
  }
  let seg = s.cache.get(lo);
  if (!seg) {
    const active = activeValidators(sim.validators, t).sort((a, b) => (a.period.nodeId < b.period.nodeId ? -1 : 1));
    let sum = 0n;
    seg = { nodeIds: active.map((a) => a.period.nodeId), cumulative: active.map((a) => (sum += a.weight)) };
    s.cache.set(lo, seg);
  }
  return seg;
}

/**
 * The node that proposed P-Chain block `height` (made at time `t`): a stake-weighted draw, seeded by the block, among
 * the validators active then, as Snowman++ picks its proposers. Undefined before the first validation.
 */
export function pChainProposer(sim: PrimaryNetworkSim, height: number, t: number): string | undefined {
  const seg = segmentAt(sim, t);
  const total = seg.cumulative[seg.cumulative.length - 1];
  if (!total) return undefined;
  const seed = bytesFor(`${sim.label}:proposer:${height}`);
  const draw = new DataView(seed.buffer, seed.byteOffset, 8).getBigUint64(0) % total;
  let i = 0;
  while (seg.cumulative[i] <= draw) i++;
  return seg.nodeIds[i];
}

/** The id of the Snowman++ wrapper around P-Chain block `height`. */
export const proposerBlockId = (sim: PrimaryNetworkSim, height: number): string => idFor(`${sim.label}:proposerblock:${height}`);
