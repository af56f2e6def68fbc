import { useMemo, useState } from 'react';
import type { z } from 'zod';
import type { PrimaryChainAlias, PrimaryUtxo } from '../../../shared/api';
import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import type { DataColumn } from '../../components/DataTable/columns';
import { Hash } from '../../components/Hash';
import { Timestamp } from '../../components/Timestamp';
import { CHAIN_LABELS, chainAliasOf } from '../chainAlias';
import { primaryTxUrl } from '../../app/urls';

type Utxo = z.output<typeof PrimaryUtxo>;
const rowId = (u: Utxo) => u.utxoId ?? '';

function utxoColumns(network: 'mainnet' | 'fuji'): DataColumn<Utxo>[] {
  const txLink = (hash: string | undefined, chainId: string | undefined, label: string) => {
    const chain = chainAliasOf(chainId, network);
    return hash ? <Hash value={hash} label={label} to={chain && primaryTxUrl(chain, hash)} /> : '—';
  };
  return [
    { id: 'utxoId', header: 'UTXO', path: 'utxoId', kind: 'id', size: 190 },
    {
      id: 'amount',
      header: 'Amount',
      path: 'asset.amount',
      kind: 'amount',
      decimalsPath: 'asset.denomination',
      unitPath: 'asset.symbol',
      size: 200,
    },
    { id: 'type', header: 'Type', path: 'utxoType', kind: 'text', size: 100 },
    {
      id: 'created',
      header: 'Created',
      path: 'timestamp',
      kind: 'time',
      render: (u) => <Timestamp seconds={u.timestamp ?? u.blockTimestamp} />,
    },
    {
      id: 'creator',
      header: 'Created by',
      path: 'creationTxHash',
      kind: 'text',
      size: 190,
      render: (u) => txLink(u.creationTxHash ?? u.txHash, u.createdOnChainId, 'creating transaction'),
    },
    {
      id: 'consumer',
      header: 'Consumed by',
      path: 'consumingTxHash',
      kind: 'text',
      size: 190,
      render: (u) =>
        u.consumingTxHash ? (
          txLink(u.consumingTxHash, u.consumedOnChainId, 'consuming transaction')
        ) : (
          <span className="muted">unspent</span>
        ),
    },
  ];
}

/** The UTXOs an address holds on one chain (and, on request, those it spent). */
export function AddressUtxos({ address, chain }: { address: string; chain: PrimaryChainAlias }) {
  const { network } = useChain();
  const [includeSpent, setIncludeSpent] = useState(false);
  const params = useMemo(
    () => ({ network, blockchainId: chain, addresses: [address], ...(includeSpent && { includeSpent }) }),
    [network, chain, address, includeSpent],
  );
  const list = useInfiniteList('listUtxos', params, { getRowId: rowId });
  const columns = useMemo(() => utxoColumns(network), [network]);
  return (
    <section aria-labelledby="address-utxos">
      <h2 id="address-utxos">UTXOs on the {CHAIN_LABELS[chain]}</h2>
      <label className="inline-option">
        <input type="checkbox" checked={includeSpent} onChange={(e) => setIncludeSpent(e.target.checked)} /> Include spent UTXOs
      </label>
      <DataTable
        tableId="primary-address-utxos"
        label="Address UTXOs"
        list={list}
        columns={columns}
        getRowId={rowId}
        emptyMessage={
          includeSpent
            ? `This address never held a UTXO on the ${CHAIN_LABELS[chain]}.`
            : `This address holds no unspent UTXO on the ${CHAIN_LABELS[chain]}.`
        }
        itemNoun="UTXOs"
        height={360}
      />
    </section>
  );
}
