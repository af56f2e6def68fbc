import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../api/queryClient';
import { useInfiniteList } from '../../api/useInfiniteList';
import { setBridgeForTests } from '../../bridge';
import { faultBridge } from '../../../test/support/faults/faultBridge';
import { scrollTo } from '../../../test/support/dom/layout';
import { DataTable } from './DataTable';
import { tableTestEach, testBlockColumns as columns, testBlockRowId as rowId } from '../../../test/support/dom/tableTest';

function Blocks() {
  const list = useInfiniteList('listLatestBlocks', { chainId: '43114' }, { getRowId: rowId });
  return <DataTable tableId="t" label="Latest blocks" list={list} columns={columns} getRowId={rowId} emptyMessage="No blocks." />;
}

const page = (from: number, n: number, next?: string) => ({
  blocks: Array.from({ length: n }, (_, i) => ({
    blockNumber: String(from - i),
    blockHash: `0x${(from - i).toString(16).padStart(64, '0')}`,
  })),
  ...(next ? { nextPageToken: next } : {}),
});
const unavailable = {
  fail: { status: 503, error: 'Service Unavailable', message: 'node for chain 43114 is syncing', endpointId: 'listLatestBlocks' as const },
};

tableTestEach();

function renderBlocks() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Blocks />
    </QueryClientProvider>,
  );
}

describe('DataTable errors', () => {
  it('shows the API message and status of a failed first page, and Retry loads it', async () => {
    let fail = true;
    let calls = 0;
    setBridgeForTests(faultBridge(() => (calls++, fail ? unavailable : page(1000, 100))));
    renderBlocks();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('503 Service Unavailable');
    expect(alert.textContent).toContain('node for chain 43114 is syncing');
    const before = calls;
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const grid = await screen.findByRole('grid', { name: 'Latest blocks' });
    await within(grid).findByText('1000');
    expect(calls).toBe(before + 1);
  }, 30_000);

  it('keeps the loaded rows when a later page fails, with an error row and a retry for that page', async () => {
    let failNext = true;
    const tokens: (string | undefined)[] = [];
    setBridgeForTests(
      faultBridge((_id, params) => {
        const token = params.pageToken as string | undefined;
        tokens.push(token);
        if (!token) return page(1000, 100, 'p2');
        return failNext ? unavailable : page(900, 100);
      }),
    );
    renderBlocks();
    const grid = await screen.findByRole('grid', { name: 'Latest blocks' });
    await within(grid).findByText('1000');
    const scroller = grid.parentElement as HTMLElement;
    await act(async () => scrollTo(scroller, 100 * 36 - 560));
    const alert = await within(grid).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Could not load more: 503 Service Unavailable: node for chain 43114 is syncing');
    expect(within(grid).getAllByRole('row').length).toBeGreaterThan(2);
    failNext = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await within(grid).findByText(/End of list · 200 rows/, {}, { timeout: 10_000 });
    expect(tokens.filter((t) => t === 'p2').length).toBeGreaterThanOrEqual(2);
    expect(tokens.filter((t) => t === undefined)).toHaveLength(1);
  }, 30_000);

  it('says what is empty', async () => {
    setBridgeForTests(faultBridge(() => ({ blocks: [] })));
    renderBlocks();
    await screen.findByText('No blocks.');
  });
});
