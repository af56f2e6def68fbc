import type { EvmChainSpec } from '../catalog';

export type Scale = 'small' | 'medium' | 'large';
export const SCALES: readonly Scale[] = ['small', 'medium', 'large'];

export interface ScaleConfig {
  /** Externally owned accounts per network. */
  accounts: number;
  /** History blocks of the mainnet C-Chain; the test network and the L1s have fewer (below). */
  cChainBlocks: number;
  /** Mean transactions of a block at the chain's normal block rate. */
  txPerBlock: number;
}

/**
 * small: starts in well under 3 s. large: >= 100,000 C-Chain blocks and >= 1,000,000 EVM
 * transactions over all chains (the figures are printed by `npm run service -- --scale large`).
 */
export const SCALE_CONFIG: Record<Scale, ScaleConfig> = {
  small: { accounts: 400, cChainBlocks: 3_000, txPerBlock: 1.2 },
  medium: { accounts: 8_000, cChainBlocks: 25_000, txPerBlock: 2 },
  large: { accounts: 60_000, cChainBlocks: 110_000, txPerBlock: 1 },
};

/** Every chain's history covers this much time, so hourly TPS has 30 full days. */
export const HISTORY_SECONDS = 31 * 86_400;

export function historyBlocks(scale: Scale, chain: EvmChainSpec): number {
  const c = SCALE_CONFIG[scale].cChainBlocks;
  const network = chain.network === 'mainnet' ? 1 : 0.4;
  return Math.round(c * network * (chain.isCChain ? 1 : 0.2));
}

/** How busy a block is: seconds since its parent, and the time-of-day factor. */
export interface BlockPace {
  gapSeconds: number;
  daily: number;
}

export function dailyActivity(secondsOfDay: number): number {
  return 1 + 0.35 * Math.sin((2 * Math.PI * secondsOfDay) / 86_400);
}

/**
 * The history blocks 1..count, ending just before `nowSeconds`. Blocks are sparser in the
 * past: the k-th block back is (k/count)^p of the history's length away, with p chosen so the
 * newest blocks are one block interval apart, like the live ones that follow. With enough
 * blocks to fill the history at the live rate, the spacing is even.
 *
 * The pace of each block derives from its exact age, not from the rounded timestamps, so one
 * seed yields the same transactions and hashes whenever the service starts; only the
 * timestamps move with the start time.
 */
export function historyLayout(count: number, nowSeconds: number, intervalSeconds: number): { timestamps: Float64Array; pace: BlockPace[] } {
  const p = Math.max(1, Math.log(HISTORY_SECONDS / intervalSeconds) / Math.log(count));
  const age = (n: number) => HISTORY_SECONDS * ((count - n + 1) / count) ** p;
  const timestamps = new Float64Array(count + 1);
  const pace: BlockPace[] = [{ gapSeconds: intervalSeconds, daily: 1 }];
  timestamps[0] = nowSeconds - HISTORY_SECONDS;
  for (let n = 1; n <= count; n++) {
    timestamps[n] = Math.max(timestamps[n - 1], Math.floor(nowSeconds - age(n)));
    const prevAge = n === 1 ? HISTORY_SECONDS : age(n - 1);
    pace.push({ gapSeconds: prevAge - age(n), daily: dailyActivity(HISTORY_SECONDS - age(n)) });
  }
  return { timestamps, pace };
}
