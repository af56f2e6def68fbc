import { secondsOf } from '../sim/clock';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { z } from 'zod';
import type { DelegatorDetails, L1ValidatorDetails, ValidatorDetails } from '../../shared/api';
import { canonicalNetwork, type Network } from '../../shared/api/params';
import { ParamError } from '../../shared/api/wire/request';
import { cb58Decode, cb58Encode } from '../../shared/codecs/cb58';
import { hexToBytes } from '../../shared/codecs/hash';
import { PRIMARY_SUBNET_ID } from '../sim/catalog';
import { bytesFor } from '../sim/random';
import { withinSecond } from '../server/answerCache';
import type { HandlerMap } from '../server/handler';
import { HttpError, JsonBody } from '../server/handler';
import { nodeBlsCredentials } from '../sim/primary/validatorSets';
import { parseAddresses } from './addresses';
import { NANO } from '../sim/primary/constants';
import { pChainHeightAt, type PrimaryNetworkSim } from '../sim/primary/network';
import { listPage, pageAfterCursor, type SortKey } from './paging';
import type { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import { delegatorShare, validatorFee, type StakePeriod } from '../sim/primary/staking';
import type { L1Validator, SimSubnet } from '../sim/primary/subnets';

type ValidatorOut = z.output<typeof ValidatorDetails>;
type DelegatorOut = z.output<typeof DelegatorDetails>;
type L1ValidatorOut = z.output<typeof L1ValidatorDetails>;

/** The node version every simulated validator reports. */
export const AVALANCHEGO_VERSION = 'avalanchego/1.13.0';

/** A validator's total weight may be at most 5x its own stake, and at most 3,000,000 AVAX. */
const MAX_WEIGHT_FACTOR = 5n;
const MAX_WEIGHT = 3_000_000n * NANO;
/** What an active L1 validator pays from its balance, in nAVAX per second (the network's minimum fee rate). */
export const L1_FEE_PER_SECOND = 512n;

type Status = 'pending' | 'active' | 'completed';
export const stakeStatus = (p: StakePeriod, now: number): Status => (now < p.start ? 'pending' : now < p.end ? 'active' : 'completed');
const percent = (bps: number) => (bps / 100).toFixed(4);

/** Delegations of a validation issued by `now`, and those staking at `now`. */
const delegationsAt = (v: StakePeriod, now: number) => v.delegations.filter((d) => d.issuedAt <= now);
export const activeDelegations = (v: StakePeriod, now: number) => v.delegations.filter((d) => d.start <= now && now < d.end);
const sum = (ps: StakePeriod[]) => ps.reduce((s, p) => s + p.stake, 0n);

/** How much more the validator can take in delegations now. */
export function delegationCapacity(v: StakePeriod, now: number): bigint {
  const cap = v.stake * MAX_WEIGHT_FACTOR < MAX_WEIGHT ? v.stake * MAX_WEIGHT_FACTOR : MAX_WEIGHT;
  const room = cap - v.stake - sum(activeDelegations(v, now));
  return room > 0n ? room : 0n;
}

/** A node's measured uptime: steady per node, between 90 and 100 percent. */
export const uptimeOf = (nodeId: string): number => 90 + (bytesFor(`uptime:${nodeId}`)[0] % 101) / 10;

function validatorOut(sim: PrimaryNetworkSim, v: StakePeriod, now: number, totalActive: bigint): ValidatorOut {
  const status = stakeStatus(v, now);
  const base = {
    txHash: v.tx!.txHash,
    nodeId: v.nodeId,
    subnetId: PRIMARY_SUBNET_ID,
    amountStaked: v.stake.toString(),
    delegationFee: percent(v.feeBps),
    startTimestamp: v.start,
    endTimestamp: v.end,
    validationStatus: status,
    ...(v.tx!.txType === 'AddPermissionlessValidatorTx' && {
      blsCredentials: nodeBlsCredentials(sim, v.nodeId),
    }),
  };
  const rewardAddresses = [sim.wallets.address(v.owner, 'P')];
  if (status === 'pending') return base;
  if (status === 'completed') {
    const delegations = delegationsAt(v, now);
    return {
      ...base,
      delegatorCount: delegations.length,
      amountDelegated: sum(delegations).toString(),
      rewards: {
        validationRewardAmount: v.potentialReward.toString(),
        delegationRewardAmount: delegations
          .filter((d) => d.end <= now)
          .reduce((s, d) => s + validatorFee(d), 0n)
          .toString(),
        rewardAddresses,
        ...(v.rewardTx && { rewardTxHash: v.rewardTx.txHash }),
      },
    };
  }
  const active = activeDelegations(v, now);
  const weight = v.stake + sum(active);
  return {
    ...base,
    stakePercentage: totalActive ? Number((weight * 1_000_000n) / totalActive) / 10_000 : 0,
    delegatorCount: active.length,
    amountDelegated: sum(active).toString(),
    delegationCapacity: delegationCapacity(v, now).toString(),
    uptimePerformance: uptimeOf(v.nodeId),
    potentialRewards: {
      validationRewardAmount: v.potentialReward.toString(),
      delegationRewardAmount: delegationsAt(v, now)
        .reduce((s, d) => s + validatorFee(d), 0n)
        .toString(),
      rewardAddresses,
    },
    validatorHealth: {
      reachabilityPercent: 100,
      benchedPChainRequestsPercent: 0,
      benchedXChainRequestsPercent: 0,
      benchedCChainRequestsPercent: 0,
    },
    geolocation: null,
    avalancheGoVersion: AVALANCHEGO_VERSION,
  };
}

function delegatorOut(sim: PrimaryNetworkSim, d: StakePeriod, now: number): DelegatorOut {
  const status = stakeStatus(d, now);
  const gross = d.potentialReward.toString();
  const net = delegatorShare(d).toString();
  return {
    txHash: d.tx!.txHash,
    nodeId: d.nodeId,
    rewardAddresses: [sim.wallets.address(d.owner, 'P')],
    amountDelegated: d.stake.toString(),
    delegationFee: percent(d.validator!.feeBps),
    startTimestamp: d.start,
    endTimestamp: d.end,
    delegationStatus: status,
    ...(status === 'completed' ? { grossReward: gross, netReward: net } : { estimatedGrossReward: gross, estimatedNetReward: net }),
  };
}

/**
 * An L1 validator's balance: deposited when it registers (more for later validators, so they run
 * out at different times), raised by its IncreaseL1ValidatorBalanceTx, and paid out at the fee
 * rate while it is active. It stops at zero, when the validator turns inactive; the top-ups come
 * while it is active, so the balance is the deposits so far less the fee since registration.
 */
export function l1Deposit(subnet: SimSubnet, v: L1Validator): bigint {
  return BigInt(10 + 5 * subnet.l1!.validators.indexOf(v)) * NANO;
}
export function l1Deposits(subnet: SimSubnet, v: L1Validator, now: number): bigint {
  return v.topUps.reduce((sum, u) => (u.at <= now ? sum + u.amount : sum), l1Deposit(subnet, v));
}
export function l1Balance(subnet: SimSubnet, v: L1Validator, now: number): bigint {
  const paid = BigInt(Math.max(0, now - v.registeredAt)) * L1_FEE_PER_SECOND;
  const left = l1Deposits(subnet, v, now) - paid;
  return left > 0n ? left : 0n;
}
export const weightAt = (v: L1Validator, now: number): bigint => [...v.weights].reverse().find((w) => w.at <= now)!.weight;

/** An L1 validator as GET …/l1Validators answers it at time `now`. */
export function l1ValidatorOut(sim: PrimaryNetworkSim, subnet: SimSubnet, v: L1Validator, now: number): L1ValidatorOut {
  const owner = { addresses: [sim.wallets.address(subnet.ownerHistory[0].owners[0], 'P')], threshold: 1 };
  return {
    validationId: cb58Encode(v.validationId),
    validationIdHex: `0x${bytesToHex(v.validationId)}`,
    nodeId: v.nodeId,
    subnetId: subnet.subnetId,
    weight: Number(weightAt(v, now)),
    remainingBalance: Number(l1Balance(subnet, v, now)),
    creationTimestamp: v.registeredAt,
    blsCredentials: nodeBlsCredentials(sim, v.nodeId),
    remainingBalanceOwner: owner,
    deactivationOwner: owner,
  };
}

function validationIdBytes(text: string): string {
  try {
    return bytesToHex(text.startsWith('0x') ? hexToBytes(text) : cb58Decode(text));
  } catch (e) {
    throw new ParamError('l1ValidationId', (e as Error).message);
  }
}

/** Validators, delegators and L1 validators of the Primary Network simulation (beyond-interface validator reads). */
export function validatorHandlers(nets: PrimaryNetworks): HandlerMap {
  const net = (n: Network) => nets.get(canonicalNetwork(n));
  /** Primary Network validations whose staking transaction is issued by `now`, ascending by issue (blockIndex). */
  const issued = (sim: PrimaryNetworkSim, now: number) =>
    sim.validators.filter((v) => v.tx && v.issuedAt <= now).sort((a, b) => a.tx!.seq - b.tx!.seq);
  const totalActive = (validators: StakePeriod[], now: number) =>
    validators.filter((v) => stakeStatus(v, now) === 'active').reduce((s, v) => s + v.stake + sum(activeDelegations(v, now)), 0n);

  return {
    listValidators: ({ params, nowMs, page }) => {
      const { sim } = net(params.network);
      const now = secondsOf(nowMs);
      // Only Primary Network validations are simulated with staking data; another subnet lists none.
      const all = params.subnetId && params.subnetId !== PRIMARY_SUBNET_ID ? [] : issued(sim, now);
      const total = totalActive(all, now);
      const nodeParts = params.nodeIds?.split(',').map((s) => s.toLowerCase());
      const between = (v: number | bigint, min: number | bigint | undefined, max: number | bigint | undefined) =>
        (min === undefined || v >= min) && (max === undefined || v <= max);
      const capacityFilter = params.minDelegationCapacity !== undefined || params.maxDelegationCapacity !== undefined;
      const uptimeFilter = params.minUptimePerformance !== undefined || params.maxUptimePerformance !== undefined;
      const kept = all.filter((v) => {
        const status = stakeStatus(v, now);
        return (
          (!params.validationStatus || status === params.validationStatus) &&
          (!nodeParts || nodeParts.some((part) => v.nodeId.toLowerCase().includes(part))) &&
          // Capacity and uptime exist only for active validations: a range on them keeps only those.
          (!capacityFilter ||
            (status === 'active' &&
              between(delegationCapacity(v, now), opt(params.minDelegationCapacity), opt(params.maxDelegationCapacity)))) &&
          (!uptimeFilter ||
            (status === 'active' && between(uptimeOf(v.nodeId), params.minUptimePerformance, params.maxUptimePerformance))) &&
          between(Math.max(0, v.end - now), params.minTimeRemaining, params.maxTimeRemaining) &&
          between(v.feeBps / 100, params.minFeePercentage, params.maxFeePercentage)
        );
      });
      const sortValue: Record<string, (v: StakePeriod) => number> = {
        blockIndex: (v) => v.tx!.seq,
        delegationCapacity: (v) => Number(delegationCapacity(v, now) / NANO),
        timeRemaining: (v) => Math.max(0, v.end - now),
        delegationFee: (v) => v.feeBps,
        uptimePerformance: (v) => uptimeOf(v.nodeId),
      };
      const value = sortValue[params.sortBy ?? 'blockIndex'];
      const key = (v: StakePeriod): SortKey => [value(v), v.tx!.txHash];
      const ascending = [...kept].sort((a, b) => value(a) - value(b) || (a.tx!.txHash < b.tx!.txHash ? -1 : 1));
      const result = pageAfterCursor(ascending, key, params.sortOrder ?? 'desc', params.pageSize, page);
      const answer = listPage('validators', result, (v) => validatorOut(sim, v, now, total));
      // The Primary Network's ledger is built ahead of the clock: the list is a function of the second (time remaining, status).
      return new JsonBody(JSON.stringify(answer), withinSecond(nowMs));
    },

    getValidator: ({ params, nowMs, page }) => {
      const { sim } = net(params.network);
      const now = secondsOf(nowMs);
      const all = issued(sim, now);
      const mine = all.filter((v) => v.nodeId === params.nodeId);
      if (mine.length === 0) throw new HttpError(404, `Node ${params.nodeId} has no validations of the Primary Network on ${sim.network}`);
      const total = totalActive(all, now);
      const result = pageAfterCursor(
        mine,
        (v) => [v.tx!.seq, v.tx!.txHash],
        params.sortOrder ?? 'desc',
        params.pageSize,
        page,
        (v) => !params.validationStatus || stakeStatus(v, now) === params.validationStatus,
      );
      return listPage('validators', result, (v) => validatorOut(sim, v, now, total));
    },

    listDelegators: ({ params, nowMs, page }) => {
      const { sim } = net(params.network);
      const now = secondsOf(nowMs);
      const owners = params.rewardAddresses ? new Set(parseAddresses(sim, params.rewardAddresses, 'rewardAddresses').owners) : undefined;
      const nodes = params.nodeIds ? new Set(params.nodeIds.split(',')) : undefined;
      const delegations = sim.validators
        .flatMap((v) => v.delegations)
        .filter((d) => d.tx)
        .sort((a, b) => a.tx!.seq - b.tx!.seq);
      const result = pageAfterCursor(
        delegations,
        (d) => [d.tx!.seq, d.tx!.txHash],
        params.sortOrder ?? 'desc',
        params.pageSize,
        page,
        (d) =>
          d.issuedAt <= now &&
          (!owners || owners.has(d.owner)) &&
          (!nodes || nodes.has(d.nodeId)) &&
          (!params.delegationStatus || stakeStatus(d, now) === params.delegationStatus),
      );
      return listPage('delegators', result, (d) => delegatorOut(sim, d, now));
    },

    listL1Validators: ({ params, nowMs, page }) => {
      const { sim } = net(params.network);
      const now = secondsOf(nowMs);
      const wanted = params.l1ValidationId ? validationIdBytes(params.l1ValidationId) : undefined;
      if (params.subnetId && !sim.subnets.some((s) => s.subnetId === params.subnetId)) {
        throw new HttpError(404, `Subnet ${params.subnetId} not found on ${sim.network}`);
      }
      const rows = sim.subnets
        .filter((s) => s.l1 && s.l1.convertedAt <= now && (!params.subnetId || s.subnetId === params.subnetId))
        .flatMap((s) => s.l1!.validators.map((v) => ({ subnet: s, v })))
        .filter(
          ({ subnet, v }) =>
            v.registeredAt <= now &&
            (params.includeInactiveL1Validators || l1Balance(subnet, v, now) > 0n) &&
            (!params.nodeId || v.nodeId === params.nodeId) &&
            (!wanted || bytesToHex(v.validationId) === wanted),
        )
        .sort((a, b) => a.v.registeredAt - b.v.registeredAt || (a.v.nodeId < b.v.nodeId ? -1 : 1));
      const result = pageAfterCursor(rows, (r) => [r.v.registeredAt, r.v.nodeId], 'asc', params.pageSize, page);
      return {
        ...listPage('validators', result, ({ subnet, v }) => l1ValidatorOut(sim, subnet, v, now)),
        blockHeight: String(pChainHeightAt(sim, now)),
      };
    },
  };
}

const opt = (s: string | undefined) => (s === undefined ? undefined : BigInt(s));
