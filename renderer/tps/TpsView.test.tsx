import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BridgeApiError } from '../../shared/bridge/errors';
import type { TpsPoint } from './data/downsample';
import type { FetchTpsPage } from './data/historyPager';
import { TpsView } from './TpsView';

const HOUR = 3600;
const NOW_HOUR = Math.floor(Date.now() / 1000 / HOUR) * HOUR;

/** A metrics service in memory: `hours` hourly points up to now, pages of 168, newest first. */
function fakeService(hours: number) {
  const points: TpsPoint[] = Array.from({ length: hours }, (_, i) => ({
    timestamp: NOW_HOUR - (hours - 1 - i) * HOUR,
    value: 1 + (i % 5),
  }));
  const tokens = new Map<string, number>();
  let calls = 0;
  const fetchPage: FetchTpsPage = async (cursor) => {
    calls++;
    const before = cursor === undefined ? Infinity : tokens.get(cursor.value)!;
    const older = points.filter((p) => p.timestamp < before).reverse();
    const page = older.slice(0, 168);
    let nextPageToken: string | undefined;
    if (older.length > 168) tokens.set((nextPageToken = `t${tokens.size}`), page[page.length - 1].timestamp);
    return {
      points: page,
      next: nextPageToken ? { param: 'pageToken', value: nextPageToken } : undefined,
      lastRun: points[points.length - 1].timestamp,
    };
  };
  return {
    fetchPage,
    get calls() {
      return calls;
    },
    addHour: (value: number) => points.push({ timestamp: points[points.length - 1].timestamp + HOUR, value }),
  };
}

const loadedHours = () => Number(/(\d+) hours/.exec(document.querySelector('.tps-loaded-hours')?.textContent ?? '')?.[1]);

afterEach(() => {
  cleanup();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('TpsView', { timeout: 15_000 }, () => {
  it('draws the first page, shows its figures, and "Load older" extends the range', async () => {
    const svc = fakeService(400);
    render(<TpsView chains={[{ id: '43114', name: 'C-Chain' }]} sourceFor={() => svc.fetchPage} />);
    await waitFor(() => expect(loadedHours()).toBe(168));
    const row = screen.getByRole('row', { name: /C-Chain/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.00', expect.any(String), '5.00', expect.any(String), '168']);
    expect(document.querySelector('.tps-chart path.tps-line')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(() => expect(loadedHours()).toBe(336));
    await userEvent.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(() => expect(loadedHours()).toBe(400));
    expect((screen.getByRole('button', { name: 'All history loaded' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('live mode appends the new hour at the chosen interval, and polls nothing while hidden', async () => {
    const svc = fakeService(50);
    render(<TpsView chains={[{ id: '43114', name: 'C-Chain' }]} sourceFor={() => svc.fetchPage} />);
    await waitFor(() => expect(loadedHours()).toBe(50));
    const interval = screen.getByRole('spinbutton', { name: 'Interval (seconds)' });
    await userEvent.clear(interval);
    await userEvent.type(interval, '1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Live' }));
    svc.addHour(42);
    await waitFor(() => expect(loadedHours()).toBe(51), { timeout: 3000 });
    expect(within(screen.getByRole('row', { name: /C-Chain/ })).getAllByRole('cell')[3].textContent).toBe('42.00');

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const calls = svc.calls;
    await act(() => new Promise((r) => setTimeout(r, 2300)));
    expect(svc.calls).toBe(calls);
  }, 15_000);

  it('names a bad interval', async () => {
    render(<TpsView chains={[{ id: '43114', name: 'C-Chain' }]} sourceFor={() => fakeService(5).fetchPage} />);
    const interval = screen.getByRole('spinbutton', { name: 'Interval (seconds)' });
    await userEvent.clear(interval);
    await userEvent.type(interval, '0');
    expect(screen.getByRole('alert').textContent).toMatch(/Interval must be a whole number of seconds/);
  });

  it('compares two chains, and the legend hides one', async () => {
    const a = fakeService(30);
    const b = fakeService(30);
    render(
      <TpsView
        chains={[
          { id: '1', name: 'Alpha' },
          { id: '2', name: 'Beta' },
        ]}
        sourceFor={(id) => (id === '1' ? a.fetchPage : b.fetchPage)}
      />,
    );
    await waitFor(() => expect(document.querySelectorAll('.tps-chart path.tps-line')).toHaveLength(2));
    const beta = screen.getByRole('button', { name: 'Beta' });
    expect(beta.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(beta);
    expect(beta.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(document.querySelectorAll('.tps-chart path.tps-line')).toHaveLength(1));
  });

  it("says so for a chain without metrics and shows a metrics error's messages", async () => {
    const notFound: FetchTpsPage = async () => {
      throw new BridgeApiError({ status: 404, error: 'Not Found', message: ['No metrics for chain 99: not tracked'] });
    };
    const broken: FetchTpsPage = async () => {
      throw new BridgeApiError({ status: 500, error: 'Internal Server Error', message: ['first problem', 'second problem'] });
    };
    render(
      <TpsView
        chains={[
          { id: '99', name: 'Ghost' },
          { id: '7', name: 'Broken' },
        ]}
        sourceFor={(id) => (id === '99' ? notFound : broken)}
      />,
    );
    expect((await screen.findByText(/No metrics for Ghost/)).textContent).toBe(
      'No metrics for Ghost: the metrics service has no TPS series for this chain (No metrics for chain 99: not tracked).',
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/500 Internal Server Error/);
    expect(alert.textContent).toMatch(/first problem; second problem/);
  });

  it('labels the resolution from the timestamps: daily points count in days, never "hours"', async () => {
    const DAY = 24 * HOUR;
    // The older metrics deployment's form: one point a day, newest first.
    const days: TpsPoint[] = Array.from({ length: 25 }, (_, i) => ({ timestamp: NOW_HOUR - (NOW_HOUR % DAY) - i * DAY, value: 2 + i }));
    render(<TpsView chains={[{ id: '43114', name: 'C-Chain' }]} sourceFor={() => async () => ({ points: days })} />);
    await waitFor(() => expect(document.querySelector('.tps-loaded-hours')?.textContent).toBe('25 days'));
    expect(document.querySelector('.tps-resolution')?.textContent).toBe('daily points');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Days');
    expect(screen.queryByRole('columnheader', { name: 'Hours' })).toBeNull();
  });
});
