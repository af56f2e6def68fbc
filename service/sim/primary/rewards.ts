import type { z } from 'zod';
import type { Currency, HistoricalReward, PendingReward } from '../../../shared/api';
import type { RewardType } from '../../../shared/api/enums';
import type { PrimaryNetworkSim } from './network';
import { assetAmount, assetOf, utxoIdOf } from './assets';
import { delegatorShare, validatorFee, type StakePeriod } from './staking';

type HistoricalOut = z.output<typeof HistoricalReward>;
type PendingOut = z.output<typeof PendingReward>;

/** AVAX's price on the day of `timestamp` in `currency`, as a decimal string. */
export type AvaxPriceOn = (timestamp: number, currency: Currency) => string;

/** One reward paid (or to be paid) to one wallet for one staking period. */
export interface RewardEntry {
  rewardType: RewardType;
  period: StakePeriod;
  /** The wallet paid. */
  owner: number;
  amount: bigint;
  /** Position of its UTXO among the RewardValidatorTx outputs. */
  outputIndex: number;
  /** Unique within the network: the sort tiebreaker and the page cursor. */
  id: string;
}

/** Every reward entry of the network, sorted ascending by the end of their staking period. */
export function rewardEntries(sim: PrimaryNetworkSim): RewardEntry[] {
  const entries: RewardEntry[] = [];
  for (const v of sim.validators) {
    if (!v.tx) continue;
    entries.push({ rewardType: 'VALIDATOR', period: v, owner: v.owner, amount: v.potentialReward, outputIndex: 1, id: `${v.tx.txHash}:v` });
    for (const d of v.delegations) {
      entries.push({
        rewardType: 'DELEGATOR',
        period: d,
        owner: d.owner,
        amount: delegatorShare(d),
        outputIndex: 1,
        id: `${d.tx!.txHash}:d`,
      });
      entries.push({
        rewardType: 'VALIDATOR_FEE',
        period: d,
        owner: v.owner,
        amount: validatorFee(d),
        outputIndex: 2,
        id: `${d.tx!.txHash}:f`,
      });
    }
  }
  return entries.sort((a, b) => a.period.end - b.period.end || (a.id < b.id ? -1 : 1));
}

function common(sim: PrimaryNetworkSim, e: RewardEntry) {
  return {
    addresses: [sim.wallets.address(e.owner, 'P')],
    txHash: e.period.tx!.txHash,
    amountStaked: e.period.stake.toString(),
    nodeId: e.period.nodeId,
    startTimestamp: e.period.start,
    endTimestamp: e.period.end,
    rewardType: e.rewardType,
  };
}

export function historicalOut(sim: PrimaryNetworkSim, e: RewardEntry, currency: Currency, priceOn: AvaxPriceOn): HistoricalOut {
  const rewardTx = e.period.rewardTx!;
  return {
    ...common(sim, e),
    utxoId: utxoIdOf(rewardTx.emitted[e.outputIndex]),
    outputIndex: e.outputIndex,
    reward: {
      ...assetAmount(assetOf(sim, sim.ids.avaxAssetId), e.amount),
      historicalPrice: { currencyCode: currency, value: priceOn(e.period.end, currency) },
    },
    rewardTxHash: rewardTx.txHash,
  };
}

/**
 * progress is the elapsed share of the staking period at `now` (0 before it starts), and
 * estimatedReward is the full reward times that share, in whole nAVAX: the part earned so far.
 */
export function pendingOut(sim: PrimaryNetworkSim, e: RewardEntry, now: number): PendingOut {
  const { start, end } = e.period;
  const elapsed = Math.min(Math.max(now - start, 0), end - start);
  return {
    ...common(sim, e),
    progress: elapsed / (end - start),
    estimatedReward: assetAmount(assetOf(sim, sim.ids.avaxAssetId), (e.amount * BigInt(elapsed)) / BigInt(end - start)),
  };
}

/** Paid by `now`: the period ended and its RewardValidatorTx ran. */
export const isPaid = (e: RewardEntry, now: number): boolean => e.period.end <= now;
/** Pending at `now`: the staking tx was issued and the period has not ended. */
export const isPending = (e: RewardEntry, now: number): boolean => e.period.issuedAt <= now && now < e.period.end;
