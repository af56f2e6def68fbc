import { useEffect, useRef } from 'react';

/**
 * Calls `poll` every `intervalMs` while enabled, but never while the window is hidden
 * (document.visibilityState): a hidden window polls nothing, and catches up at once when it
 * is shown again.
 */
export function useLivePolling(enabled: boolean, intervalMs: number, poll: () => void): void {
  const latest = useRef(poll);
  latest.current = poll;

  useEffect(() => {
    if (!enabled) return;
    const tick = () => {
      if (document.visibilityState !== 'hidden') latest.current();
    };
    const timer = setInterval(tick, intervalMs);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, intervalMs]);
}
