import type { z } from 'zod';
import type { Erc721Token } from '../../../shared/api';
import type { DataColumn } from '../../components/DataTable/columns';
import type { TableSpec } from '../../components/DataTable/ListSection';
import { linkedIdColumn } from '../../components/DataTable/columnBuilders';
import { addressUrl, nftTokenLink } from '../../app/urls';

export type Token = z.output<typeof Erc721Token>;

export const tokenKey = (t: Token) => t.tokenId ?? '';

const tokenColumns: DataColumn<Token>[] = [
  { id: 'tokenId', header: 'Token id', path: 'tokenId', kind: 'id', size: 140, linkTo: nftTokenLink },
  { id: 'name', header: 'Name', path: 'metadata.name', kind: 'text', size: 200 },
  { id: 'description', header: 'Description', path: 'metadata.description', kind: 'text', size: 280 },
  linkedIdColumn('owner', 'Owner', 'ownerAddress', 200, addressUrl),
  { id: 'indexStatus', header: 'Metadata', path: 'metadata.indexStatus', kind: 'text', size: 120 },
  { id: 'tokenUri', header: 'Token URI', path: 'tokenUri', kind: 'text', size: 220, hiddenByDefault: true },
];

export const tokenTable: TableSpec<Token> = { columns: tokenColumns, getRowId: tokenKey, rowHref: nftTokenLink, itemNoun: 'tokens' };
