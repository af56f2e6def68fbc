import type { StakingMetric } from '../../shared/api/endpoints/dashboards';
import { canonicalNetwork } from '../../shared/api/params';
import { formatAmount } from '../../shared/format/amount';
import { bucketPage } from '../metrics/bucketPage';
import { nextBucket } from '../metrics/timeBuckets';
import { AVALANCHEGO_VERSION } from '../primary/validatorHandlers';
import type { HandlerMap } from '../server/handler';
import { secondsOf } from '../sim/clock';
import type { EvmSimulation } from '../sim/evm/simulation';
import type { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import { firstStakeSec, stakeAt, supplyAt, type StakeAt } from './networkState';

const STAKING_VALUE: Record<StakingMetric, (s: StakeAt) => number> = {
  validatorCount: (s) => s.validators.length,
  validatorWeight: (s) => Number(s.validatorWeight),
  delegatorCount: (s) => s.delegators.length,
  delegatorWeight: (s) => Number(s.delegatorWeight),
};

const avax = (nano: bigint) => formatAmount(nano.toString(), 9);

/**
 * The Primary Network's stake and AVAX supply, read from the P-Chain simulation: GET /v2/networks/{network}/metrics/{metric}
 * (by the day: a closed day's value is the stake at its last second, today's the stake now, so the newest validatorCount
 * is the number of validators the Data API lists as active), GET /v1/networks/{network} and GET /v1/avax/supply (mainnet's).
 */
export function networkHandlers(nets: PrimaryNetworks, evm: EvmSimulation): HandlerMap {
  return {
    getStakingMetric: ({ params, nowMs, page }) => {
      const { sim } = nets.get(canonicalNetwork(params.network));
      const now = secondsOf(nowMs);
      const range = { ...params, interval: 'day' as const, firstSec: firstStakeSec(sim), lastSec: now };
      return bucketPage(range, page, params.pageSize, (day) => ({
        timestamp: day,
        value: STAKING_VALUE[params.metric](stakeAt(sim, Math.min(now, nextBucket('day', day) - 1))),
      }));
    },
    getNetworkDetails: ({ params, nowMs }) => {
      const { sim } = nets.get(canonicalNetwork(params.network));
      const now = secondsOf(nowMs);
      const stake = stakeAt(sim, now);
      const supply = supplyAt(sim, evm, now);
      const rewards = [...stake.validators, ...stake.delegators].reduce((s, p) => s + p.potentialReward, 0n);
      const ratio = supply.total > 0n ? ((stake.validatorWeight + stake.delegatorWeight) * 10_000n) / supply.total : 0n;
      return {
        validatorDetails: {
          validatorCount: stake.validators.length,
          totalAmountStaked: stake.validatorWeight.toString(),
          estimatedAnnualStakingReward: rewards.toString(),
          stakingDistributionByVersion: [
            { version: AVALANCHEGO_VERSION, amountStaked: stake.validatorWeight.toString(), validatorCount: stake.validators.length },
          ],
          stakingRatio: formatAmount(ratio.toString(), 4),
        },
        delegatorDetails: { delegatorCount: stake.delegators.length, totalAmountStaked: stake.delegatorWeight.toString() },
      };
    },
    getAvaxSupply: ({ nowMs }) => {
      const now = secondsOf(nowMs);
      const s = supplyAt(nets.sim('mainnet'), evm, now);
      return {
        circulatingSupply: avax(s.circulating),
        totalSupply: avax(s.total),
        totalPBurned: avax(s.burnedP),
        totalCBurned: avax(s.burnedC),
        totalXBurned: avax(s.burnedX),
        totalStaked: avax(s.staked),
        totalLocked: avax(s.locked),
        totalRewards: avax(s.totalRewards),
        lastUpdated: new Date(now * 1000).toISOString(),
        genesisUnlock: avax(s.genesisUnlock),
        l1ValidatorFees: avax(s.l1ValidatorFees),
      };
    },
  };
}
