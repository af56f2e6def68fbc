import type { z } from 'zod';
import type { Subnet } from '../../../shared/api';
import { Link } from '../../app/router';
import type { DataColumn } from '../../components/DataTable/columns';
import { SubnetKind } from './SubnetKind';
import { blockchainUrl, subnetUrl } from '../../app/urls';

export type SubnetItem = z.output<typeof Subnet>;

export const subnetColumns: DataColumn<SubnetItem>[] = [
  {
    id: 'subnetId',
    header: 'Subnet id',
    path: 'subnetId',
    kind: 'id',
    size: 260,
    linkTo: (r) => (r.subnetId ? subnetUrl(r.subnetId) : undefined),
  },
  { id: 'kind', header: 'Kind', path: 'isL1', kind: 'text', size: 150, render: (r) => <SubnetKind subnet={r} /> },
  {
    id: 'chains',
    header: 'Blockchains',
    path: 'blockchains',
    kind: 'text',
    size: 300,
    render: (r) =>
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
  },
  {
    id: 'owners',
    header: 'Owner threshold',
    path: 'threshold',
    kind: 'text',
    size: 140,
    render: (r) => (r.threshold === undefined ? '—' : `${r.threshold} of ${r.ownerAddresses?.length ?? '?'}`),
  },
  { id: 'created', header: 'Created', path: 'createBlockTimestamp', kind: 'time' },
];

export const subnetRowId = (r: SubnetItem) => r.subnetId ?? '';
export const subnetHref = (r: SubnetItem) => (r.subnetId ? subnetUrl(r.subnetId) : undefined);
