import type { z } from 'zod';
import type { Blockchain } from '../../../shared/api';
import { Link } from '../../app/router';
import type { DataColumn } from '../../components/DataTable/columns';
import { blockchainUrl, subnetUrl } from '../../app/urls';

export type BlockchainItem = z.output<typeof Blockchain>;

/** Columns of every blockchain list (the network's list, a subnet's chains). */
export const blockchainColumns: DataColumn<BlockchainItem>[] = [
  {
    id: 'name',
    header: 'Name',
    path: 'blockchainName',
    kind: 'text',
    size: 180,
    render: (b) =>
      b.blockchainId ? <Link to={blockchainUrl(b.blockchainId)}>{b.blockchainName || b.blockchainId}</Link> : (b.blockchainName ?? '—'),
  },
  {
    id: 'blockchainId',
    header: 'Blockchain id',
    path: 'blockchainId',
    kind: 'id',
    size: 230,
    linkTo: (b) => (b.blockchainId ? blockchainUrl(b.blockchainId) : undefined),
  },
  { id: 'vmId', header: 'VM', path: 'vmId', kind: 'id', size: 200 },
  {
    id: 'subnetId',
    header: 'Subnet',
    path: 'subnetId',
    kind: 'id',
    size: 230,
    linkTo: (b) => (b.subnetId ? subnetUrl(b.subnetId) : undefined),
  },
  { id: 'evmChainId', header: 'EVM chain id', path: 'evmChainId', kind: 'text', size: 120 },
  { id: 'created', header: 'Created', path: 'createBlockTimestamp', kind: 'time' },
  { id: 'createBlock', header: 'Creation block', path: 'createBlockNumber', kind: 'text', size: 130 },
];

export const blockchainRowId = (b: BlockchainItem) => b.blockchainId ?? '';
export const blockchainHref = (b: BlockchainItem) => (b.blockchainId ? blockchainUrl(b.blockchainId) : undefined);
