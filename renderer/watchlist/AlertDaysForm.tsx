import { useState } from 'react';
import type { AlertDayKind } from '../../shared/bridge/watchlistAlertDays';
import { SettingForm } from '../components/SettingForm';
import { useWatchlist } from './watchlistState';

const LABELS: Record<AlertDayKind, string> = {
  stakeEnding: 'Alert when a stake or delegation ends within (days)',
  l1Balance: "Alert when an L1 validator's balance runs out within (days)",
};

/** One "within N days" setting: the main process checks N and its refusal shows beside the field. */
function AlertDaysField({ alert }: { alert: AlertDayKind }) {
  const saved = useWatchlist((s) => s.alertDays[alert]);
  const [text, setText] = useState<string | null>(null);
  // The text goes as it is typed: the main process reads it and names what is wrong with it.
  const save = async () => {
    await useWatchlist.getState().setAlertDays(alert, text ?? String(saved));
    setText(null);
  };
  return (
    <SettingForm label={LABELS[alert]} save={save}>
      {({ invalid, edited }) => (
        <label>
          {LABELS[alert]}
          <input
            inputMode="numeric"
            size={5}
            value={text ?? String(saved)}
            onChange={(e) => (setText(e.target.value), edited())}
            {...invalid}
          />
        </label>
      )}
    </SettingForm>
  );
}

/** The days of the stake-ending and L1-balance alerts. */
export function AlertDaysForm() {
  return (
    <section aria-labelledby="alert-days">
      <h2 id="alert-days">Alert settings</h2>
      <AlertDaysField alert="stakeEnding" />
      <AlertDaysField alert="l1Balance" />
    </section>
  );
}
