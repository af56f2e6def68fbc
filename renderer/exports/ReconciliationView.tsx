import type { Reconciliation } from '../../shared/bridge/exportChannels';
import { reconciliationText } from '../../shared/tax/reconciliationText';
import { erc20ContractOf } from '../../shared/tax/evmHistoryMovements';
import { EvmAddress } from '../components/EvmAddress';

/** The reconciliation of an export for taxes: per asset, start + received − sent − fees against the end balance. */
export function ReconciliationView({ reconciliation: r, title }: { reconciliation: Reconciliation; title: string }) {
  return (
    <div className="reconciliation">
      <p className={r.ok ? 'muted' : 'field-error'} role={r.ok ? undefined : 'alert'}>
        {reconciliationText(r)}
      </p>
      {r.assets.length > 0 && (
        <table aria-label={`${title}: reconciliation`}>
          <thead>
            <tr>
              <th scope="col">Asset</th>
              <th scope="col">Start balance</th>
              <th scope="col">Received</th>
              <th scope="col">Sent</th>
              <th scope="col">Fees</th>
              <th scope="col">Expected end</th>
              <th scope="col">End balance</th>
              <th scope="col">Difference</th>
            </tr>
          </thead>
          <tbody>
            {r.assets.map((a) => (
              <tr key={a.asset}>
                <th scope="row">
                  {a.symbol}
                  <AssetContract asset={a.asset} />
                </th>
                <td>{a.start}</td>
                <td>{a.received}</td>
                <td>{a.sent}</td>
                <td>{a.fees}</td>
                <td>{a.expectedEnd}</td>
                <td>{a.end}</td>
                <td className={a.ok ? undefined : 'field-error'}>{a.ok ? '0 ✓' : a.difference}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="muted">
        {r.from} to {r.to} ({r.timeZone}) · values in {r.currency.toUpperCase()}
      </p>
    </div>
  );
}

/** An ERC-20 row names its token contract (symbols are not unique), linked to its page. */
function AssetContract({ asset }: { asset: string }) {
  const contract = erc20ContractOf(asset);
  if (!contract) return null;
  return (
    <span className="muted">
      {' '}
      ERC-20 <EvmAddress info={{ address: contract }} />
    </span>
  );
}
