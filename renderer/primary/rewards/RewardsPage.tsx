import { CURRENCIES } from '../../../shared/api/enums';
import { navigate, useHashLocation } from '../../app/router';
import { withQuery } from '../../app/hashPath';
import { useChain } from '../../app/useChain';
import { PageHeader } from '../../components/PageHeader';
import { StakingRewardsReportButton } from '../../exports/StakingRewardsReportButton';
import { RewardsExample } from '../examples/RewardsExample';
import { RewardsActions } from './RewardsActions';
import { RewardsForm, validateRewardsInput, type RewardsRequest } from './RewardsForm';
import { REWARDS_SORT_PARAMS, RewardsLists } from './RewardsLists';
import { ROUTES } from '../../app/urls';
import '../primary.css';

/** The page for `r`, keeping the lists' orders of `query` (the Period headers'). */
const toPath = (r: RewardsRequest, query: URLSearchParams) =>
  withQuery(ROUTES.rewards, {
    addresses: r.addresses.join(','),
    nodeIds: r.nodeIds.join(','),
    currency: r.currency,
    ...Object.fromEntries(Object.values(REWARDS_SORT_PARAMS).map((p) => [p, query.get(p) ?? undefined])),
  });

/** Staking rewards, paid and pending, of addresses or nodes. NodeID search lands here. */
export function RewardsPage() {
  const chain = useChain();
  const { query } = useHashLocation();
  const addressText = query.get('addresses') ?? '';
  const nodeIdText = query.get('nodeIds') ?? '';
  const asked = Boolean(addressText || nodeIdText);
  // A link is checked like the form: nothing is requested for input that would be refused.
  const checked = validateRewardsInput(addressText, nodeIdText, chain.network);
  const valid = asked && !checked.errors.addresses && !checked.errors.nodeIds;
  const request: RewardsRequest = {
    addresses: checked.addresses,
    nodeIds: checked.nodeIds,
    currency: CURRENCIES.find((c) => c === query.get('currency')) ?? chain.currency,
  };
  return (
    <>
      <PageHeader
        title="Rewards"
        subtitle={`Staking · ${chain.network}`}
        actions={
          valid ? (
            <>
              <RewardsActions path={toPath(request, query)} />
              <StakingRewardsReportButton target={{ network: chain.network, ...request }} />
            </>
          ) : undefined
        }
      />
      <RewardsForm
        key={`${chain.network}:${addressText}:${nodeIdText}:${request.currency}`}
        value={{ ...request, addressText, nodeIdText }}
        initialErrors={asked ? checked.errors : {}}
        onSubmit={(r) => navigate(toPath(r, query))}
      />
      {!asked && <RewardsExample />}
      {valid && <RewardsLists filter={request} />}
    </>
  );
}
