import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WatchState } from '../../shared/bridge/watchlistChannels';
import { createQueryClient } from '../api/queryClient';
import { serviceBridgeForFile } from '../../test/support/bridges/serviceBridgeForFile';
import { AlertsBadge } from './AlertsBadge';
import { WatchButton } from './WatchButton';
import { WatchlistPage } from './WatchlistPage';
import { useWatchlist } from './watchlistState';
import { useAddressBook } from '../addressBook/addressBookState';
import { rowCells } from '../../test/support/dom/cells';
import { idName } from '../../test/support/dom/idName';

/** The watchlist against the local service, through the main process's core (its scheduler checks a new item at once). */
const rig = serviceBridgeForFile();
let off: () => void;
let address: string;

beforeAll(async () => {
  off = rig.core.bridge.on('watchlist', useWatchlist.getState().replace);
  const page = await rig.core.bridge.request('listLatestTransactions', { chainId: '43114', pageSize: 10 });
  address = (page.transactions as { from: { address: string } }[])[0].from.address;
});
afterEach(() => cleanup());
afterAll(() => off());

const renderAll = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AlertsBadge />
      <WatchButton target={{ kind: 'evmAddress', id: address, chainId: '43114' }} />
      <WatchlistPage />
    </QueryClientProvider>,
  );

