import { Theme } from '../../shared/bridge/channels';
import { CurrencySelect } from '../components/CurrencySelect';
import { ErrorState } from '../components/ErrorState';
import { NetworkSelect } from '../components/NetworkSelect';
import { useSettings, useUpdateSettings } from './useSettings';

/** Network, currency and theme the app opens with; saved at once through the bridge. */
export function DefaultsSection() {
  const settings = useSettings();
  const update = useUpdateSettings();
  if (!settings.data)
    return settings.isError ? <ErrorState error={settings.error} onRetry={() => void settings.refetch()} what="settings" /> : null;
  const s = settings.data;
  return (
    <section aria-labelledby="defaults-heading">
      <h2 id="defaults-heading">Defaults</h2>
      <div className="form-row card">
        <NetworkSelect value={s.network} onChange={(network) => update.mutate({ network, evmChainId: '' })} />
        <CurrencySelect value={s.currency} onChange={(currency) => update.mutate({ currency })} />
        <label>
          Theme
          <select value={s.theme} onChange={(e) => update.mutate({ theme: Theme.parse(e.target.value) })}>
            <option value="system">System</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
      </div>
      {update.error && <ErrorState error={update.error} />}
    </section>
  );
}
