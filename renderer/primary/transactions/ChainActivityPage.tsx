import { useMemo } from 'react';
import { P_CHAIN_TX_TYPES, X_CHAIN_TX_TYPES, type PrimaryChainAlias } from '../../../shared/api';
import { useInfiniteList } from '../../api/useInfiniteList';
import { Link, setQueryParams, useHashLocation } from '../../app/router';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { XChainTabs } from '../xchain/XChainTabs';
import { CHAIN_LABELS } from '../chainAlias';
import { blockRowId, primaryBlockColumns, primaryTxColumns, txRowId } from './primaryTxColumns';
import '../primary.css';

const TX_TYPES: Record<PrimaryChainAlias, readonly string[]> = {
  'p-chain': P_CHAIN_TX_TYPES.filter((t) => t !== 'UNKNOWN'),
  'x-chain': X_CHAIN_TX_TYPES.filter((t) => t !== 'UNKNOWN'),
  'c-chain': ['ImportTx', 'ExportTx'],
};
/** New transactions and blocks are offered at the top of the list as they come. */
const POLL_MS = 5_000;

/** The latest transactions of a Primary Network chain, filtered by type, and its latest blocks (the C-Chain's: those holding atomic transactions). */
function ChainActivity({ chain }: { chain: PrimaryChainAlias }) {
  const { network } = useChain();
  const { path, query } = useHashLocation();
  const view = query.get('view') === 'blocks' ? 'blocks' : 'transactions';
  const typeText = query.get('type') ?? '';
  const txType = TX_TYPES[chain].includes(typeText) ? typeText : '';
  const label = CHAIN_LABELS[chain];
  return (
    <>
      <PageHeader title={chain === 'c-chain' ? 'C-Chain atomic transactions' : label} subtitle={`Latest ${view} · ${network}`} />
      {chain === 'x-chain' ? (
        <XChainTabs />
      ) : (
        <nav aria-label={`${label} views`} className="segmented" style={{ marginBottom: 12 }}>
          <Link to={path} className="button" aria-current={view === 'transactions' ? 'page' : undefined}>
            Transactions
          </Link>
          <Link to={`${path}?view=blocks`} className="button" aria-current={view === 'blocks' ? 'page' : undefined}>
            Blocks
          </Link>
        </nav>
      )}
      {view === 'blocks' ? (
        <LatestBlocks chain={chain} />
      ) : (
        <>
          <div className="form-row">
            <label>
              Type{' '}
              <select value={txType} onChange={(e) => setQueryParams({ type: e.target.value || null })}>
                <option value="">All types</option>
                {TX_TYPES[chain].map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <LatestTransactions chain={chain} txType={txType} />
        </>
      )}
    </>
  );
}

function LatestTransactions({ chain, txType }: { chain: PrimaryChainAlias; txType: string }) {
  const { network } = useChain();
  const params = useMemo(() => ({ network, blockchainId: chain, ...(txType && { txTypes: [txType] }) }), [network, chain, txType]);
  const list = useInfiniteList('listPrimaryTransactions', params, { getRowId: txRowId, pollMs: POLL_MS });
  const columns = useMemo(() => primaryTxColumns(chain), [chain]);
  return (
    <DataTable
      tableId={`primary-latest-transactions-${chain}`}
      label={`Latest ${CHAIN_LABELS[chain]} transactions`}
      list={list}
      columns={columns}
      getRowId={txRowId}
      emptyMessage={txType ? `No ${txType} on the ${CHAIN_LABELS[chain]} yet.` : `No transactions on the ${CHAIN_LABELS[chain]} yet.`}
      itemNoun="transactions"
    />
  );
}

function LatestBlocks({ chain }: { chain: PrimaryChainAlias }) {
  const { network } = useChain();
  const params = useMemo(() => ({ network, blockchainId: chain }), [network, chain]);
  const list = useInfiniteList('listPrimaryBlocks', params, { getRowId: blockRowId, pollMs: POLL_MS });
  const columns = useMemo(() => primaryBlockColumns(chain), [chain]);
  return (
    <DataTable
      tableId={`primary-latest-blocks-${chain}`}
      label={chain === 'c-chain' ? 'Latest C-Chain blocks with atomic transactions' : `Latest ${CHAIN_LABELS[chain]} blocks`}
      list={list}
      columns={columns}
      getRowId={blockRowId}
      emptyMessage={
        chain === 'c-chain' ? 'No C-Chain block holds an atomic transaction yet.' : `No blocks on the ${CHAIN_LABELS[chain]} yet.`
      }
      itemNoun="blocks"
    />
  );
}

export const PChainPage = () => <ChainActivity chain="p-chain" />;
export const XChainLatestPage = () => <ChainActivity chain="x-chain" />;
export const CChainAtomicPage = () => <ChainActivity chain="c-chain" />;