describe('watchlist page', () => {
  it('shows the watchlist loading until the main process answers, not "nothing watched"', async () => {
    useWatchlist.setState({ loaded: false });
    renderAll();
    expect(screen.getByRole('status', { name: 'Loading the watchlist' }).querySelectorAll('.skeleton')).toHaveLength(4);
    expect(screen.queryByText(/Nothing watched yet/)).toBeNull();
    await useWatchlist.getState().load();
    await screen.findByText('Nothing watched yet. Open an address, a validator or an L1 and choose Watch.');
  });

  it('watches an address from its Watch toggle and shows its balance from the first check; Remove stops watching', async () => {
    await useWatchlist.getState().load();
    const user = userEvent.setup();
    renderAll();
    expect(screen.getByText(/^Nothing watched yet/).textContent).toBe(
      'Nothing watched yet. Open an address, a validator or an L1 and choose Watch.',
    );
    await user.click(screen.getByRole('button', { name: 'Watch' }));
    expect((await screen.findByRole('button', { name: 'Watching' })).getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('grid', { name: 'Watched addresses' });
    const { nativeTokenBalance } = await rig.core.bridge.request('getNativeBalance', { chainId: '43114', address });
    const row = await waitFor(
      () => {
        const r = within(table)
          .getAllByRole('row')
          .find((x) => x.textContent?.includes('ok'));
        if (!r) throw new Error('not checked yet');
        return r;
      },
      { timeout: 20_000 },
    );
    // The balance as the service reports it (it may have moved by a block since: same unit, exact digits).
    expect(row.textContent).toMatch(/\d[\d,]*(\.\d+)? AVAX/);
    expect(rowCells(row)).toContain('no change');
    expect(nativeTokenBalance?.symbol).toBe('AVAX');
    expect(screen.getByRole('link', { name: 'Watchlist, no unread alerts' }).getAttribute('href')).toBe('#/watchlist');

    await user.click(within(table).getByRole('button', { name: new RegExp(`^Stop watching ${address}$`, 'i') }));
    await screen.findByText('Nothing watched yet. Open an address, a validator or an L1 and choose Watch.');
    expect(screen.getByRole('button', { name: 'Watch' }).getAttribute('aria-pressed')).toBe('false');
    expect((await rig.core.bridge.watchlist.list()).items).toEqual([]);
  }, 30_000);

  it('shows the change since last seen, the alerts with the unread count on the badge, and Mark all seen clears them', async () => {
    await rig.core.bridge.watchlist.add({ kind: 'evmAddress', id: address, chainId: '43114' });
    await waitFor(() => expect(useWatchlist.getState().items[0]?.checkedAt).toBeGreaterThan(0), { timeout: 20_000 });
    const checked = useWatchlist.getState();
    const item = checked.items[0];
    // What the state looks like after a later check found 2.5 AVAX more and one incoming transaction.
    const later: WatchState = {
      items: [{ ...item, balance: (BigInt(item.balance!) + 2_500_000_000_000_000_000n).toString() }],
      alerts: [
        {
          id: `${item.key}:0x${'1'.repeat(64)}`,
          itemKey: item.key,
          at: Date.now(),
          title: 'Treasury: incoming transaction 2.5 AVAX',
          body: 'Transaction 0x11111111…11111111 in block 9.',
          txHash: `0x${'1'.repeat(64)}`,
          read: false,
        },
      ],
      unread: 1,
      alertDays: checked.alertDays,
    };
    useWatchlist.getState().replace(later);
    const user = userEvent.setup();
    renderAll();
    expect(screen.getByRole('link', { name: 'Watchlist, 1 unread alert' }).textContent).toBe('Alerts1');
    expect(screen.getByText('+', { exact: false, selector: '.change-up' }).textContent).toBe('+2.5 AVAX');
    const alerts = screen.getByRole('list', { name: 'Alerts' });
    expect(within(alerts).getByText(/^Treasury:/).textContent).toBe('Treasury: incoming transaction 2.5 AVAX');
    expect(
      within(alerts)
        .getByRole('link', { name: idName(`0x${'1'.repeat(64)}`) })
        .getAttribute('href'),
    ).toBe(`#/tx/0x${'1'.repeat(64)}?evmChain=43114`); // on the chain its address is watched on

    // The main process's state replaces the injected one: its balance is seen, it has no alert.
    await user.click(screen.getByRole('button', { name: 'Mark all seen' }));
    await screen.findByRole('link', { name: 'Watchlist, no unread alerts' });
    const seen = await rig.core.bridge.watchlist.list();
    expect(seen.items[0].seenBalance).toBe(seen.items[0].balance);
  }, 30_000);

  it("shows a validator's time left, uptime and pending reward and an L1's validators' balances, ids linked and named from the address book", async () => {
    const node = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
    const subnet = '2YtBCDwh6hbtFh4oqS6M5nGcL2TCBhHVjyu1iDEakoy4tR8Cud';
    await useAddressBook.getState().set(node, 'Backup node');
    const now = Math.floor(Date.now() / 1000);
    const base = { addedAt: 1, network: 'mainnet' as const, checkedAt: Date.now() };
    useWatchlist.getState().replace({
      items: [
        {
          ...base,
          key: `mainnet:validator:${node}`,
          kind: 'validator',
          id: node,
          validationStatus: 'active',
          endTimestamp: now + 3 * 86_400 + 7_200 + 30,
          uptimePerformance: 97.25,
          pendingReward: '1234500000000',
        },
        {
          ...base,
          key: `mainnet:l1:${subnet}`,
          kind: 'l1',
          id: subnet,
          l1Validators: [
            { validationId: 'v1', nodeId: node, remainingBalance: '2500000000', runsOutAt: now + 5 * 86_400 + 60 },
            {
              validationId: 'v2',
              nodeId: 'NodeID-2ka6yMxa6LnaL5pkF8DN5yh8EUKxkTLu3',
              remainingBalance: '9000000000',
              runsOutAt: now + 20 * 86_400 + 60,
            },
          ],
        },
      ],
      alerts: [],
      unread: 0,
      alertDays: { stakeEnding: 7, l1Balance: 14 },
    });
    renderAll();
    const validators = screen.getByRole('grid', { name: 'Watched validators' });
    const row = within(validators).getAllByRole('row')[1];
    expect(row.textContent).toContain('3 d 2 h');
    expect(row.textContent).toContain('97.25 %');
    expect(row.textContent).toContain('1,234.5 AVAX');
    expect(
      within(row)
        .getByRole('link', { name: new RegExp(`Backup node.*${node}`) })
        .getAttribute('href'),
    ).toBe(`#/validators/${node}`);

    const l1 = within(screen.getByRole('grid', { name: 'Watched L1s' })).getAllByRole('row')[1];
    expect(
      within(l1)
        .getByRole('link', { name: new RegExp(subnet) })
        .getAttribute('href'),
    ).toBe(`#/subnets/${subnet}`);
    expect(l1.textContent).toMatch(/2\s*2\.5 AVAX5 d 0 h/);
    const ofL1 = within(screen.getByRole('grid', { name: 'Validators of watched L1s' })).getAllByRole('row');
    expect(ofL1[1].textContent).toContain('2.5 AVAX');
    expect(ofL1[2].textContent).toContain('20 d 0 h');
    expect(
      within(ofL1[2])
        .getByRole('link', { name: /NodeID-2ka6/ })
        .getAttribute('href'),
    ).toBe('#/validators/NodeID-2ka6yMxa6LnaL5pkF8DN5yh8EUKxkTLu3');
  });
});
