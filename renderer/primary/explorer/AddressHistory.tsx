import { useMemo } from 'react';
import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { addressTxColumns, txRowId, txTime, type AddressTx } from './primaryTxColumns';
import { useMergedList } from './useMergedList';

const rowId = (tx: AddressTx) => `${tx.source}:${tx.txHash ?? ''}`;

/** An address's transactions on the P- and X-Chain as one list, newest first. */
export function AddressHistory({ address }: { address: string }) {
  const { network } = useChain();
  const pParams = useMemo(() => ({ network, blockchainId: 'p-chain', addresses: [address] }), [network, address]);
  const xParams = useMemo(() => ({ network, blockchainId: 'x-chain', addresses: [address] }), [network, address]);
  const p = useInfiniteList('listPrimaryTransactions', pParams, { getRowId: txRowId });
  const x = useInfiniteList('listPrimaryTransactions', xParams, { getRowId: txRowId });
  const sources = useMemo(
    () => [
      { tag: 'p-chain' as const, list: p },
      { tag: 'x-chain' as const, list: x },
    ],
    [p, x],
  );
  const list = useMergedList(sources, txTime, txRowId);
  const columns = useMemo(() => addressTxColumns(), []);
  return (
    <section aria-labelledby="address-history">
      <h2 id="address-history">Transactions on the P- and X-Chain</h2>
      <DataTable
        tableId="primary-address-history"
        label="Address transactions"
        list={list}
        columns={columns}
        getRowId={rowId}
        emptyMessage="This address has no P- or X-Chain transactions."
        itemNoun="transactions"
        height={420}
      />
    </section>
  );
}
