import type { Rng } from '../random';
import { DAY, HOUR, NANO, REWARD_RATE_PERCENT, TX_FEE, YEAR } from './constants';
import type { Ledger } from './ledger';
import type { SimTx, SimUtxo } from './model';
import type { Schedule } from './schedule';
import { WALLET_ROLES } from './wallets';

/** One validation or delegation on the Primary Network. */
export interface StakePeriod {
  kind: 'validator' | 'delegator';
  /** The staking slot (see planStaking): subnets pick their validators by slot. */
  slot: number;
  nodeId: string;
  /** Wallet that stakes and receives the reward. */
  owner: number;
  stake: bigint;
  issuedAt: number;
  start: number;
  end: number;
  /** Reward for the full period before any delegation fee. */
  potentialReward: bigint;
  /** Validators: delegation fee in basis points. */
  feeBps: number;
  /** Delegators: the validation they delegate to. */
  validator?: StakePeriod;
  /** Validators: the delegations they received (only those that were issued). */
  delegations: StakePeriod[];
  tx?: SimTx;
  rewardTx?: SimTx;
}

/** Slots 0..CONTINUOUS_SLOTS-1 re-stake without a gap, so the Primary Network never has fewer validators. */
export const STAKING_SLOTS = 28;
export const CONTINUOUS_SLOTS = 20;

export const rewardFor = (stake: bigint, seconds: number): bigint =>
  (stake * REWARD_RATE_PERCENT * BigInt(seconds)) / (100n * BigInt(YEAR));

export const delegatorShare = (d: StakePeriod): bigint => d.potentialReward - validatorFee(d);
export const validatorFee = (d: StakePeriod): bigint => (d.potentialReward * BigInt(d.validator!.feeBps)) / 10_000n;

interface StakingContext {
  rng: Rng;
  ledger: Ledger;
  schedule: Schedule;
  avax: string;
  nodeId: (slot: number, generation: number) => string;
  /** Transactions before this time use the pre-Durango types. */
  permissionlessFrom: number;
}

/**
 * Plans the validations of every slot from `from` until `until` and schedules their
 * transactions: the staking tx at issue time, RewardValidatorTx at the end, plus delegations.
 */
export function planStaking(ctx: StakingContext, from: number, until: number): StakePeriod[] {
  const validators: StakePeriod[] = [];
  for (let slot = 0; slot < STAKING_SLOTS; slot++) {
    const rng = ctx.rng.fork(`slot:${slot}`);
    const owner = WALLET_ROLES.validatorOwners[slot % WALLET_ROLES.validatorOwners.length];
    const continuous = slot < CONTINUOUS_SLOTS;
    let generation = 0;
    let prevEnd = from + slot * 60;
    while (prevEnd < until) {
      // A slot's operator sometimes moves to a new node between validations.
      if (prevEnd > from + slot * 60 && rng.chance(0.3)) generation++;
      const issuedAt = continuous ? prevEnd : prevEnd + rng.int(0, DAY);
      const start = continuous ? issuedAt : issuedAt + rng.int(HOUR, 2 * DAY);
      const duration = rng.chance(0.1) ? rng.int(180, 366) * DAY : rng.int(14, 91) * DAY;
      const stake = BigInt(rng.int(2_000, 50_001)) * NANO;
      const v: StakePeriod = {
        kind: 'validator',
        slot,
        nodeId: ctx.nodeId(slot, generation),
        owner,
        stake,
        issuedAt,
        start,
        end: start + duration,
        potentialReward: rewardFor(stake, duration),
        feeBps: rng.int(200, 1001),
        delegations: [],
      };
      validators.push(v);
      ctx.schedule.at(issuedAt, () => issueStake(ctx, v));
      planDelegations(ctx, rng.fork(`delegations:${validators.length}`), v);
      prevEnd = v.end;
    }
  }
  return validators;
}

