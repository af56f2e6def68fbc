import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { serviceBridgeForFile } from '../../test/support/serviceBridgeForFile';
import { HomePage } from './HomePage';

/** The home page against the local service, through the main process's bridge. */
const rig = serviceBridgeForFile();
afterEach(cleanup);

it(
  'shows every panel: the latest blocks, the latest transactions (deferred) and a TPS sparkline per chain (deferred)',
  { timeout: 30_000 },
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
    const blockGrid = screen.getByRole('grid', { name: 'Latest blocks' });
    expect(await within(blockGrid).findByText(blocks.blocks![0].blockNumber!, undefined, { timeout: 10_000 })).toBeTruthy();
    const txGrid = await screen.findByRole('grid', { name: 'Latest transactions' });
    const txHash = txs.transactions![0].txHash!;
    expect(await within(txGrid).findByRole('link', { name: new RegExp(txHash.slice(0, 6)) }, { timeout: 10_000 })).toBeTruthy();
    const sparklines = await screen.findByRole('list', { name: 'TPS per chain' }, { timeout: 10_000 });
    const evmChains = chains.chains!.filter((c) => c.vmName === 'EVM');
    expect(within(sparklines).getAllByRole('link')).toHaveLength(evmChains.length);
  },
);
