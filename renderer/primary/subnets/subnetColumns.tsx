import type { TableSpec } from '../../components/DataTable/ListSection';
import type { z } from 'zod';
import type { Subnet } from '../../../shared/api';
import { Link } from '../../app/router';
import type { DataColumn } from '../../components/DataTable/columns';
import { linkedIdColumn, renderedColumn } from '../../components/DataTable/columnBuilders';
import { itemPageTable } from '../../components/itemPageTable';
import { SubnetKind } from './SubnetKind';
import { blockchainUrl, subnetUrl } from '../../app/urls';

export type SubnetItem = z.output<typeof Subnet>;

export const subnetColumns: DataColumn<SubnetItem>[] = [
  linkedIdColumn('subnetId', 'Subnet id', 'subnetId', 260, subnetUrl),
  { id: 'kind', header: 'Kind', path: 'isL1', kind: 'text', size: 150, render: (r) => <SubnetKind subnet={r} /> },
  renderedColumn('chains', 'Blockchains', 'blockchains', 300, (r) =>
    (r.blockchains ?? []).length === 0 ? (
      <span className="muted">none</span>
    ) : (
      (r.blockchains ?? []).map((c, i) => (
        <span key={c.blockchainId ?? i}>
          {i > 0 && ', '}
          <Link to={blockchainUrl(c.blockchainId ?? '')}>{c.blockchainName || c.blockchainId}</Link>
        </span>
      ))
    ),
  ),
  renderedColumn('owners', 'Owner threshold', 'threshold', 140, (r) =>
    r.threshold === undefined ? '—' : `${r.threshold} of ${r.ownerAddresses?.length ?? '?'}`,
  ),
  { id: 'created', header: 'Created', path: 'createBlockTimestamp', kind: 'time' },
];

export const subnetTable: TableSpec<SubnetItem> = itemPageTable(subnetColumns, (r) => r.subnetId, subnetUrl, 'subnets');
