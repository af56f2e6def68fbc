import { ActivationTime } from './ActivationTime';
import { AddressList } from './AddressList';
import type { AllowListSummary } from './decodeGenesis';

/** Precompile allow lists (tx, deployer, minter, fee and reward managers) with who holds which role. */
export function AllowListConfigs({ configs }: { configs: AllowListSummary[] }) {
  if (configs.length === 0) return <p className="muted">No allow-list precompiles are configured in this genesis.</p>;
  return (
    <table className="static-table" aria-label="Allow-list configs">
      <thead>
        <tr>
          <th scope="col">Config</th>
          <th scope="col">Active from</th>
          <th scope="col">Admin addresses</th>
          <th scope="col">Manager addresses</th>
          <th scope="col">Enabled addresses</th>
        </tr>
      </thead>
      <tbody>
        {configs.map((c) => (
          <tr key={c.name}>
            <th scope="row">
              <code>{c.name}</code>
            </th>
            <td>
              <ActivationTime seconds={c.blockTimestamp} />
            </td>
            <td>
              <AddressList addresses={c.adminAddresses} label={`${c.name} admin address`} full={false} />
            </td>
            <td>
              <AddressList addresses={c.managerAddresses} label={`${c.name} manager address`} full={false} />
            </td>
            <td>
              <AddressList addresses={c.enabledAddresses} label={`${c.name} enabled address`} full={false} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
