import type { z } from 'zod';
import type { Blockchain } from '../../../shared/api';
import { Link } from '../../app/router';
import type { DataColumn } from '../../components/DataTable/columns';
import type { TableSpec } from '../../components/DataTable/ListSection';
import { linkedIdColumn, renderedColumn } from '../../components/DataTable/columnBuilders';
import { BY_SORT_ORDER } from '../../components/DataTable/sortOrderParam';
import { itemPageTable } from '../../components/itemPageTable';
import { blockchainUrl, subnetUrl } from '../../app/urls';

export type BlockchainItem = z.output<typeof Blockchain>;

/** Columns of every blockchain list (the network's list, a subnet's chains). */
const blockchainColumns: DataColumn<BlockchainItem>[] = [
  renderedColumn('name', 'Name', 'blockchainName', 180, (b) =>
    b.blockchainId ? <Link to={blockchainUrl(b.blockchainId)}>{b.blockchainName || b.blockchainId}</Link> : (b.blockchainName ?? '—'),
  ),
  linkedIdColumn('blockchainId', 'Blockchain id', 'blockchainId', 230, blockchainUrl),
  { id: 'vmId', header: 'VM', path: 'vmId', kind: 'id', size: 200 },
  linkedIdColumn('subnetId', 'Subnet', 'subnetId', 230, subnetUrl),
  { id: 'evmChainId', header: 'EVM chain id', path: 'evmChainId', kind: 'text', size: 120 },
  // The API lists blockchains in order of creation.
  { id: 'created', header: 'Created', path: 'createBlockTimestamp', kind: 'time', apiSortKey: BY_SORT_ORDER },
  { id: 'createBlock', header: 'Creation block', path: 'createBlockNumber', kind: 'text', size: 130 },
];

export const blockchainTable: TableSpec<BlockchainItem> = itemPageTable(
  blockchainColumns,
  (b) => b.blockchainId,
  blockchainUrl,
  'blockchains',
);
