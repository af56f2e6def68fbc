import { useUiStore } from '../state/uiStore';
import { useCountdown } from './useRateLimitCountdown';

const FLOATING = { position: 'fixed', right: 16, bottom: 16, zIndex: 20, pointerEvents: 'none' } as const;

/**
 * While the main process waits out a 429 (its 'rate-limit' events), a quiet note in the window's
 * corner says when the soonest waiting request is tried again; nothing otherwise. It floats so
 * that the header does not reflow for a few seconds' wait, and lets clicks through. The live
 * region stays mounted so that its appearing is announced.
 */
export function RateLimitStatus() {
  const waits = useUiStore((s) => s.rateLimitedUntil);
  const countdown = useCountdown(Object.values(waits).filter((t) => t !== undefined));
  return (
    <div role="status" style={FLOATING}>
      {countdown && (
        <span className="pill" style={{ background: 'var(--bg-raised)', boxShadow: 'var(--shadow)' }}>
          Rate limited by the API — next try in {countdown.seconds} s
        </span>
      )}
    </div>
  );
}
