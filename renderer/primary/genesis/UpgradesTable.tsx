import { StaticTable, type StaticColumn } from '../../components/StaticTable';
import { ActivationTime } from './ActivationTime';
import type { UpgradeEntry } from './decodeGenesis';
import { formatCount } from '../../../shared/format/count';

const columns: StaticColumn<UpgradeEntry>[] = [
  { header: 'Upgrade', rowHeader: true, cell: (u) => <code>{u.name}</code> },
  {
    header: 'Activates at',
    cell: (u) => (u.kind === 'block' ? `block ${formatCount(u.value)}` : <ActivationTime seconds={u.value} />),
  },
];

/** Network upgrades: activation block numbers, and timestamps shown as dates (0 = from genesis). */
export function UpgradesTable({ upgrades }: { upgrades: UpgradeEntry[] }) {
  if (upgrades.length === 0) return <p className="muted">No upgrade activations in this genesis.</p>;
  return <StaticTable label="Upgrades" columns={columns} rows={upgrades} rowKey={(u) => u.name} />;
}
