import { memo, useState } from 'react';

export const DEFAULT_INTERVAL_SEC = 10;
const MIN_INTERVAL_SEC = 1;
const MAX_INTERVAL_SEC = 3600;

/** Validates the polling interval the user typed; null when it is fine, else the message. */
export function intervalError(text: string): string | null {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || n < MIN_INTERVAL_SEC || n > MAX_INTERVAL_SEC) {
    return `Interval must be a whole number of seconds from ${MIN_INTERVAL_SEC} to ${MAX_INTERVAL_SEC}`;
  }
  return null;
}

/** The live switch and its polling interval; an invalid interval keeps the last good one. Memoized: a range change does not touch it. */
export const LiveControls = memo(function LiveControls({
  live,
  onLive,
  onInterval,
}: {
  live: boolean;
  onLive: (on: boolean) => void;
  onInterval: (sec: number) => void;
}) {
  const [text, setText] = useState(String(DEFAULT_INTERVAL_SEC));
  const error = intervalError(text);
  return (
    <div className="tps-live">
      <label className="tps-inline">
        <input type="checkbox" checked={live} onChange={(e) => onLive(e.target.checked)} />
        Live
      </label>
      <label>
        Interval (seconds)
        <input
          type="number"
          inputMode="numeric"
          min={MIN_INTERVAL_SEC}
          max={MAX_INTERVAL_SEC}
          value={text}
          aria-invalid={error !== null}
          aria-describedby={error ? 'tps-interval-error' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (intervalError(e.target.value) === null) onInterval(Number(e.target.value));
          }}
          style={{ width: 80 }}
        />
      </label>
      {error && (
        <span id="tps-interval-error" className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
});
