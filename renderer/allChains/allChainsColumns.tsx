import type { Block } from '../evm/blocks/blockColumns';
import type { Transaction } from '../evm/transactions/txColumns';
import { withQuery } from '../app/hashPath';
import { blockUrl, EVM_CHAIN_PARAM, txOnChainUrl } from '../app/urls';
import type { DataColumn } from '../components/DataTable/columns';
import { renderedColumn } from '../components/DataTable/columnBuilders';
import { EvmAddress } from '../components/EvmAddress';
import { TxStatus } from '../evm/transactions/TxStatus';

/** Rows of every chain: each names its chain and opens on it (its links carry the chain, so the header's stays). */
export const blockOnChainLink = (b: Block) =>
  b.blockNumber && b.chainId ? withQuery(blockUrl(b.blockNumber), { [EVM_CHAIN_PARAM]: b.chainId }) : undefined;
export const txOnChainLink = (t: Transaction) => (t.txHash && t.chainId ? txOnChainUrl(t.txHash, t.chainId) : undefined);
export const allChainsBlockRowId = (b: Block) => `${b.chainId}:${b.blockNumber}`;
export const allChainsTxRowId = (t: Transaction) => `${t.chainId}:${t.txHash}`;

const chainColumn = <T extends { chainId?: string }>(nameOf: (chainId: string | undefined) => string): DataColumn<T> =>
  renderedColumn<T>('chainId', 'Chain', 'chainId', 130, (item) => nameOf(item.chainId));

export function allChainsBlockColumns(nameOf: (chainId: string | undefined) => string): DataColumn<Block>[] {
  return [
    chainColumn<Block>(nameOf),
    { id: 'blockNumber', header: 'Block', path: 'blockNumber', kind: 'id', size: 110, linkTo: blockOnChainLink },
    { id: 'blockTimestamp', header: 'Time', path: 'blockTimestamp', kind: 'time' },
    { id: 'txCount', header: 'Txs', path: 'txCount', kind: 'text', numeric: true, size: 70 },
    { id: 'blockHash', header: 'Hash', path: 'blockHash', kind: 'id', size: 200, hiddenByDefault: true },
  ];
}

export function allChainsTxColumns(nameOf: (chainId: string | undefined) => string): DataColumn<Transaction>[] {
  return [
    chainColumn<Transaction>(nameOf),
    { id: 'txHash', header: 'Hash', path: 'txHash', kind: 'id', size: 150, linkTo: txOnChainLink },
    { id: 'blockTimestamp', header: 'Time', path: 'blockTimestamp', kind: 'time' },
    {
      id: 'from',
      header: 'From',
      path: 'from.address',
      kind: 'id',
      size: 160,
      render: (t) => <EvmAddress info={t.from} chainId={t.chainId} account />,
    },
    { id: 'to', header: 'To', path: 'to.address', kind: 'id', size: 200, render: (t) => <EvmAddress info={t.to} chainId={t.chainId} /> },
    { id: 'txStatus', header: 'Status', path: 'txStatus', kind: 'text', size: 90, render: (t) => <TxStatus status={t.txStatus} /> },
  ];
}
