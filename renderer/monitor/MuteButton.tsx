import { useState } from 'react';
import type { WatchItem } from '../../shared/bridge/watchlistChannels';
import { useMonitor } from './monitorState';

/** Turns an item's notifications off or on (its alerts are still listed); pressed = muted. */
export function MuteButton({ item }: { item: Pick<WatchItem, 'key' | 'id'> }) {
  const muted = useMonitor((s) => s.state?.muted.includes(item.key) ?? false);
  const [error, setError] = useState<string | null>(null);
  const toggle = () =>
    useMonitor
      .getState()
      .mute(item.key, !muted)
      .then(
        () => setError(null),
        (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
      );
  return (
    <>
      <button type="button" aria-pressed={muted} aria-label={`Mute notifications of ${item.id}`} onClick={() => void toggle()}>
        {muted ? 'Muted' : 'Mute'}
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
