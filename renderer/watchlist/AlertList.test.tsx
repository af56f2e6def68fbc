import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { WATCH_ALERTS_MAX, type WatchAlert, type WatchItem } from '../../shared/bridge/watchlistChannels';
import { AlertList } from './AlertList';
import { ALERTS_SHOWN } from './alertsShown';

const ADDRESS = '0x0aeEB87D2893574F7a60ba39E47bea7f55713FA1';
const ITEM: WatchItem = { key: `evmAddress:43114:${ADDRESS}`, kind: 'evmAddress', id: ADDRESS, chainId: '43114', addedAt: 1 };

/** `n` alerts of one busy watched address, newest first, each with its transaction (as a live day raises them). */
const alerts = (n: number): WatchAlert[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `a${n - i}`,
    itemKey: ITEM.key,
    at: 1_700_000_000_000 - i * 1000,
    title: `Sent ${n - i} AVAX`,
    body: 'Outgoing transaction',
    txHash: `0x${(n - i).toString(16).padStart(64, '0')}`,
    read: false,
  }));

const elements = (n: number) => {
  const { container, unmount } = render(<AlertList alerts={alerts(n)} items={[ITEM]} unread={n} />);
  const count = container.getElementsByTagName('*').length;
  unmount();
  return count;
};

afterEach(() => cleanup());

describe('the alert list over a long day', () => {
  it('draws as many elements with every alert the store keeps as with a page of them: a page left open does not grow', () => {
    const page = elements(ALERTS_SHOWN);
    // The page's button to show older alerts is the one element more.
    expect(elements(ALERTS_SHOWN + 1)).toBe(page + 1);
    expect(elements(WATCH_ALERTS_MAX)).toBe(page + 1);
  });

  it('shows the newest first and older ones a page at a time when asked', async () => {
    const user = userEvent.setup();
    render(<AlertList alerts={alerts(25)} items={[ITEM]} unread={25} />);
    const list = () => screen.getAllByRole('listitem').map((li) => li.querySelector('.alert-title')?.textContent);
    expect(list()).toHaveLength(ALERTS_SHOWN);
    expect(list()[0]).toBe('Sent 25 AVAX');
    await user.click(screen.getByRole('button', { name: `Show older alerts (${25 - ALERTS_SHOWN} more)` }));
    expect(list()).toHaveLength(2 * ALERTS_SHOWN);
    expect(document.activeElement?.querySelector('.alert-title')?.textContent).toBe(`Sent ${25 - ALERTS_SHOWN} AVAX`);
    await user.click(screen.getByRole('button', { name: 'Show older alerts (5 more)' }));
    expect(list()).toHaveLength(25);
    // The button is gone with nothing older left: the focus is on the first alert it brought in, not lost.
    expect(document.activeElement?.querySelector('.alert-title')?.textContent).toBe('Sent 5 AVAX');
    expect(list().at(-1)).toBe('Sent 1 AVAX');
    expect(screen.queryByRole('button', { name: /Show older alerts/ })).toBeNull();
  });
});
