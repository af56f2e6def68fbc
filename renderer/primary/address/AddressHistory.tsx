import { useMemo } from 'react';
import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import { ListSection } from '../../components/DataTable/ListSection';
import { addressTxTable, txRowId, txTime } from '../transactions/primaryTxColumns';
import { useMergedList } from './useMergedList';

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
  return (
    <ListSection
      id="primary-address-history"
      title="Transactions on the P- and X-Chain"
      label="Address transactions"
      list={list}
      {...addressTxTable}
      emptyMessage="This address has no P- or X-Chain transactions."
    />
  );
}
