import { useId, useState, type FormEvent } from 'react';
import type { AlertDayKind } from '../../shared/bridge/watchlistAlertDays';
import { useWatchlist } from './watchlistState';

const LABELS: Record<AlertDayKind, string> = {
  stakeEnding: 'Alert when a stake or delegation ends within (days)',
  l1Balance: "Alert when an L1 validator's balance runs out within (days)",
};

/** One "within N days" setting: the main process checks N and its refusal shows beside the field. */
function AlertDaysField({ alert }: { alert: AlertDayKind }) {
  const saved = useWatchlist((s) => s.alertDays[alert]);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const errorId = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    try {
      // The text goes as it is typed: the main process reads it and names what is wrong with it.
      await useWatchlist.getState().setAlertDays(alert, text ?? String(saved));
      setText(null);
      setError(null);
      setDone(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <form className="form-row" aria-label={LABELS[alert]} onSubmit={(e) => void submit(e)} noValidate>
      <label>
        {LABELS[alert]}
        <input
          inputMode="numeric"
          size={5}
          value={text ?? String(saved)}
          onChange={(e) => (setText(e.target.value), setDone(false))}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
        />
      </label>
      <button type="submit">Save</button>
      {done && <span className="muted">Saved</span>}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
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
