import { CURRENCIES } from '../../shared/api';
import { Theme, UiNetwork } from '../../shared/bridge/channels';
import { ErrorState } from '../components/ErrorState';
import { useSettings, useUpdateSettings } from './useSettings';

/** Network, currency and theme the app opens with; saved at once through the bridge. */
export function DefaultsSection() {
  const settings = useSettings();
  const update = useUpdateSettings();
  if (!settings.data) return settings.isError ? <ErrorState error={settings.error} onRetry={() => void settings.refetch()} what="settings" /> : null;
  const s = settings.data;
  return (
    <section aria-labelledby="defaults-heading">
      <h2 id="defaults-heading">Defaults</h2>
      <div className="form-row card">
        <label>
          Network
          <select value={s.network} onChange={(e) => update.mutate({ network: UiNetwork.parse(e.target.value), evmChainId: '' })}>
            <option value="mainnet">Mainnet</option>
            <option value="fuji">Fuji (testnet)</option>
          </select>
        </label>
        <label>
          Currency
          <select value={s.currency} onChange={(e) => update.mutate({ currency: CURRENCIES.find((c) => c === e.target.value) ?? s.currency })}>
            {CURRENCIES.map((c) => <option key={c} value={c}>{c.toUpperCase()}</option>)}
          </select>
        </label>
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
