import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WatchNotice } from '../../shared/bridge/monitorChannels';
import type { WatchItem } from '../../shared/bridge/watchlistChannels';
import { serviceBridgeForFile } from '../../test/support/bridges/serviceBridgeForFile';
import { createQueryClient } from '../api/queryClient';
import { addressOnChainUrl, ROUTES, txOnChainUrl } from '../app/urls';
import { notifyNotice } from '../watchlist/desktopNotifications';
import { WatchlistPage } from '../watchlist/WatchlistPage';
import { useWatchlist } from '../watchlist/watchlistState';
import { useMonitor } from './monitorState';

/** The monitor's settings on the watchlist page, against the local service through the main process's core. */
const rig = serviceBridgeForFile();
let offs: (() => void)[] = [];
let address: string;

beforeAll(async () => {
  offs = [rig.core.bridge.on('watchlist', useWatchlist.getState().replace), rig.core.bridge.on('monitor', useMonitor.getState().replace)];
  const page = await rig.core.bridge.request('listLatestTransactions', { chainId: '43114', pageSize: 10 });
  address = (page.transactions as { from: { address: string } }[])[0].from.address;
}, 60_000);
afterEach(() => cleanup());
afterAll(() => offs.forEach((off) => off()));

const item = (id: string): WatchItem => ({ key: `43114:${id.toLowerCase()}`, kind: 'evmAddress', id, chainId: '43114', addedAt: 0 });

describe('notifications in the web host', () => {
  /** The browser's Notification API, granted, recording what was shown. */
  function stubNotifications(permission: NotificationPermission) {
    const shown: { title: string; options: NotificationOptions; onclick: (() => void) | null; close: () => void }[] = [];
    class FakeNotification {
      static permission = permission;
      onclick: (() => void) | null = null;
      close = vi.fn();
      constructor(
        public title: string,
        public options: NotificationOptions,
      ) {
        shown.push(this);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    return shown;
  }
  afterEach(() => vi.unstubAllGlobals());

  it("shows the main process's grouped notice as one notification; a click opens the item on its chain, or its one transaction", () => {
    const shown = stubNotifications('granted');
    const watched = item('0x0000000000000000000000000000000000000001');
    useWatchlist.setState({ items: [{ ...watched, chainId: '12345' }] });
    const grouped: WatchNotice = { id: 'g', itemKey: watched.key, title: '5 new transactions of Treasury', body: 'incoming …', count: 5 };
    notifyNotice(grouped);
    expect(shown).toMatchObject([{ title: '5 new transactions of Treasury', options: { body: 'incoming …', tag: 'g' } }]);
    shown[0].onclick!();
    expect(window.location.hash).toBe(`#${addressOnChainUrl(watched.id, '12345')}`);
    expect(shown[0].close).toHaveBeenCalled();

    const tx = `0x${'ab'.repeat(32)}`;
    notifyNotice({
      ...grouped,
      id: 'one',
      count: 1,
      alert: { id: 'a', itemKey: watched.key, at: 0, title: 't', body: 'b', txHash: tx, read: false },
    });
    shown[1].onclick!();
    expect(window.location.hash).toBe(`#${txOnChainUrl(tx, '12345')}`);

    // The held alerts' notice opens the watchlist.
    notifyNotice({ id: 'held', title: '3 alerts while notifications were held', body: '', count: 3 });
    shown[2].onclick!();
    expect(window.location.hash).toBe(`#${ROUTES.watchlist}`);
  });

  it('shows nothing until the user grants it', () => {
    const shown = stubNotifications('default');
    notifyNotice({ id: 'g', title: 'x', body: '', count: 1 });
    expect(shown).toEqual([]);
  });
});

describe('monitor settings', () => {
  it('saves quiet hours, shows the refusal of a bad time naming the field, and mutes an item from its row', async () => {
    await useWatchlist.getState().load();
    await useWatchlist.getState().add({ kind: 'evmAddress', id: address, chainId: '43114' });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <WatchlistPage />
      </QueryClientProvider>,
    );
    const form = await screen.findByRole('form', { name: 'Quiet hours' });
    await user.click(within(form).getByRole('checkbox', { name: 'Quiet hours' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('Saved');
    expect((await rig.core.bridge.monitor.get()).quietHours).toEqual({ from: '22:00', to: '07:00' });

    await user.clear(within(form).getByLabelText('from'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/quietHours\.from.*time of day/);
    expect(within(form).getByLabelText('from').getAttribute('aria-invalid')).toBe('true');

    const mute = await screen.findByRole('button', { name: new RegExp(`^Mute notifications of ${address}$`, 'i') });
    expect(mute.getAttribute('aria-pressed')).toBe('false');
    await user.click(mute);
    await waitFor(() => expect(mute.getAttribute('aria-pressed')).toBe('true'));
    expect((await rig.core.bridge.monitor.get()).muted).toEqual([`43114:${address.toLowerCase()}`]);

    await user.click(screen.getByRole('checkbox', { name: 'Pause watching' }));
    await waitFor(async () => expect((await rig.core.bridge.monitor.get()).paused).toBe(true));
    expect((screen.getByRole('checkbox', { name: 'Pause watching' }) as HTMLInputElement).checked).toBe(true);
  });
});
