import { Link } from '../../app/router';
import type { DataColumn } from '../../components/DataTable/columns';
import { errorInfo } from '../../components/ErrorState';
import { blockchainPath, subnetPath } from '../paths';
import { SubnetKind } from './SubnetKind';
import type { SubnetRow } from './useSubnetList';

export const subnetColumns: DataColumn<SubnetRow>[] = [
  { id: 'subnetId', header: 'Subnet id', path: 'subnetId', kind: 'id', size: 260, linkTo: (r) => subnetPath(r.subnetId) },
  {
    id: 'kind', header: 'Kind', path: 'subnet.isL1', kind: 'text', size: 150,
    render: (r) => (r.error ? <span className="field-error">{errorInfo(r.error).status || ''} {errorInfo(r.error).error}</span> : <SubnetKind subnet={r.subnet} />),
  },
  {
    id: 'chains', header: 'Blockchains', path: 'chains', kind: 'text', size: 300,
    render: (r) =>
      r.chains.map((c, i) => (
        <span key={c.blockchainId}>
          {i > 0 && ', '}
          <Link to={blockchainPath(c.blockchainId ?? '')}>{c.blockchainName || c.blockchainId}</Link>
        </span>
      )),
  },
  {
    id: 'owners', header: 'Owner threshold', path: 'subnet.threshold', kind: 'text', size: 140,
    render: (r) => (r.subnet?.threshold === undefined ? '—' : `${r.subnet.threshold} of ${r.subnet.ownerAddresses?.length ?? '?'}`),
  },
  { id: 'created', header: 'Created', path: 'subnet.createBlockTimestamp', kind: 'time' },
];
