import { useState } from 'react';
import { watchKey, type WatchTarget } from '../../shared/bridge/watchlistChannels';
import { useWatchlist } from './watchlistState';

/** "Watch" on an address, validator or L1 page: adds it to the watchlist, or takes it off. */
export function WatchButton({ target }: { target: WatchTarget }) {
  const key = watchKey(target);
  const watched = useWatchlist((s) => s.items.some((i) => i.key === key));
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    setError(null);
    try {
      if (watched) await useWatchlist.getState().remove(key);
      else await useWatchlist.getState().add(target);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <>
      <button type="button" aria-pressed={watched} onClick={() => void toggle()}>
        {watched ? 'Watching' : 'Watch'}
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
