import type { EndpointId } from '../../../shared/api/endpoints';
import type { WatchItem } from '../../../shared/bridge/watchlistChannels';
import { truncateMiddle } from '../../../shared/format/truncate';
import { endsWithin, timeLeft, wholeDigits, type CheckContext, type CheckResult } from './watchCheck';

/** The endpoints one check of a validator calls, for its compute-unit cost. */
export const VALIDATOR_CHECK: EndpointId[] = ['getValidator'];

/**
 * One check of a watched validator (NodeID): its current validation (the active one, else the
 * latest) with its end, uptime and the reward it will pay; an alert once per validation when it
 * ends within the user's N days (a state: the first check raises it too, and after a restart it
 * is raised if it was not yet).
 */
export async function checkValidator({ client, at, name, alertDays }: CheckContext, item: WatchItem): Promise<CheckResult> {
  const network = item.network ?? 'mainnet';
  const { validators = [] } = await client.request('getValidator', { network, nodeId: item.id, pageSize: 10, sortOrder: 'desc' });
  const current = validators.find((v) => v.validationStatus === 'active') ?? validators[0];
  const patch: Partial<WatchItem> = {
    validationStatus: current?.validationStatus,
    endTimestamp: current?.endTimestamp,
    uptimePerformance: current?.uptimePerformance,
    pendingReward:
      current?.validationStatus === 'active' || current?.validationStatus === 'pending'
        ? wholeDigits(current.potentialRewards?.validationRewardAmount)
        : undefined,
    checkedAt: at,
    error: undefined,
  };
  const now = Math.floor(at / 1000);
  if (current?.validationStatus !== 'active' || !current.txHash || !endsWithin(current.endTimestamp, now, alertDays.stakeEnding))
    return { patch, alerts: [] };
  return {
    patch,
    alerts: [
      {
        id: `${item.key}:ending:${current.txHash}`,
        itemKey: item.key,
        at,
        title: `${name}: validation ends ${timeLeft(current.endTimestamp, now)}`.slice(0, 200),
        body: `Its validation (transaction ${truncateMiddle(current.txHash, 10, 8)}) ends within ${alertDays.stakeEnding} days; its delegations end with it.`,
        txHash: current.txHash,
        txChain: 'p-chain',
      },
    ],
  };
}
