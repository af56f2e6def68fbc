import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { HASH32 } from '../../../shared/api';
import { useApiQuery } from '../../api/useApiQuery';
import { Link, useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { ErrorState } from '../../components/ErrorState';
import { Hash } from '../../components/Hash';
import { isNotFound } from '../../components/isNotFound';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonLines } from '../../components/Skeleton';
import { NativeTransactionCard } from '../contract/NativeTransactionCard';
import { TransactionSections } from './TransactionSections';
import { TransactionLogs } from '../chainReads/TransactionLogs';
import { prefetchTransactionLogs } from '../chainReads/useChainReads';
import { namesInTransaction } from '../chainReads/namesInTransaction';
import { blockUrl } from '../../app/urls';

/** One EVM transaction by hash: every field, its transfers, internal transactions and cross-chain message. */
export function TransactionPage() {
  const { txHash } = useRouteParams();
  const chain = useChain();
  const valid = HASH32.test(txHash);
  const detail = useApiQuery('getTransaction', { chainId: chain.chainId, txHash }, { enabled: chain.ready && valid });
  const logsWanted = chain.ready && valid;
  // The logs' reads start beside the detail, into the cache; the logs section subscribes to them itself, so their
  // answers (receipt, sources, decoded logs, one after another) render that section, not the whole page.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (logsWanted) void prefetchTransactionLogs(queryClient, chain.chainId, txHash).catch(() => undefined);
  }, [logsWanted, queryClient, chain.chainId, txHash]);
  const d = detail.data;
  const names = useMemo(() => namesInTransaction(d), [d]);
  const tx = d?.nativeTransaction;
  const header = (
    <PageHeader
      title="Transaction"
      subtitle={valid ? <Hash value={txHash} label="transaction hash" full /> : <code>{txHash}</code>}
      actions={tx?.blockNumber ? <Link to={blockUrl(tx.blockNumber)}>Block {tx.blockNumber}</Link> : undefined}
    />
  );
  if (!valid)
    return (
      <>
        {header}
        <p role="alert" className="field-error">
          "{txHash}" is not a transaction hash: 0x and 64 hex digits.
        </p>
      </>
    );
  if (detail.isPending)
    return (
      <>
        {header}
        <SkeletonLines lines={12} label="Loading transaction" />
      </>
    );
  if (detail.isError) {
    return (
      <>
        {header}
        {isNotFound(detail.error) ? (
          <div className="state" role="status">
            <p>No transaction on {chain.chainName} has this hash.</p>
            <p>
              It may be on another chain (pick it in the header), or a <Link to={blockUrl(txHash)}>block hash</Link>.
            </p>
          </div>
        ) : (
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} what="the transaction" />
        )}
      </>
    );
  }
  return (
    <>
      {header}
      <p className="muted">
        {chain.chainName} · {chain.network}
      </p>
      <NativeTransactionCard tx={tx} token={chain.token} prices={d?.networkTokenDetails} />
      <TransactionLogs chainId={chain.chainId} txHash={txHash} names={names} />
      <TransactionSections detail={d} query={{ status: detail.status, error: detail.error, refetch: detail.refetch }} what="transaction" />
    </>
  );
}
