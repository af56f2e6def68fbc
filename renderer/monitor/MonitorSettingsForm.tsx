import { useEffect, useState } from 'react';
import { NOTICE_WINDOW_MS, NOTICES_PER_WINDOW, type MonitorSettings } from '../../shared/bridge/monitorChannels';
import { InputField } from '../components/InputField';
import { SettingForm } from '../components/SettingForm';
import { useMonitor } from './monitorState';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** A setting the main process keeps, as a checkbox that saves when changed. */
function Toggle({ label, field, checked }: { label: string; field: 'keepWatching' | 'startAtLogin' | 'paused'; checked: boolean }) {
  const [error, setError] = useState<string | null>(null);
  // Shown at once while the main process saves it; the saved value (or, on an error, the old one) follows.
  const [pending, setPending] = useState<boolean | null>(null);
  const change = (value: boolean) => {
    setPending(value);
    return useMonitor
      .getState()
      .update({ [field]: value })
      .then(
        () => setError(null),
        (e: unknown) => setError(errorText(e)),
      )
      .finally(() => setPending(null));
  };
  return (
    <div className="form-row">
      <label>
        <input type="checkbox" checked={pending ?? checked} onChange={(e) => void change(e.target.checked)} /> {label}
      </label>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Quiet hours: no notifications from one time of day to another (the alerts are still listed, and told after). */
function QuietHoursForm({ saved }: { saved: MonitorSettings['quietHours'] }) {
  const [on, setOn] = useState(saved !== null);
  const [from, setFrom] = useState(saved?.from ?? '22:00');
  const [to, setTo] = useState(saved?.to ?? '07:00');
  // The times go as typed: the main process reads them and names the one that is wrong.
  const save = () => useMonitor.getState().update({ quietHours: on ? { from, to } : null });
  return (
    <SettingForm label="Quiet hours" save={save}>
      {({ invalid, edited }) => (
        <>
          <label>
            <input type="checkbox" checked={on} onChange={(e) => (setOn(e.target.checked), edited())} /> Quiet hours
          </label>
          <InputField label="from" type="time" value={from} onChange={(v) => (setFrom(v), edited())} disabled={!on} {...invalid} />
          <InputField label="to" type="time" value={to} onChange={(v) => (setTo(v), edited())} disabled={!on} {...invalid} />
        </>
      )}
    </SettingForm>
  );
}

/**
 * The monitor's settings on the watchlist page: notifications (quiet hours; an item is muted in its row), watching with
 * the window closed, starting at login (the desktop app only) and pausing the checks.
 */
export function MonitorSettingsForm() {
  const { state, loadError } = useMonitor();
  useEffect(() => {
    if (!useMonitor.getState().state) void useMonitor.getState().load();
  }, []);
  const desktop = typeof window !== 'undefined' && Boolean(window.ridgeline);
  return (
    <section aria-labelledby="monitor-settings">
      <h2 id="monitor-settings">Notifications and background watching</h2>
      {loadError && (
        <p className="field-error" role="alert">
          {loadError}
        </p>
      )}
      {state && (
        <>
          <p className="muted">
            Each check of an item is one notification, at most {NOTICES_PER_WINDOW} in {NOTICE_WINDOW_MS / 60_000} minutes; alerts held back
            are told in one.
          </p>
          <QuietHoursForm saved={state.quietHours} />
          <Toggle label="Pause watching" field="paused" checked={state.paused} />
          {desktop && (
            <>
              <Toggle
                label="Keep watching when the window is closed (icon in the tray)"
                field="keepWatching"
                checked={state.watchingInBackground}
              />
              <Toggle label="Start Ridgeline at login" field="startAtLogin" checked={state.startAtLogin} />
            </>
          )}
        </>
      )}
    </section>
  );
}
