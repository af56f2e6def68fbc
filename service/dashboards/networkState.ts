import type { PrimaryNetworkSim } from '../sim/primary/network';
import type { StakePeriod } from '../sim/primary/staking';
import type { EvmSimulation } from '../sim/evm/simulation';
import { activeDelegations, l1Balance, l1Deposits, stakeStatus } from '../primary/validatorHandlers';

export interface StakeAt {
  /** Validations staking at the time (issued, started, not ended): what the Data API lists as active. */
  validators: StakePeriod[];
  delegators: StakePeriod[];
  validatorWeight: bigint;
  delegatorWeight: bigint;
}

const sum = (ps: StakePeriod[]) => ps.reduce((s, p) => s + p.stake, 0n);

/** The Primary Network's stake at `t` (epoch seconds), read from the P-Chain simulation's validations. */
export function stakeAt(sim: PrimaryNetworkSim, t: number): StakeAt {
  const validators = sim.validators.filter((v) => v.tx && v.issuedAt <= t && stakeStatus(v, t) === 'active');
  const delegators = validators.flatMap((v) => activeDelegations(v, t));
  return { validators, delegators, validatorWeight: sum(validators), delegatorWeight: sum(delegators) };
}

/** When the simulation's first validation starts: the stake series' first second. */
export const firstStakeSec = (sim: PrimaryNetworkSim): number => Math.min(...sim.validators.map((v) => v.start));

export interface Supply {
  genesisUnlock: bigint;
  totalRewards: bigint;
  burnedP: bigint;
  burnedX: bigint;
  burnedC: bigint;
  l1ValidatorFees: bigint;
  staked: bigint;
  locked: bigint;
  total: bigint;
  circulating: bigint;
}

/**
 * The AVAX supply at `t`, in nAVAX: the genesis allocations plus the staking rewards minted, less what was burned
 * (P- and X-Chain transaction fees; the C-Chain's atomic transaction fees and its blocks' fees) and the fees L1
 * validators paid from their balances. Circulating: the total less what is staked and what is still locked by time.
 */
export function supplyAt(sim: PrimaryNetworkSim, evm: EvmSimulation, t: number): Supply {
  const avax = sim.assets[0].assetId;
  let genesisUnlock = 0n;
  let locked = 0n;
  for (const utxos of sim.ledger.utxosByOwner.values()) {
    for (const u of utxos) {
      if (u.assetId !== avax || u.createdAt > t) continue;
      // Only the genesis allocations' outputs were made by no transaction.
      if (!sim.ledger.txByHash.has(u.txHash)) genesisUnlock += u.amount;
      const spent = u.spent && u.spent.timestamp <= t;
      if (!spent && Math.max(u.locktime, u.stakeableLocktime) > t) locked += u.amount;
    }
  }
  let totalRewards = 0n;
  const burned = { P: 0n, X: 0n, C: 0n };
  for (const tx of sim.ledger.txs) {
    if (tx.timestamp > t) break;
    totalRewards += tx.minted;
    burned[tx.chain] += tx.fee;
  }
  const cChain = evm.chainsOf(sim.network).find((c) => c.spec.isCChain);
  if (cChain) {
    const { endExclusive } = cChain.blockRangeForTime(0, t + 1);
    let gwei = 0;
    for (let n = 0; n < endExclusive; n++) gwei += cChain.store.blockFeesGwei.get(n);
    burned.C += BigInt(Math.round(gwei)); // a gwei of the C-Chain's 18-decimal AVAX is a nAVAX
  }
  let l1ValidatorFees = 0n;
  for (const subnet of sim.subnets) {
    for (const v of subnet.l1?.validators ?? []) {
      if (v.registeredAt <= t) l1ValidatorFees += l1Deposits(subnet, v, t) - l1Balance(subnet, v, t);
    }
  }
  const stake = stakeAt(sim, t);
  const staked = stake.validatorWeight + stake.delegatorWeight;
  const total = genesisUnlock + totalRewards - burned.P - burned.X - burned.C - l1ValidatorFees;
  return {
    genesisUnlock,
    totalRewards,
    burnedP: burned.P,
    burnedX: burned.X,
    burnedC: burned.C,
    l1ValidatorFees,
    staked,
    locked,
    total,
    circulating: total - staked - locked,
  };
}
