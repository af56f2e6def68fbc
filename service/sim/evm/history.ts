import type { EvmChainSpec } from '../catalog';

export type Scale = 'small' | 'medium' | 'large';
export const SCALES: readonly Scale[] = ['small', 'medium', 'large'];

export interface ScaleConfig {
  /** Externally owned accounts per network. */
  accounts: number;
  /**
   * Mean transactions per second of the mainnet C-Chain, in the history and in live blocks
   * alike (the test network and the L1s are quieter, see chainTxRate). It is what the start-up
   * time pays for: the whole history holds about 31 days of it.
   */
  txPerSecond: number;
  /**
   * The most seconds between two old history blocks of the C-Chain (an L1's in proportion to its
   * block interval). Old blocks are further apart than live ones to keep their count down, and
   * carry the transactions of their whole gap, so the rate stays that of the live chain.
   */
  historyBlockSeconds: number;
}

/**
 * small: starts in well under 3 s. large: >= 100,000 C-Chain blocks and >= 1,000,000 EVM
 * transactions over all chains (the figures are printed by `npm run service -- --scale large`).
 */
export const SCALE_CONFIG: Record<Scale, ScaleConfig> = {
  small: { accounts: 400, txPerSecond: 0.05, historyBlockSeconds: 300 },
  medium: { accounts: 8_000, txPerSecond: 0.15, historyBlockSeconds: 100 },
  large: { accounts: 60_000, txPerSecond: 0.35, historyBlockSeconds: 24 },
};

/** Every chain's history covers this much time, so hourly TPS has 30 full days. */
export const HISTORY_SECONDS = 31 * 86_400;

/** Mean transactions per second of `chain` at `scale`: the test network and the L1s are quieter. */
export function chainTxRate(scale: Scale, chain: EvmChainSpec): number {
  const network = chain.network === 'mainnet' ? 1 : 0.4;
  return SCALE_CONFIG[scale].txPerSecond * network * (chain.isCChain ? 1 : 0.2);
}

/** Over how many seconds of age the history's block gap grows by one second (from the live interval up). */
const GAP_GROWTH = 100;

/**
 * Timestamps of block 0 (the genesis, HISTORY_SECONDS ago) and of the history blocks after it,
 * ending one block interval before `nowSeconds`. The newest blocks are one interval apart like
 * the live ones that follow; going back, the gap grows with age up to the chain's largest
 * history gap, then stays there.
 */
export function historyTimestamps(scale: Scale, chain: EvmChainSpec, nowSeconds: number): Float64Array {
  const interval = chain.blockIntervalSeconds;
  const maxGap = (SCALE_CONFIG[scale].historyBlockSeconds * interval) / 2;
  const ages: number[] = [];
  for (let age = interval; age < HISTORY_SECONDS; age += Math.round(Math.min(maxGap, interval + age / GAP_GROWTH))) ages.push(age);
  const timestamps = new Float64Array(ages.length + 1);
  timestamps[0] = nowSeconds - HISTORY_SECONDS;
  for (let i = 0; i < ages.length; i++) timestamps[ages.length - i] = nowSeconds - ages[i];
  return timestamps;
}
