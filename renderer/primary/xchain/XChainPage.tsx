import { useCallback, useMemo } from 'react';
import { NETWORK_IDS } from '../../../shared/network/primaryNetworkIds';
import { useInfiniteList } from '../../api/useInfiniteList';
import { navigate, useHashLocation } from '../../app/router';
import { withQuery } from '../../app/hashPath';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { epochParam } from '../forms/localTime';
import { AssetTxFilters, type AssetTxFilter } from './AssetTxFilters';
import { assetTxTable, type XTransaction } from './assetTxColumns';
import { TransactionDrawer } from './TransactionDrawer';
import { parseTxTypes } from './TxTypesSelect';
import { XChainTabs } from './XChainTabs';
import { ROUTES } from '../../app/urls';
import '../primary.css';

function filterQuery(f: AssetTxFilter, tx?: string): Record<string, string | undefined> {
  return {
    assetId: f.assetId,
    txTypes: f.txTypes.join(',') || undefined,
    start: f.startTimestamp?.toString(),
    end: f.endTimestamp?.toString(),
    tx,
  };
}

/**
 * X-Chain transactions of one asset (AVAX unless another is asked), filtered by type and time.
 * The filter and the open transaction live in the URL, so a view can be linked and reloaded.
 */
export function XChainPage() {
  const { network } = useChain();
  const { query } = useHashLocation();
  const assetId = query.get('assetId') || NETWORK_IDS[network].avaxAssetId;
  const txTypesText = query.get('txTypes');
  const startText = query.get('start');
  const endText = query.get('end');
  const openHash = query.get('tx');
  // Built from the URL's strings, so the list's params change only when the filter does.
  const filter = useMemo<AssetTxFilter>(
    () => ({ assetId, txTypes: parseTxTypes(txTypesText), startTimestamp: epochParam(startText), endTimestamp: epochParam(endText) }),
    [assetId, txTypesText, startText, endText],
  );
  const params = useMemo(
    () => ({
      network,
      blockchainId: 'x-chain',
      assetId: filter.assetId,
      ...(filter.txTypes.length ? { txTypes: filter.txTypes } : {}),
      ...(filter.startTimestamp !== undefined ? { startTimestamp: filter.startTimestamp } : {}),
      ...(filter.endTimestamp !== undefined ? { endTimestamp: filter.endTimestamp } : {}),
    }),
    [network, filter],
  );
  const openTx = useCallback(
    (tx: XTransaction) => (tx.txHash ? withQuery(ROUTES.xChain, filterQuery(filter, tx.txHash)) : undefined),
    [filter],
  );
  const closeTx = useCallback(() => navigate(withQuery(ROUTES.xChain, filterQuery(filter)), { replace: true }), [filter]);
  const table = useMemo(() => assetTxTable(openTx), [openTx]);
  const list = useInfiniteList('listAssetTransactions', params, table);
  const open = openHash ? list.items.find((tx) => tx.txHash === openHash) : undefined;
  const symbol = list.items.flatMap((tx) => tx.amountCreated ?? []).find((a) => a.assetId === filter.assetId)?.symbol;

  return (
    <>
      <PageHeader title="X-Chain" subtitle={`${symbol ? `${symbol} · ` : ''}${network}`} />
      <XChainTabs />
      <AssetTxFilters
        key={JSON.stringify(filter)}
        value={filter}
        defaultAssetId={NETWORK_IDS[network].avaxAssetId}
        onApply={(f) => navigate(withQuery(ROUTES.xChain, filterQuery(f)))}
      />
      <DataTable
        tableId="primary-asset-transactions"
        label="Asset transactions"
        list={list}
        {...table}
        emptyMessage="No X-Chain transactions of this asset match these filters."
      />
      {openHash && !open && list.status === 'success' && (
        <p className="muted" role="status">
          Transaction {openHash} is not among the loaded transactions of this list; scroll further or widen the filters.
        </p>
      )}
      {open && <TransactionDrawer tx={open} onClose={closeTx} />}
    </>
  );
}