function planDelegations(ctx: StakingContext, rng: Rng, v: StakePeriod): void {
  const count = rng.int(0, 4);
  for (let i = 0; i < count; i++) {
    const length = v.end - v.start;
    const start = v.start + rng.int(0, Math.floor(length / 3));
    const end = Math.min(v.end, start + rng.int(DAY, length));
    if (end - start < DAY) continue;
    const issuedAt = Math.max(v.issuedAt, start - rng.int(0, 12 * HOUR));
    // The vesting wallet delegates its stakeable-locked allocation now and then.
    const owner = rng.chance(0.15) ? WALLET_ROLES.vesting : rng.pick(WALLET_ROLES.users);
    const stake = BigInt(rng.int(25, 5_001)) * NANO;
    const d: StakePeriod = {
      kind: 'delegator',
      slot: v.slot,
      nodeId: v.nodeId,
      owner,
      stake,
      issuedAt,
      start,
      end,
      potentialReward: rewardFor(stake, end - start),
      feeBps: 0,
      validator: v,
      delegations: [],
    };
    ctx.schedule.at(issuedAt, () => issueStake(ctx, d));
  }
}

function issueStake(ctx: StakingContext, p: StakePeriod): void {
  const { ledger, avax } = ctx;
  const t = p.issuedAt;
  const staking = { start: p.start, end: p.end };
  const stakeOut = (lock: number) => ({
    owners: [p.owner],
    assetId: avax,
    amount: p.stake,
    utxoType: 'STAKE' as const,
    staking,
    stakeableLocktime: lock,
  });
  if (p.kind === 'delegator' && !p.validator!.tx) return;
  const locked = ledger.spendable(p.owner, 'P', avax, t, { stakeable: true }).find((u) => u.stakeableLocktime > t && u.amount >= p.stake);
  const fee = ledger.select(p.owner, 'P', avax, locked ? TX_FEE : p.stake + TX_FEE, t);
  if (!fee) return; // the owner cannot afford it: the stake is simply not made
  const inputs: SimUtxo[] = locked ? [locked, ...fee] : fee;
  const unlockedIn = fee.reduce((s, u) => s + u.amount, 0n);
  const outputs = locked
    ? [
        stakeOut(locked.stakeableLocktime),
        { owners: [p.owner], assetId: avax, amount: locked.amount - p.stake, stakeableLocktime: locked.stakeableLocktime },
        { owners: [p.owner], assetId: avax, amount: unlockedIn - TX_FEE },
      ]
    : [stakeOut(0), { owners: [p.owner], assetId: avax, amount: unlockedIn - p.stake - TX_FEE }];
  const modern = t >= ctx.permissionlessFrom;
  const txType =
    p.kind === 'validator'
      ? modern
        ? 'AddPermissionlessValidatorTx'
        : 'AddValidatorTx'
      : modern
        ? 'AddPermissionlessDelegatorTx'
        : 'AddDelegatorTx';
  p.tx = ledger.issue({ chain: 'P', txType, timestamp: t, inputs, outputs: outputs.filter((o) => o.amount > 0n), fee: TX_FEE });
  if (p.validator) p.validator.delegations.push(p);
  ctx.schedule.at(p.end, () => rewardStake(ctx, p, p.tx!.emitted[0]));
}

function rewardStake(ctx: StakingContext, p: StakePeriod, staked: SimUtxo): void {
  const { avax } = ctx;
  const own = p.kind === 'validator' ? p.potentialReward : delegatorShare(p);
  const outputs = [
    { owners: [p.owner], assetId: avax, amount: p.stake, stakeableLocktime: staked.stakeableLocktime },
    { owners: [p.owner], assetId: avax, amount: own },
    ...(p.validator ? [{ owners: [p.validator.owner], assetId: avax, amount: validatorFee(p) }] : []),
  ];
  p.rewardTx = ctx.ledger.issue({
    chain: 'P',
    txType: 'RewardValidatorTx',
    timestamp: p.end,
    inputs: [staked],
    outputs,
    fee: 0n,
    minted: p.potentialReward,
  });
}

/** Validators staking at time t with their weight (own stake plus active delegations). */
export function activeValidators(validators: StakePeriod[], t: number): { period: StakePeriod; weight: bigint }[] {
  return validators
    .filter((v) => v.tx && v.start <= t && t < v.end)
    .map((v) => ({
      period: v,
      weight: v.delegations.reduce((w, d) => (d.start <= t && t < d.end ? w + d.stake : w), v.stake),
    }));
}
