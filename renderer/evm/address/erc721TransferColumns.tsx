import type { z } from 'zod';
import type { Erc721Transfer } from '../../../shared/api';
import type { DataColumn } from '../../components/DataTable/columns';
import type { TableSpec } from '../../components/DataTable/ListSection';
import { renderedColumn } from '../../components/DataTable/columnBuilders';
import { EvmAddress } from '../../components/EvmAddress';
import { blockLink, nftTokenLink, txLink } from '../../app/urls';

export type Transfer = z.output<typeof Erc721Transfer>;

export const transferKey = (t: Transfer) => `${t.txHash}:${t.logIndex}`;

const erc721TransferColumns: DataColumn<Transfer>[] = [
  { id: 'txHash', header: 'Transaction', path: 'txHash', kind: 'id', size: 190, linkTo: txLink },
  { id: 'blockNumber', header: 'Block', path: 'blockNumber', kind: 'id', size: 110, linkTo: blockLink },
  { id: 'blockTimestamp', header: 'Time', path: 'blockTimestamp', kind: 'time' },
  { id: 'from', header: 'From', path: 'from.address', kind: 'id', size: 220, render: (t) => <EvmAddress info={t.from} /> },
  { id: 'to', header: 'To', path: 'to.address', kind: 'id', size: 220, render: (t) => <EvmAddress info={t.to} /> },
  renderedColumn('token', 'Token', 'erc721Token.name', 160, (t) => t.erc721Token?.name || t.erc721Token?.symbol || '—'),
  { id: 'tokenId', header: 'Token id', path: 'erc721Token.tokenId', kind: 'id', size: 130, linkTo: (t) => nftTokenLink(t.erc721Token) },
  { id: 'logIndex', header: 'Log index', path: 'logIndex', kind: 'text', numeric: true, size: 90, hiddenByDefault: true },
];

export const erc721TransferTable: TableSpec<Transfer> = {
  columns: erc721TransferColumns,
  getRowId: transferKey,
  rowHref: txLink,
  itemNoun: 'transfers',
};
