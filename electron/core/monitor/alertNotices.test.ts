import { describe, expect, it } from 'vitest';
import { NOTICE_WINDOW_MS, NOTICES_PER_WINDOW, type QuietHours, type WatchNotice } from '../../../shared/bridge/monitorChannels';
import type { WatchAlert, WatchItem } from '../../../shared/bridge/watchlistChannels';
import { FakeWatchClock } from '../../../test/support/rigs/fakeWatchClock';
import { AlertNotices, inQuietHours } from './alertNotices';

const item = (n: number): WatchItem => ({ key: `43114:0x${n}`, kind: 'evmAddress', id: `0x${n}`, chainId: '43114', addedAt: 0 });
const alert = (it: WatchItem, n: number, extra: Partial<WatchAlert> = {}): WatchAlert => ({
  id: `${it.key}:0x${n}`,
  itemKey: it.key,
  at: 0,
  title: `Treasury: incoming transaction ${n} AVAX`,
  body: `Transaction ${n}.`,
  txHash: `0x${n}`,
  read: false,
  ...extra,
});

/** Notices on a fake clock whose local time is UTC. */
function rig(settings: { quietHours?: QuietHours; muted?: string[] } = {}) {
  const clock = new FakeWatchClock(Date.UTC(2026, 0, 5, 12, 0));
  const shown: WatchNotice[] = [];
  const notices = new AlertNotices({
    settings: () => ({ quietHours: settings.quietHours ?? null, muted: settings.muted ?? [] }),
    nameOf: () => 'Treasury',
    emit: (n) => shown.push(n),
    now: clock.now,
    minuteOfDay: (ms) => new Date(ms).getUTCHours() * 60 + new Date(ms).getUTCMinutes(),
  });
  return { clock, shown, notices };
}

describe('alert notifications', () => {
  it('group the alerts of one check of one item into one notification, and show a single one as it is', () => {
    const { shown, notices } = rig();
    const a = item(1);
    notices.checked(
      a,
      [1, 2, 3, 4, 5].map((n) => alert(a, n)),
    );
    notices.checked(a, [alert(a, 6)]);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toMatchObject({
      itemKey: a.key,
      title: '5 new transactions of Treasury',
      body: 'incoming transaction 1 AVAX; incoming transaction 2 AVAX; and 3 more',
      count: 5,
    });
    expect(shown[0].alert).toBeUndefined();
    expect(shown[1]).toMatchObject({ title: 'Treasury: incoming transaction 6 AVAX', count: 1, alert: { txHash: '0x6' } });
    // Alerts that are not all transactions are "alerts".
    notices.checked(a, [alert(a, 7), alert(a, 8, { id: `${a.key}:ending:0x8`, title: 'Treasury: stake ends in 2 d' })]);
    expect(shown[2].title).toBe('2 new alerts of Treasury');
  });

  it(`show at most ${NOTICES_PER_WINDOW} in any ${NOTICE_WINDOW_MS / 60_000} minutes over all items, then tell the held ones once`, () => {
    const { clock, shown, notices } = rig();
    for (let n = 0; n < 7; n++) {
      const it = item(n);
      notices.checked(it, [alert(it, n)]);
      notices.flush();
    }
    expect(shown).toHaveLength(NOTICES_PER_WINDOW);
    clock.advance(NOTICE_WINDOW_MS - 1);
    notices.flush();
    expect(shown).toHaveLength(NOTICES_PER_WINDOW);
    clock.advance(1);
    notices.flush();
    expect(shown.at(-1)).toMatchObject({ title: '3 alerts while notifications were held', count: 3 });
    expect(shown.at(-1)!.itemKey).toBeUndefined();
    notices.flush();
    expect(shown).toHaveLength(NOTICES_PER_WINDOW + 1);
  });

  it('hold notifications in quiet hours past midnight and tell them after', () => {
    const { clock, shown, notices } = rig({ quietHours: { from: '22:00', to: '07:30' } });
    const a = item(1);
    clock.advance(10 * 3_600_000); // 22:00
    notices.checked(a, [alert(a, 1), alert(a, 2)]);
    clock.advance(9 * 3_600_000 + 29 * 60_000); // 07:29
    notices.checked(a, [alert(a, 3)]);
    notices.flush();
    expect(shown).toEqual([]);
    clock.advance(60_000); // 07:30
    notices.flush();
    expect(shown).toMatchObject([{ title: '3 alerts while notifications were held' }]);
  });

  it('never notify a muted item', () => {
    const a = item(1);
    const { shown, notices } = rig({ muted: [a.key] });
    notices.checked(a, [alert(a, 1)]);
    notices.flush();
    expect(shown).toEqual([]);
  });

  it('read quiet hours within a day, across midnight, and none for equal times', () => {
    expect(inQuietHours({ from: '13:00', to: '14:00' }, 13 * 60)).toBe(true);
    expect(inQuietHours({ from: '13:00', to: '14:00' }, 14 * 60)).toBe(false);
    expect(inQuietHours({ from: '23:00', to: '01:00' }, 30)).toBe(true);
    expect(inQuietHours({ from: '23:00', to: '01:00' }, 22 * 60)).toBe(false);
    expect(inQuietHours({ from: '08:00', to: '08:00' }, 8 * 60)).toBe(false);
    expect(inQuietHours(null, 0)).toBe(false);
  });
});
