import { StaticTable, type StaticColumn } from '../../components/StaticTable';
import { ActivationTime } from './ActivationTime';
import { AddressList } from './AddressList';
import type { AllowListSummary } from './decodeGenesis';

/** A role's addresses: who holds it in each config. */
const roleColumn = (header: string, role: string, of: (c: AllowListSummary) => string[]): StaticColumn<AllowListSummary> => ({
  header,
  cell: (c) => <AddressList addresses={of(c)} label={`${c.name} ${role} address`} full={false} />,
});

const columns: StaticColumn<AllowListSummary>[] = [
  { header: 'Config', rowHeader: true, cell: (c) => <code>{c.name}</code> },
  { header: 'Active from', cell: (c) => <ActivationTime seconds={c.blockTimestamp} /> },
  roleColumn('Admin addresses', 'admin', (c) => c.adminAddresses),
  roleColumn('Manager addresses', 'manager', (c) => c.managerAddresses),
  roleColumn('Enabled addresses', 'enabled', (c) => c.enabledAddresses),
];

/** Precompile allow lists (tx, deployer, minter, fee and reward managers) with who holds which role. */
export function AllowListConfigs({ configs }: { configs: AllowListSummary[] }) {
  if (configs.length === 0) return <p className="muted">No allow-list precompiles are configured in this genesis.</p>;
  return <StaticTable label="Allow-list configs" columns={columns} rows={configs} rowKey={(c) => c.name} />;
}
