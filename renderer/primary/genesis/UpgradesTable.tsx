import { ActivationTime } from './ActivationTime';
import type { UpgradeEntry } from './decodeGenesis';

/** Network upgrades: activation block numbers, and timestamps shown as dates (0 = from genesis). */
export function UpgradesTable({ upgrades }: { upgrades: UpgradeEntry[] }) {
  if (upgrades.length === 0) return <p className="muted">No upgrade activations in this genesis.</p>;
  return (
    <table className="static-table" aria-label="Upgrades">
      <thead>
        <tr>
          <th scope="col">Upgrade</th>
          <th scope="col">Activates at</th>
        </tr>
      </thead>
      <tbody>
        {upgrades.map((u) => (
          <tr key={u.name}>
            <th scope="row">
              <code>{u.name}</code>
            </th>
            <td>{u.kind === 'block' ? `block ${u.value.toLocaleString()}` : <ActivationTime seconds={u.value} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
