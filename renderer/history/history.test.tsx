import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceBridgeForFile } from '../../test/support/bridges/serviceBridgeForFile';
import { useAddressBook } from '../addressBook/addressBookState';
import { createQueryClient } from '../api/queryClient';
import { useOffline } from '../archive/offlineState';
import { Omnibox } from '../search/Omnibox';
import { HistoryPage } from './HistoryPage';
import { HistoryRecorder } from './HistoryRecorder';
import { useHistory } from './historyState';
import { visitOf } from './visitOf';

/** History through the main process's core (its history.json), with the recorder following the hash as the shell does. */
const rig = serviceBridgeForFile();
const TX = `0x${'ab'.repeat(32)}`;
const ADDRESS = '0x00000000000000000000000000000000000000aa';

beforeAll(async () => {
  await useAddressBook.getState().load();
  await useAddressBook.getState().set(ADDRESS, 'Treasury');
});
beforeEach(async () => {
  await useHistory.getState().setPaused(false);
  await useHistory.getState().clear();
});
afterEach(() => {
  cleanup();
  useOffline.setState({ asOf: null });
});

const open = async (path: string) => {
  await act(async () => {
    window.location.hash = path;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
};
const renderAll = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <HistoryRecorder />
      <Omnibox />
      <HistoryPage />
    </QueryClientProvider>,
  );

describe('history', () => {
  it('knows the item pages it records, and not lists or searches', () => {
    const at = (raw: string) => visitOf({ path: raw.split('?')[0], query: new URLSearchParams(raw.split('?')[1] ?? '') });
    expect(at(`/tx/${TX}`)).toEqual({ path: `/tx/${TX}`, kind: 'Transaction', id: TX });
    expect(at('/blocks/12?chain=99')).toEqual({ path: '/blocks/12?chain=99', kind: 'Block', id: '12' });
    expect(at('/primary/tx/p-chain/abc')).toMatchObject({ kind: 'Primary Network transaction', id: 'abc' });
    expect(at('/blocks')).toBeUndefined();
    expect(at('/search/hash/0x12')).toBeUndefined();
  });

  it('lists what was opened, searches it by id, kind or name, pauses and clears', async () => {
    const user = userEvent.setup();
    renderAll();
    await open(`/tx/${TX}`);
    await open('/blocks/77');
    await open('/blocks');
    await open(`/address/${ADDRESS}`);
    await waitFor(() => expect(useHistory.getState().entries.map((e) => e.kind)).toEqual(['Address', 'Block', 'Transaction']), {
      timeout: 10_000,
    });
    const grid = await screen.findByRole('grid', { name: 'Opened pages' });
    const kinds = () => ['Address', 'Block', 'Transaction'].filter((k) => within(grid).queryByText(k, { exact: true }));
    await waitFor(() => expect(kinds()).toEqual(['Address', 'Block', 'Transaction']));

    const search = screen.getByRole('searchbox', { name: 'Search history' });
    await user.type(search, 'block');
    await waitFor(() => expect(kinds()).toEqual(['Block']));
    await user.clear(search);
    // By the address book's name of its id.
    await user.type(search, 'treas');
    await waitFor(() => expect(kinds()).toEqual(['Address']));
    await user.clear(search);

    await user.click(screen.getByRole('button', { name: 'Pause history' }));
    await screen.findByText('History is paused: pages opened now are not recorded.');
    await open('/blocks/78');
    expect((await rig.core.bridge.history.list()).entries.map((e) => e.id)).toEqual([ADDRESS, '77', TX]);
    await user.click(screen.getByRole('button', { name: 'Resume history' }));
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    await screen.findByText('Nothing opened yet: the transactions, blocks and addresses you open appear here.');
    expect((await rig.core.bridge.history.list()).entries).toEqual([]);
  }, 60_000);

  it('offline, the omnibox also offers the pages opened before that match, by id or name', async () => {
    const user = userEvent.setup();
    renderAll();
    await open('/blocks/4242');
    await open(`/address/${ADDRESS}`);
    await open('/');
    await waitFor(() => expect(useHistory.getState().entries).toHaveLength(2), { timeout: 10_000 });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, '4242');
    // Online, a block number goes to its block as always: no history list.
    expect(screen.queryByRole('listbox', { name: 'Opened before (offline)' })).toBeNull();
    await user.clear(box);

    act(() => useOffline.getState().apply({ offline: true, asOf: Date.now() }));
    await user.type(box, 'Treas');
    const labels = screen.getByRole('listbox', { name: 'Address book matches' });
    expect(within(labels).getByRole('option', { name: /Treasury/ }).textContent).toBe(
      `TreasuryEVM address${ADDRESS.slice(0, 8)}…${ADDRESS.slice(-6).toUpperCase()}`,
    );
    const visits = screen.getByRole('listbox', { name: 'Opened before (offline)' });
    expect(within(visits).getByRole('option', { name: /Treasury.*Address, opened before/ }).textContent).toContain('Treasury');
    await user.clear(box);
    await user.type(box, '424');
    const option = within(screen.getByRole('listbox', { name: 'Opened before (offline)' })).getByRole('option', {
      name: /Block, opened before/,
    });
    await user.keyboard('{ArrowDown}');
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(window.location.hash).toBe('#/blocks/4242');
  }, 60_000);
});
