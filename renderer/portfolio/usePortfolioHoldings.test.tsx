import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Portfolio } from '../../shared/bridge/portfolioChannels';
import { serviceBridgeForFile } from '../../test/support/bridges/serviceBridgeForFile';
import { createQueryClient } from '../api/queryClient';
import { setBridgeForTests } from '../bridge';
import { usePortfolioHoldings } from './usePortfolioHoldings';

/**
 * The portfolio page's holdings over the local service, with ERC-20 balances asked two a page (the real API pages the
 * same way past its 100): the page reads every page, and each page's repeated native balance counts once.
 */
const rig = serviceBridgeForFile();
const tokenPages: unknown[] = [];
beforeAll(() => {
  const { bridge } = rig.core;
  setBridgeForTests({
    ...bridge,
    request: (id, params, opts) => {
      if (id !== 'listErc20Balances') return bridge.request(id, params, opts);
      tokenPages.push(params);
      return bridge.request(id, { ...(params as object), pageSize: 2 } as never, opts) as never;
    },
  });
});

describe('the portfolio page holdings', () => {
  it('count every ERC-20 token of an address holding more than a page of them, and its native balance once', async () => {
    const { bridge } = rig.core;
    // A sender of the latest transactions who holds more than one page of two tokens.
    const latest = await bridge.request('listLatestTransactions', { chainId: '43114', pageSize: 100 });
    let address = '';
    let tokens: string[] = [];
    for (const tx of latest.transactions ?? []) {
      address = tx.from?.address ?? '';
      const all = await bridge.request('listErc20Balances', { chainId: '43114', address, currency: 'usd', pageSize: 100 });
      tokens = (all.erc20TokenBalances ?? []).map((t) => (t.address ?? '').toLowerCase());
      if (tokens.length > 2) break;
    }
    expect(tokens.length).toBeGreaterThan(2);
    const portfolio: Portfolio = { id: 'p1', name: 'Paged', createdAt: 0, members: [{ kind: 'evm', address, chainIds: ['43114'] }] };

    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => usePortfolioHoldings(portfolio), { wrapper });
    await waitFor(() => expect(result.current.parts.every((p) => !p.isPending && !p.isError)).toBe(true), { timeout: 15_000 });

    const held = result.current.holdings;
    expect(
      held
        .filter((h) => !h.assetKey.startsWith('native:'))
        .map((h) => h.assetKey.toLowerCase())
        .sort(),
    ).toEqual(tokens.sort());
    expect(held.filter((h) => h.assetKey === 'native:43114')).toHaveLength(1);
    expect(tokenPages).toHaveLength(Math.ceil(tokens.length / 2));
  }, 30_000);
});
