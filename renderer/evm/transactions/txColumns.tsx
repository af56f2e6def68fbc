import type { z } from 'zod';
import type { EvmTransaction } from '../../../shared/api';
import type { ChainContext } from '../../app/useChain';
import type { DataColumn } from '../../components/DataTable/columns';
import type { TableSpec } from '../../components/DataTable/ListSection';
import { renderedColumn } from '../../components/DataTable/columnBuilders';
import { EvmAddress } from '../../components/EvmAddress';
import { TxStatus } from './TxStatus';
import { blockLink, txLink } from '../../app/urls';

export type Transaction = z.output<typeof EvmTransaction>;

export const txRowId = (t: Transaction) => t.txHash ?? `${t.blockNumber}:${t.blockIndex}`;

export function txColumns(token: ChainContext['token']): DataColumn<Transaction>[] {
  return [
    { id: 'txHash', header: 'Hash', path: 'txHash', kind: 'id', size: 150, linkTo: txLink },
    { id: 'blockNumber', header: 'Block', path: 'blockNumber', kind: 'id', size: 90, linkTo: blockLink },
    { id: 'blockTimestamp', header: 'Time', path: 'blockTimestamp', kind: 'time' },
    { id: 'from', header: 'From', path: 'from.address', kind: 'id', size: 160, render: (t) => <EvmAddress info={t.from} account /> },
    { id: 'to', header: 'To', path: 'to.address', kind: 'id', size: 200, render: (t) => <EvmAddress info={t.to} /> },
    // Value and status before the method: in a narrow window the columns that scroll out of view are the least read.
    { id: 'value', header: 'Value', path: 'value', kind: 'amount', decimals: token?.decimals, unit: token?.symbol, size: 180 },
    { id: 'txStatus', header: 'Status', path: 'txStatus', kind: 'text', size: 90, render: (t) => <TxStatus status={t.txStatus} /> },
    renderedColumn('method', 'Method', 'method.methodName', 150, (t) => t.method?.methodName || t.method?.callType || '—'),
    { id: 'gasUsed', header: 'Gas used', path: 'gasUsed', kind: 'text', numeric: true, size: 110, hiddenByDefault: true },
    { id: 'gasPrice', header: 'Gas price', path: 'gasPrice', kind: 'amount', decimals: 9, unit: 'gwei', size: 130, hiddenByDefault: true },
    { id: 'nonce', header: 'Nonce', path: 'nonce', kind: 'text', numeric: true, size: 80, hiddenByDefault: true },
  ];
}

/** A list of transactions: each row opens its transaction. */
export const txTable = (token: ChainContext['token']): TableSpec<Transaction> => ({
  columns: txColumns(token),
  getRowId: txRowId,
  rowHref: txLink,
  itemNoun: 'transactions',
});
