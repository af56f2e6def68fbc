import type { PrimaryBalanceType } from '../../shared/api/webhooks';
import { l1Deposit, L1_FEE_PER_SECOND } from '../primary/validatorHandlers';
import { aliveAt, categoryOf, type Category } from '../sim/primary/balances';
import type { ChainKey, SimTx, SimUtxo } from '../sim/primary/model';
import type { PrimaryNetworkSim } from '../sim/primary/network';
import type { L1Validator, SimSubnet } from '../sim/primary/subnets';

/**
 * Which of the simulation's balance categories each documented balance type sums. The X-Chain's `unlocked` and
 * `locked` are its outputs free to spend and those under a time lock (it has no staking).
 */
const CATEGORIES: Record<PrimaryBalanceType, Category[]> = {
  unlockedUnstaked: ['unlockedUnstaked'],
  unlockedStaked: ['unlockedStaked'],
  lockedPlatform: ['lockedPlatform'],
  lockedStakeable: ['lockedStakeable'],
  lockedStaked: ['lockedStaked'],
  pendingStaked: ['pendingStaked'],
  unlocked: ['unlockedUnstaked'],
  locked: ['lockedPlatform', 'lockedStakeable'],
  atomicMemoryUnlocked: ['atomicMemoryUnlocked'],
  atomicMemoryLocked: ['atomicMemoryLocked'],
};

/**
 * The combined AVAX balance of one type that `owners` hold on `chain` just before and just after `tx` (the docs:
 * a balance event reports the combined balance of the watched addresses the transaction touches). After is every
 * output alive at the transaction's time; before adds back what the transaction spent and takes away what it made.
 */
export function balanceAcross(
  sim: PrimaryNetworkSim,
  chain: ChainKey,
  owners: ReadonlySet<number>,
  type: PrimaryBalanceType,
  tx: SimTx,
): { before: bigint; after: bigint } {
  const t = tx.timestamp;
  const categories = new Set<Category | undefined>(CATEGORIES[type]);
  const counts = (u: SimUtxo) =>
    u.assetId === sim.ids.avaxAssetId && categories.has(categoryOf(u, chain, t)) && u.owners.some((o) => owners.has(o));
  const total = (us: Iterable<SimUtxo>) => {
    let sum = 0n;
    for (const u of us) if (counts(u)) sum += u.amount;
    return sum;
  };
  const alive = new Set<SimUtxo>();
  for (const owner of owners) for (const u of sim.ledger.utxosByOwner.get(owner) ?? []) if (aliveAt(u, t)) alive.add(u);
  const after = total(alive);
  return { before: after + total(tx.consumed) - total(tx.emitted), after };
}

/**
 * The second in (from, to] at which an L1 validator's balance first falls below `threshold` nAVAX, if it does.
 * The balance (l1Balance) is its deposits so far less the fee since registration: it falls one fee a second and
 * rises only at a top-up, so within each stretch between top-ups it crosses at most once, at a second worked out
 * from the deposits. A threshold of 1 nAVAX is the second the balance runs out and the validator turns inactive.
 */
export function l1BalanceFallsBelow(subnet: SimSubnet, v: L1Validator, threshold: bigint, from: number, to: number): number | undefined {
  const starts = [v.registeredAt, ...v.topUps.map((u) => u.at)];
  let deposits = l1Deposit(subnet, v);
  for (let k = 0; k < starts.length; k++) {
    if (k > 0) deposits += v.topUps[k - 1].amount;
    const end = starts[k + 1] ?? Infinity;
    if (deposits < threshold) continue;
    // The first second t with deposits - (t - registeredAt) * fee < threshold.
    const at = v.registeredAt + Number((deposits - threshold) / L1_FEE_PER_SECOND) + 1;
    // Below already as the stretch began means it fell in an earlier stretch (a top-up that does not lift it is no news).
    if (at - 1 < starts[k] || at >= end) continue;
    if (at > from && at <= to) return at;
  }
  return undefined;
}
