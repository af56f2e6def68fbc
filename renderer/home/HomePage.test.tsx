import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { startFirstRequests } from '../app/startup';
import { serviceBridgeForFile } from '../../test/support/bridges/serviceBridgeForFile';
import { HomePage } from './HomePage';

/** The home page against the local service, through the main process's bridge. */
const rig = serviceBridgeForFile();
// Each panel's first rows, on a machine as loaded as CI's: its requests, the deferred panels' transition and their first commit.
const DRAWN = { timeout: 45_000 };
afterEach(cleanup);

it(
  'shows every panel: the latest blocks, the latest transactions (deferred) and a TPS sparkline per chain (deferred)',
  { timeout: 180_000 },
  async () => {
    const [blocks, txs, chains] = await Promise.all([
      rig.core.bridge.request('listLatestBlocks', { chainId: '43114', pageSize: 1 }),
      rig.core.bridge.request('listLatestTransactions', { chainId: '43114', pageSize: 1 }),
      rig.core.bridge.request('listChains', { network: 'mainnet' }),
    ]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <HomePage />
      </QueryClientProvider>,
    );
    // That the deferred panels stay out of the first commit is Deferred.test.tsx's: render() flushes the transition.
    const blockGrid = await screen.findByRole('grid', { name: 'Latest blocks' }, DRAWN);
    const newest = blocks.blocks![0].blockNumber!;
    expect((await within(blockGrid).findByRole('link', { name: newest }, DRAWN)).getAttribute('href')).toBe(`#/blocks/${newest}`);
    const txGrid = await screen.findByRole('grid', { name: 'Latest transactions' }, DRAWN);
    const txHash = txs.transactions![0].txHash!;
    expect((await within(txGrid).findByRole('link', { name: new RegExp(txHash.slice(0, 6)) }, DRAWN)).getAttribute('href')).toBe(
      `#/tx/${txHash}`,
    );
    const sparklines = await screen.findByRole('list', { name: 'TPS per chain' }, DRAWN);
    const evmChains = chains.chains!.filter((c) => c.vmName === 'EVM');
    expect(within(sparklines).getAllByRole('link')).toHaveLength(evmChains.length);
  },
);

/** Rendered after the page: its layout effect runs once the page's first commit is in the DOM, and notes whether a row of latest blocks is. */
function FirstCommitProbe({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelector('[role="grid"][aria-label="Latest blocks"] [role="row"][aria-rowindex="2"]') !== null);
  }, [seen]);
  return null;
}

it("draws the latest blocks' rows in its first commit once the first requests have answered (main.tsx renders then)", async () => {
  const storage = new Map<string, string>();
  const fakeStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
  } as Storage;
  const renderFirstCommit = (queryClient = createQueryClient()) => {
    const seen: boolean[] = [];
    render(
      <QueryClientProvider client={queryClient}>
        <HomePage />
        <FirstCommitProbe seen={seen} />
      </QueryClientProvider>,
    );
    cleanup();
    return seen[0];
  };
  // Rendered before any answer, the first commit is the loading state: the probe tells the two apart.
  expect(renderFirstCommit()).toBe(false);
  const queryClient = createQueryClient();
  await startFirstRequests(queryClient, '#/', fakeStorage);
  expect(renderFirstCommit(queryClient)).toBe(true);
});
