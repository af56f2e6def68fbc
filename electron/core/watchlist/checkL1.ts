import type { EndpointId } from '../../../shared/api/endpoints';
import { L1_MIN_FEE_NAVAX_PER_SECOND } from '../../../shared/api/l1Fee';
import { L1_VALIDATORS_WATCHED_MAX, type WatchedL1Validator, type WatchItem } from '../../../shared/bridge/watchlistChannels';
import { formatAmount } from '../../../shared/format/amount';
import type { NewAlert } from '../../../shared/bridge/watchlistChannels';
import { timeLeft, wholeDigits, type CheckContext, type CheckResult } from './watchCheck';

/** The endpoints one check of an L1 calls, for its compute-unit cost. */
export const L1_CHECK: EndpointId[] = ['listL1Validators'];

const DAY = 86_400;

/**
 * One check of a watched L1: its active validators with the balance that pays their fee and when
 * it runs out at the current fee rate (the network's minimum, which the fee stays at while the L1
 * validator set is below its target; the Data API does not publish the rate). A validator whose
 * balance runs out within the user's N days raises one alert; a top-up (the balance rising)
 * allows the next one.
 */
export async function checkL1({ client, at, name, alertDays }: CheckContext, item: WatchItem): Promise<CheckResult> {
  const network = item.network ?? 'mainnet';
  const { validators = [] } = await client.request('listL1Validators', {
    network,
    subnetId: item.id,
    pageSize: L1_VALIDATORS_WATCHED_MAX,
  });
  const now = Math.floor(at / 1000);
  const before = new Map((item.l1Validators ?? []).map((v) => [v.validationId, v]));
  const alerts: NewAlert[] = [];
  const seen: WatchedL1Validator[] = [];
  for (const v of validators) {
    const balance = wholeDigits(v.remainingBalance);
    if (!v.validationId || !v.nodeId || balance === undefined) continue;
    const runsOutAt = now + Number(BigInt(balance) / BigInt(L1_MIN_FEE_NAVAX_PER_SECOND));
    const last = before.get(v.validationId);
    const toppedUp = last !== undefined && BigInt(balance) > BigInt(last.remainingBalance);
    let lowAlerted = toppedUp ? false : (last?.lowAlerted ?? false);
    if (!lowAlerted && runsOutAt - now <= alertDays.l1Balance * DAY) {
      lowAlerted = true;
      alerts.push({
        id: `${item.key}:low:${v.validationId}:${at}`,
        itemKey: item.key,
        at,
        title: `${name}: validator ${v.nodeId} runs out of balance ${timeLeft(runsOutAt, now)}`.slice(0, 200),
        body: `${formatAmount(balance, 9, { group: true })} AVAX left pays its fee for less than ${alertDays.l1Balance} days at ${L1_MIN_FEE_NAVAX_PER_SECOND} nAVAX a second; a top-up keeps it validating.`,
      });
    }
    seen.push({ validationId: v.validationId, nodeId: v.nodeId, remainingBalance: balance, runsOutAt, lowAlerted });
  }
  return { patch: { l1Validators: seen, checkedAt: at, error: undefined }, alerts };
}
