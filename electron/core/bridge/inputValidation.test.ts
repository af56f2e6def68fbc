import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../../../shared/api/calendarDate';
import { offlineCoreEach } from '../../../test/support/rigs/offlineCore';

/**
 * Security review findings 8 (profile URLs checked by a regex only), 10 (impossible export
 * dates) and 11 (exportFolder with NUL or relative): refused at the bridge, naming the field,
 * with nothing saved and no request made.
 */

const offline = offlineCoreEach();

const profile = (dataUrl: string) => ({
  profile: { name: 'Remote', dataUrl, metricsUrl: 'https://metrics.example.com', defaultNetwork: 'mainnet' },
});

describe('profile URLs are parsed, not pattern-matched', () => {
  it.each([
    ['https://[', /valid http\(s\) URL/],
    ['https://data.example.com:99999', /valid http\(s\) URL/],
    ['https://data.example.com/\u0000v1', /control characters/],
    ['https://data.example.com/%zz', /malformed % escape/],
    ['http://user:pw@data.example.com', /user name or password/],
    ['https://token@data.example.com', /user name or password/],
    ['javascript:alert(1)', /http\(s\)/],
  ])('refuses %j naming profile.dataUrl, and saves nothing', async (dataUrl, message) => {
    const r = await offline.core.dispatch('profiles:save', profile(dataUrl));
    expect(r).toMatchObject({ ok: false, error: { status: 400, field: 'profile.dataUrl', message: expect.stringMatching(message) } });
    // The bad URL (with its credentials) is not echoed back.
    if (!r.ok) expect(String(r.error.message)).not.toContain('pw@');
    expect(offline.core.services.profiles.state().profiles).toHaveLength(1);
  });

  it('accepts ordinary URLs with a port and a path', async () => {
    expect(await offline.core.dispatch('profiles:save', profile('https://glacier-api.avax.network:443/base'))).toMatchObject({ ok: true });
  });
});

describe('settings: exportFolder', () => {
  it.each([['exports'], ['./exports'], ['/tmp/a\u0000b'], ['']])(
    'refuses %j naming exportFolder and keeps the saved folder',
    async (exportFolder) => {
      const before = offline.core.services.settings.get().exportFolder;
      expect(await offline.core.dispatch('settings:update', { exportFolder })).toMatchObject({
        ok: false,
        error: { status: 400, field: 'exportFolder' },
      });
      expect(offline.core.services.settings.get().exportFolder).toBe(before);
    },
  );

  it('accepts absolute folders', async () => {
    expect(await offline.core.dispatch('settings:update', { exportFolder: '/home/someone/Exports' })).toMatchObject({ ok: true });
    expect(await offline.core.dispatch('settings:update', { exportFolder: 'C:\\Users\\someone\\Exports' })).toMatchObject({ ok: true });
  });
});

describe('export dates must be real days', () => {
  const request = (firstDate: string) => ({
    addresses: ['0x71C7656EC7ab88b098defB751B7401B5f6d8976F'],
    includeChains: ['43114'],
    firstDate,
  });
  it.each([['2026-13-45'], ['0000-00-00'], ['2026-02-30'], ['2025-02-29']])(
    'export:create refuses firstDate %j before any request',
    async (firstDate) => {
      expect(await offline.core.dispatch('export:create', request(firstDate))).toMatchObject({
        ok: false,
        error: { status: 400, field: 'firstDate' },
      });
      expect(await offline.core.dispatch('export:list', {})).toEqual({ ok: true, data: [] });
    },
  );

  it('real days, leap days and times pass; impossible ones do not', () => {
    for (const ok of ['2024-02-29', '2026-01-31', '2026-12-31T23:59:59Z', '2026-03-01T12:00:00']) expect(isCalendarDate(ok)).toBe(true);
    for (const bad of ['2026-13-45', '0000-00-00', '2026-04-31', '2026-00-10', '2026-01-01T99:00:00Z'])
      expect(isCalendarDate(bad)).toBe(false);
  });
});
