import { HASH32 } from '../../../shared/api';
import { useApiQuery } from '../../api/useApiQuery';
import { Link, useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { Amount } from '../../components/Amount';
import { ErrorState } from '../../components/ErrorState';
import { Field } from '../../components/Field';
import { Hash } from '../../components/Hash';
import { isNotFound } from '../../components/isNotFound';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonLines } from '../../components/Skeleton';
import { Timestamp } from '../../components/Timestamp';
import { BlockNotFound } from './BlockNotFound';
import { BlockTransactions } from './BlockTransactions';
import { GasUsage } from './GasUsage';
import { UnreadableNotice } from '../../components/UnreadableNotice';
import { blockUrl } from '../../app/urls';
import { formatCountText } from '../../../shared/format/count';

/** Every EvmBlock field, gas used of the limit, fees in the native token, previous/next links. */
export function BlockPage() {
  const { blockId } = useRouteParams();
  const chain = useChain();
  const block = useApiQuery('getBlock', { chainId: chain.chainId, blockId }, { enabled: chain.ready });
  const number = block.data?.blockNumber && /^\d+$/.test(block.data.blockNumber) ? BigInt(block.data.blockNumber) : undefined;
  const next = useApiQuery(
    'getBlock',
    { chainId: chain.chainId, blockId: String((number ?? 0n) + 1n) },
    { enabled: number !== undefined, retry: false },
  );
  const isHash = HASH32.test(blockId);

  if (block.isPending)
    return (
      <>
        <PageHeader title={isHash ? 'Block' : `Block ${blockId}`} />
        <SkeletonLines lines={10} label="Loading block" />
      </>
    );
  if (block.isError) {
    return (
      <>
        <PageHeader title={isHash ? 'Block' : `Block ${blockId}`} subtitle={chain.chainName} />
        {isNotFound(block.error) ? (
          <BlockNotFound blockId={blockId} chainName={chain.chainName} />
        ) : (
          <ErrorState error={block.error} onRetry={() => void block.refetch()} what="the block" />
        )}
      </>
    );
  }

  const b = block.data;
  return (
    <>
      <PageHeader
        title={`Block ${b.blockNumber ?? ''}`}
        subtitle={`${chain.chainName} · ${chain.network}`}
        actions={
          <nav aria-label="Neighbouring blocks" style={{ display: 'flex', gap: 8 }}>
            {number !== undefined && number > 0n ? (
              <Link to={blockUrl(String(number - 1n))} rel="prev">
                ← Previous block
              </Link>
            ) : null}
            {next.isSuccess ? (
              <Link to={blockUrl(String((number ?? 0n) + 1n))} rel="next">
                Next block →
              </Link>
            ) : next.isError ? (
              <span className="muted">Latest block</span>
            ) : null}
          </nav>
        }
      />
      <UnreadableNotice value={b} />
      <div className="card">
        <dl className="fields">
          <Field label="Block number">{b.blockNumber}</Field>
          <Field label="Block hash">{b.blockHash && <Hash value={b.blockHash} label="block hash" full />}</Field>
          <Field label="Parent hash">
            {b.parentHash && <Hash value={b.parentHash} label="parent hash" to={blockUrl(b.parentHash)} full />}
          </Field>
          <Field label="Timestamp">
            <Timestamp seconds={b.blockTimestamp} />
          </Field>
          <Field label="Chain id">{b.chainId}</Field>
          <Field label="Transactions">{b.txCount}</Field>
          <Field label="Cumulative transactions">{b.cumulativeTransactions && formatCountText(b.cumulativeTransactions)}</Field>
          <Field label="Gas used / limit">
            <GasUsage used={b.gasUsed} limit={b.gasLimit} showLimit />
          </Field>
          <Field label="Block gas cost">{b.gasCost}</Field>
          <Field label="Base fee">
            <Amount value={b.baseFee} decimals={9} unit="gwei" />
          </Field>
          <Field label="Fees spent">
            <Amount value={b.feesSpent} decimals={chain.token?.decimals} unit={chain.token?.symbol} />
          </Field>
        </dl>
      </div>
      {b.blockNumber && <BlockTransactions blockNumber={b.blockNumber} txCount={b.txCount} />}
    </>
  );
}
