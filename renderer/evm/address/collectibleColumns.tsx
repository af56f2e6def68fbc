import type { z } from 'zod';
import type { CollectibleBalance } from '../../../shared/api';
import type { DataColumn } from '../../components/DataTable/columns';
import type { TableSpec } from '../../components/DataTable/ListSection';
import { linkedIdColumn } from '../../components/DataTable/columnBuilders';
import { nftCollectionUrl, nftTokenLink } from '../../app/urls';

export type Collectible = z.output<typeof CollectibleBalance>;

export const collectibleKey = (c: Collectible) => `${c.address}:${c.tokenId}`;

const collectibleColumns: DataColumn<Collectible>[] = [
  { id: 'name', header: 'Name', path: 'metadata.name', kind: 'text', size: 200, render: (c) => c.metadata?.name || c.name || '—' },
  { id: 'tokenId', header: 'Token id', path: 'tokenId', kind: 'id', size: 140, linkTo: nftTokenLink },
  { id: 'ercType', header: 'Standard', path: 'ercType', kind: 'text', size: 100 },
  { id: 'balance', header: 'Held', path: 'balance', kind: 'amount', decimals: 0, size: 90 },
  { id: 'collection', header: 'Collection', path: 'name', kind: 'text', size: 160 },
  linkedIdColumn('address', 'Contract', 'address', 200, nftCollectionUrl),
  { id: 'indexStatus', header: 'Metadata', path: 'metadata.indexStatus', kind: 'text', size: 110 },
];

export const collectibleTable: TableSpec<Collectible> = {
  columns: collectibleColumns,
  getRowId: collectibleKey,
  rowHref: nftTokenLink,
  itemNoun: 'tokens',
};
