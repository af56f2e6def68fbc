import type { z } from 'zod';
import { ATOMIC_BALANCE_CATEGORIES, BALANCE_CATEGORIES, type PrimaryBalances } from '../../../shared/api';
import type { ChainKey, SimUtxo } from './model';
import type { PrimaryNetworkSim } from './network';
import { assetAmount, assetOf } from './assets';

type Balances = z.output<typeof PrimaryBalances>;
export type Category = (typeof BALANCE_CATEGORIES)[number] | (typeof ATOMIC_BALANCE_CATEGORIES)[number];

/** Alive at t: created by then and not yet spent. */
export const aliveAt = (u: SimUtxo, t: number): boolean => u.createdAt <= t && !(u.spent && u.spent.timestamp <= t);

/**
 * Where a UTXO counts in `chain`'s balances at time t, or undefined when it does not count
 * there. The C-Chain has only its atomic memory here (its EVM balance is another endpoint).
 */
export function categoryOf(u: SimUtxo, chain: ChainKey, t: number): Category | undefined {
  if (u.atomicTo) {
    if (u.atomicTo !== chain) return undefined;
    return u.locktime > t ? 'atomicMemoryLocked' : 'atomicMemoryUnlocked';
  }
  if (u.createdOn !== chain || chain === 'C' || u.utxoType === 'mint') return undefined;
  if (u.utxoType === 'STAKE') {
    if (t < u.staking!.start) return 'pendingStaked';
    return u.stakeableLocktime > t ? 'lockedStaked' : 'unlockedStaked';
  }
  if (u.locktime > t) return 'lockedPlatform';
  if (u.stakeableLocktime > t) return 'lockedStakeable';
  return 'unlockedUnstaked';
}

/** One line of a balances answer before it is rendered: a category's amount of one asset (and atomic memory's source chain). */
export interface BalanceLine {
  category: Category;
  assetId: string;
  shared?: ChainKey;
  amount: bigint;
  count: number;
}
/** Lines by `category:assetId:shared`. */
export type BalanceSums = Map<string, BalanceLine>;

/** Adds (sign 1) or takes away (sign -1) what UTXO u counts for in `chain`'s balances at time t. */
export function countUtxo(sums: BalanceSums, u: SimUtxo, chain: ChainKey, t: number, sign: 1 | -1): void {
  if (!aliveAt(u, t)) return;
  const category = categoryOf(u, chain, t);
  if (!category) return;
  const shared = u.atomicTo ? u.createdOn : undefined;
  const k = `${category}:${u.assetId}:${shared ?? ''}`;
  const line = sums.get(k) ?? { category, assetId: u.assetId, shared, amount: 0n, count: 0 };
  line.amount += BigInt(sign) * u.amount;
  line.count += sign;
  if (line.count === 0) sums.delete(k);
  else sums.set(k, line);
}

/**
 * The balances of `owners` on `chain` at time t, summed from every UTXO alive then. The
 * service answers from BalanceIndex; this full scan is what the index is tested against.
 */
export function balancesAt(sim: PrimaryNetworkSim, chain: ChainKey, owners: Set<number>, t: number): Balances {
  const sums: BalanceSums = new Map();
  const seen = new Set<SimUtxo>();
  for (const owner of owners) {
    for (const u of sim.ledger.utxosByOwner.get(owner) ?? []) {
      // A multisig output owned by two of the addresses counts once.
      if (seen.has(u)) continue;
      seen.add(u);
      countUtxo(sums, u, chain, t, 1);
    }
  }
  return renderBalances(sim, sums.values());
}

/** The answer's balances: every category present, each listing AVAX first, then assets in creation order, then by source chain. */
export function renderBalances(sim: PrimaryNetworkSim, lines: Iterable<BalanceLine>): Balances {
  const rank = (l: BalanceLine) => sim.assets.findIndex((a) => a.assetId === l.assetId);
  const sorted = [...lines].sort(
    (a, b) => rank(a) - rank(b) || ((a.shared ?? '') < (b.shared ?? '') ? -1 : (a.shared ?? '') > (b.shared ?? '') ? 1 : 0),
  );
  const out = Object.fromEntries([...BALANCE_CATEGORIES, ...ATOMIC_BALANCE_CATEGORIES].map((c) => [c, [] as unknown[]])) as Record<
    Category,
    unknown[]
  >;
  for (const e of sorted) {
    out[e.category].push({
      ...assetAmount(assetOf(sim, e.assetId), e.amount),
      utxoCount: e.count,
      ...(e.shared && { sharedWithChainId: sim.chainIdOf(e.shared), status: 'pendingImport' }),
    });
  }
  return out as Balances;
}

/** Chains an owner has touched by time t: holding, receiving into atomic memory, or spending there. */
export function chainsTouched(sim: PrimaryNetworkSim, owner: number, t: number): Set<ChainKey> {
  const chains = new Set<ChainKey>();
  for (const u of sim.ledger.utxosByOwner.get(owner) ?? []) {
    if (u.createdAt > t) break;
    chains.add(u.createdOn);
    if (u.atomicTo) chains.add(u.atomicTo);
    if (u.spent && u.spent.timestamp <= t) chains.add(u.spent.chain);
  }
  return chains;
}
