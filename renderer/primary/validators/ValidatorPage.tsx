import { useMemo } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { useInfiniteList } from '../../api/useInfiniteList';
import { Link, useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { Amount } from '../../components/Amount';
import { fittedHeight } from '../../components/DataTable/DataTable';
import { ListSection } from '../../components/DataTable/ListSection';
import { PageError } from '../../components/PageError';
import { Hash } from '../../components/Hash';
import { IdHeader } from '../../components/IdHeader';
import { SkeletonLines } from '../../components/Skeleton';
import { Timestamp } from '../../components/Timestamp';
import { useNow } from '../../components/useNow';
import { AddressList } from '../genesis/AddressList';
import { delegatorTable, type Validator } from './validatorColumns';
import { useL1Validators } from './useL1Validators';
import { ProposedBlocks } from './ProposedBlocks';
import { LazyNodeFeeCharts } from '../../dashboards/LazyFeeCharts';
import { nodeRewardsUrl, primaryTxUrl, pxAddressUrl, subnetUrl } from '../../app/urls';
import '../primary.css';
import { formatTimeLeft } from '../../../shared/format/time';
import { WatchButton } from '../../watchlist/WatchButton';

const avax = (v: string | undefined) => <Amount value={v} decimals={9} unit="AVAX" />;

const remaining = (end: number | undefined, now: number): string => (end === undefined ? '—' : formatTimeLeft(end, now));

/** One node: its latest validation (stake, delegation, uptime, rewards, time left, BLS key), its other validations, its delegators and its L1 validations. */
export function ValidatorPage() {
  const { nodeId = '' } = useRouteParams();
  const { network } = useChain();
  const query = useApiQuery('getValidator', { network, nodeId, pageSize: 100 });
  if (query.isError) return <PageError title="Validator" asked={nodeId} query={query} what="this validator" />;
  const validations = query.data?.validators;
  if (!validations) return <SkeletonLines label="Loading validator" />;
  const latest = validations[0];
  return (
    <>
      <IdHeader title="Validator" id={nodeId} idName="node id" what="node">
        <WatchButton target={{ kind: 'validator', id: nodeId, network }} />
      </IdHeader>
      {latest ? <ValidationCard v={latest} /> : <p className="muted">This node has no validations.</p>}
      <p>
        <Link to={nodeRewardsUrl(nodeId)}>Rewards of this node</Link>
      </p>
      {validations.length > 1 && (
        <section aria-labelledby="validator-history">
          <h2 id="validator-history">Earlier validations ({validations.length - 1})</h2>
          <ul className="address-list">
            {validations.slice(1).map((v) => (
              <li key={v.txHash}>
                {v.txHash && <Hash value={v.txHash} label="staking transaction" to={primaryTxUrl('p-chain', v.txHash)} />}{' '}
                {v.validationStatus}: <Timestamp seconds={v.startTimestamp} /> to <Timestamp seconds={v.endTimestamp} />,{' '}
                {avax(v.amountStaked)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Delegators nodeId={nodeId} />
      <ProposedBlocks nodeId={nodeId} />
      <L1Validations nodeId={nodeId} />
    </>
  );
}

function ValidationCard({ v }: { v: Validator }) {
  const now = useNow(60_000) / 1000;
  const rewards = v.potentialRewards ?? v.rewards;
  return (
    <section aria-labelledby="validator-current">
      <h2 id="validator-current">
        {v.validationStatus === 'active' ? 'Current validation' : `Latest validation (${v.validationStatus ?? 'unknown'})`}
      </h2>
      <dl className="fields card">
        <dt>Stake</dt>
        <dd>{avax(v.amountStaked)}</dd>
        <dt>Delegated</dt>
        <dd>
          {avax(v.amountDelegated)}{' '}
          {v.delegatorCount !== undefined && (
            <span className="muted">
              by {v.delegatorCount} {v.delegatorCount === 1 ? 'delegator' : 'delegators'}
            </span>
          )}
        </dd>
        {v.delegationCapacity !== undefined && (
          <>
            <dt>Delegation capacity</dt>
            <dd>{avax(v.delegationCapacity)}</dd>
          </>
        )}
        <dt>Delegation fee</dt>
        <dd>{v.delegationFee === undefined ? '—' : `${Number(v.delegationFee)} %`}</dd>
        {v.uptimePerformance !== undefined && (
          <>
            <dt>Uptime</dt>
            <dd>{v.uptimePerformance} %</dd>
          </>
        )}
        {v.stakePercentage !== undefined && (
          <>
            <dt>Share of stake</dt>
            <dd>{v.stakePercentage} %</dd>
          </>
        )}
        <dt>Start</dt>
        <dd>
          <Timestamp seconds={v.startTimestamp} />
        </dd>
        <dt>End</dt>
        <dd>
          <Timestamp seconds={v.endTimestamp} />
        </dd>
        <dt>Time remaining</dt>
        <dd>{remaining(v.endTimestamp, now)}</dd>
        <dt>{v.rewards ? 'Rewards' : 'Potential rewards'}</dt>
        <dd>
          {avax(rewards?.validationRewardAmount)} validation, {avax(rewards?.delegationRewardAmount)} from delegation fees
          {rewards?.rewardTxHash && (
            <>
              {' '}
              · <Hash value={rewards.rewardTxHash} label="reward transaction" to={primaryTxUrl('p-chain', rewards.rewardTxHash)} />
            </>
          )}
        </dd>
        {rewards?.rewardAddresses && (
          <>
            <dt>Reward addresses</dt>
            <dd>
              <AddressList addresses={rewards.rewardAddresses} label="reward address" linkTo={pxAddressUrl} />
            </dd>
          </>
        )}
        <dt>Staking transaction</dt>
        <dd>{v.txHash ? <Hash value={v.txHash} label="staking transaction" to={primaryTxUrl('p-chain', v.txHash)} /> : '—'}</dd>
        <dt>BLS public key</dt>
        <dd>
          {v.blsCredentials?.publicKey ? (
            <Hash value={v.blsCredentials.publicKey} label="BLS public key" full />
          ) : (
            <span className="muted">none (a pre-Durango validation)</span>
          )}
        </dd>
        {v.blsCredentials?.proofOfPossession && (
          <>
            <dt>BLS proof of possession</dt>
            <dd>
              <Hash value={v.blsCredentials.proofOfPossession} label="BLS proof of possession" full />
            </dd>
          </>
        )}
        {v.avalancheGoVersion && (
          <>
            <dt>Software</dt>
            <dd>{v.avalancheGoVersion}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Delegators({ nodeId }: { nodeId: string }) {
  const { network } = useChain();
  const params = useMemo(() => ({ network, nodeIds: [nodeId] }), [network, nodeId]);
  const list = useInfiniteList('listDelegators', params, delegatorTable);
  return (
    <ListSection
      id="primary-validator-delegators"
      title="Delegators"
      list={list}
      {...delegatorTable}
      emptyMessage="Nobody has delegated to this node."
      height={360}
    />
  );
}

function L1Validations({ nodeId }: { nodeId: string }) {
  const validators = useL1Validators({ nodeId });
  const { items } = validators.list;
  const subnets = [...new Set(items.map((v) => v.subnetId).filter((s): s is string => Boolean(s)))];
  return (
    <ListSection
      id="primary-validator-l1"
      title="L1 validations"
      {...validators}
      emptyMessage="This node validates no L1."
      itemNoun="L1 validations"
      height={fittedHeight(Math.max(items.length, 1), 300)}
    >
      {subnets.length > 0 && (
        <p>
          {subnets.map((s) => (
            <Hash key={s} value={s} label="subnet id" to={subnetUrl(s)} />
          ))}
        </p>
      )}
      {items.length > 0 && <LazyNodeFeeCharts nodeId={nodeId} />}
    </ListSection>
  );
}
