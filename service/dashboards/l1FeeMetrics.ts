import type { L1FeeMetric } from '../../shared/api/endpoints/dashboards';
import { cb58Encode } from '../../shared/codecs/cb58';
import { allBuckets } from '../metrics/bucketPage';
import { nextBucket } from '../metrics/timeBuckets';
import { l1Balance, l1Deposits } from '../primary/validatorHandlers';
import { HttpError, type HandlerMap } from '../server/handler';
import { secondsOf } from '../sim/clock';
import type { PrimaryNetworkSim } from '../sim/primary/network';
import type { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import type { L1Validator, SimSubnet } from '../sim/primary/subnets';

interface Validation {
  subnet: SimSubnet;
  v: L1Validator;
}

/** What a validation had paid from its balance by `t`: its deposits so far less what is left (nAVAX). */
const paidBy = ({ subnet, v }: Validation, t: number): number =>
  t < v.registeredAt ? 0 : Number(l1Deposits(subnet, v, t) - l1Balance(subnet, v, t));

const validationsOf = (sim: PrimaryNetworkSim): Validation[] =>
  sim.subnets.flatMap((subnet) => (subnet.l1?.validators ?? []).map((v) => ({ subnet, v })));

type Range = { startTimestamp?: number; endTimestamp?: number };

/**
 * A daily series over some L1 validations: the fees they paid that day (nAVAX), paid by the day's end, or how many
 * paid anything that day. Days run from the first registration to today; today's values are so far.
 */
function feeSeries(validations: Validation[], kind: 'daily' | 'cumulative' | 'paying', range: Range, now: number) {
  if (validations.length === 0) return { results: [] };
  const firstSec = Math.min(...validations.map((x) => x.v.registeredAt));
  const days = allBuckets({ ...range, interval: 'day', firstSec, lastSec: now });
  const results = days.map((day) => {
    const end = Math.min(now, nextBucket('day', day));
    const paid = validations.map((x) => [paidBy(x, day), paidBy(x, end)]);
    const value =
      kind === 'cumulative'
        ? paid.reduce((s, [, after]) => s + after, 0)
        : kind === 'daily'
          ? paid.reduce((s, [before, after]) => s + after - before, 0)
          : paid.filter(([before, after]) => after > before).length;
    return { timestamp: day, value };
  });
  return { results };
}

const KIND: Record<L1FeeMetric, 'daily' | 'cumulative' | 'paying'> = {
  perNodeCumulativeFeesPaid: 'cumulative',
  perNodeDailyFeesPaid: 'daily',
  totalCumulativeFeesDaily: 'cumulative',
  totalValidatorFeesDaily: 'daily',
  totalPayingValidatorsDaily: 'paying',
  validationCumulativeFeesDaily: 'cumulative',
  validationFeesDaily: 'daily',
  perSubnetDailyFeesPaid: 'daily',
  perSubnetCumulativeFeesPaid: 'cumulative',
  perSubnetPayingValidators: 'paying',
};

/**
 * The Metrics API's L1 validator fee metrics, from the P-Chain simulation's L1 validators and their balances (the
 * same balances the Data API's L1 validator list shows). The API takes no network: the ids name one (mainnet's first).
 */
export function l1FeeMetricsHandlers(nets: PrimaryNetworks): HandlerMap {
  const find = (pick: (x: Validation) => boolean, what: string): Validation[] => {
    for (const network of ['mainnet', 'fuji'] as const) {
      const found = validationsOf(nets.sim(network)).filter(pick);
      if (found.length) return found;
    }
    throw new HttpError(404, `No L1 validations for ${what}.`);
  };
  return {
    getNodeFeeMetric: ({ params, nowMs }) =>
      feeSeries(
        find((x) => x.v.nodeId === params.nodeId, `node ${params.nodeId}`),
        KIND[params.metric],
        params,
        secondsOf(nowMs),
      ),
    getL1ValidatorsMetric: ({ params, nowMs }) =>
      feeSeries(validationsOf(nets.sim('mainnet')), KIND[params.metric], params, secondsOf(nowMs)),
    getValidationFeeMetric: ({ params, nowMs }) =>
      feeSeries(
        find((x) => cb58Encode(x.v.validationId) === params.l1ValidationId, `validation ${params.l1ValidationId}`),
        KIND[params.metric],
        params,
        secondsOf(nowMs),
      ),
    getSubnetFeeMetric: ({ params, nowMs }) =>
      feeSeries(
        find((x) => x.subnet.subnetId === params.subnetId, `subnet ${params.subnetId}`),
        KIND[params.metric],
        params,
        secondsOf(nowMs),
      ),
  };
}
