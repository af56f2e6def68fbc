import { describe, expect, it } from 'vitest';
import type { WatchAlert } from '../../../shared/bridge/watchlistChannels';
import { FakeWatchClock } from '../../../test/support/fakeWatchClock';
import { NOTIFICATIONS_PER_MINUTE, NotificationGate, type DesktopNotification } from './notificationGate';

/** The watchlist's desktop notifications under a flood of alerts (issue 37): a few a minute, the rest counted in one. */
const alert = (i: number): WatchAlert => ({ id: `a${i}`, itemKey: `k${i % 7}`, at: i, title: `alert ${i}`, body: 'b', read: false });

describe('notification gate', () => {
  it('shows 5 of 250 alerts raised within 10 s, then one notification counting the rest once the minute is over', () => {
    const clock = new FakeWatchClock();
    const shown: DesktopNotification[] = [];
    const gate = new NotificationGate((n) => shown.push(n), clock);
    for (let i = 0; i < 250; i++) {
      gate.offer(alert(i));
      clock.advance(40);
    }
    expect(shown.map((n) => n.title)).toEqual(['alert 0', 'alert 1', 'alert 2', 'alert 3', 'alert 4']);
    clock.advance(50_000);
    expect(shown).toHaveLength(NOTIFICATIONS_PER_MINUTE + 1);
    expect(shown.at(-1)).toEqual({ title: '245 more watchlist alerts', body: 'Open Tools > Watchlist to see them all.' });
    // A minute later alerts show one by one again.
    clock.advance(60_000);
    gate.offer(alert(999));
    expect(shown.at(-1)!.title).toBe('alert 999');
  });
});
