import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../../electron/core/stores/settingsStore';
import type { EndpointId } from '../../../shared/api';
import { endpoints } from '../../../shared/api/endpoints';
import { readLeniently } from '../../../shared/api/wire/unreadable';
import type { ApiErrorInfo } from '../../../shared/bridge/errors';
import { createQueryClient } from '../../api/queryClient';
import { setBridgeForTests } from '../../bridge';
import { formatPrice } from '../../components/Price';
import { faultBridge } from '../../../test/support/faults/faultBridge';
import { PortfolioSummary } from './PortfolioSummary';

/** The portfolio summary's per-chain states, with answers and faults the local service does not give on demand. */

// The local network's published test key ("ewoq") in its mainnet form.
const ADDRESS = 'P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5';
const AVAX = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';
const avax = { assetId: AVAX, name: 'Avalanche', symbol: 'AVAX', denomination: 9, type: 'secp256k1' };
const pAnswer = {
  balances: {
    unlockedUnstaked: [{ ...avax, amount: '1500000000', utxoCount: 2 }],
    unlockedStaked: [],
    lockedPlatform: [],
    lockedStakeable: [],
    lockedStaked: [{ ...avax, amount: '2000000000000', utxoCount: 1 }],
    pendingStaked: [],
    atomicMemoryUnlocked: [],
    atomicMemoryLocked: [],
  },
  chainInfo: { chainName: 'p-chain', network: 'mainnet' },
};
const emptyC = { balances: { atomicMemoryUnlocked: [], atomicMemoryLocked: [] }, chainInfo: { chainName: 'c-chain', network: 'mainnet' } };
const unavailable = {
  fail: {
    status: 503,
    error: 'Service Unavailable',
    message: 'the C-Chain indexer is behind',
    endpointId: 'getPrimaryBalances',
  } as ApiErrorInfo,
};
const price = {
  nativeTokenBalance: {
    name: 'Avalanche',
    symbol: 'AVAX',
    decimals: 18,
    chainId: '43114',
    balance: '0',
    price: { currencyCode: 'eur', value: '20.5' },
    balanceValue: { currencyCode: 'eur', value: '0' },
  },
};

type Answer = (id: EndpointId, params: Record<string, unknown>) => unknown;
const asked: Array<Record<string, unknown>> = [];

function show(answer: Answer) {
  asked.length = 0;
  const bridge = faultBridge((id, params) => {
    if (id === 'getPrimaryBalances') asked.push(params);
    return answer(id, params);
  });
  // The price waits for the settings (it asks in the chosen currency): euros here.
  setBridgeForTests({ ...bridge, settings: { ...bridge.settings, get: async () => ({ ...defaultSettings(), currency: 'eur' }) } });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <PortfolioSummary address={ADDRESS} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  setBridgeForTests(undefined);
});

const region = (name: string) => screen.getByRole('region', { name });

describe('the portfolio summary', { timeout: 30_000 }, () => {
  it('shows each chain as it answers: one loaded, one still loading, one failed with a retry; the total counts only what came', async () => {
    let cFails = true;
    show((id, params) => {
      if (id === 'getNativeBalance') return price;
      if (params.blockchainId === 'p-chain') return pAnswer;
      if (params.blockchainId === 'x-chain') return new Promise(() => {});
      return cFails ? unavailable : emptyC;
    });
    // One request per chain, each with the address in that chain's form.
    const body = ADDRESS.slice(2);
    const p = region('P-Chain balances');
    const pTable = await within(p).findByRole('table', { name: 'P-Chain AVAX by category' });
    expect(asked.map((a) => [a.blockchainId, a.addresses])).toEqual([
      ['p-chain', `P-${body}`],
      ['x-chain', `X-${body}`],
      ['c-chain', `C-${body}`],
    ]);
    const row = (name: string) => within(pTable).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Unlocked, not staked').textContent).toContain('1.5 AVAX');
    expect(row('Locked, staked').textContent).toContain('2,000 AVAX');
    expect(row('Pending stake').textContent).toContain('0 AVAX');
    expect(row('Total').textContent).toContain('2,001.5 AVAX');
    // 2,001.5 AVAX at 20.5 EUR.
    await waitFor(() => expect(row('Value').textContent).toContain(formatPrice({ currencyCode: 'eur', value: '41030.75' })));

    const loading = within(region('X-Chain balances')).getByRole('status', { name: 'Loading X-Chain balances' });
    expect(loading.querySelectorAll('.skeleton')).toHaveLength(3);
    const cAlert = await within(region('C-Chain balances')).findByRole('alert', {}, { timeout: 15_000 });
    expect(cAlert.textContent).toContain('Could not load the C-Chain balances: 503');
    expect(cAlert.textContent).toContain('the C-Chain indexer is behind');

    const all = region('All chains');
    expect(within(all).getByText('Total').nextElementSibling!.textContent).toBe('2,001.5 AVAX');
    expect(within(all).getByText('Value').nextElementSibling!.textContent).toBe(formatPrice({ currencyCode: 'eur', value: '41030.75' }));
    expect(within(all).getByRole('status').textContent).toBe('Not counted yet: X-Chain (loading), C-Chain (failed).');

    cFails = false;
    await userEvent.click(within(cAlert).getByRole('button', { name: 'Retry' }));
    expect((await within(region('C-Chain balances')).findByText(/^Holds nothing/)).textContent).toBe('Holds nothing on the C-Chain.');
    expect(within(all).getByRole('status').textContent).toBe('Not counted yet: X-Chain (loading).');
  });

  it('says "price unavailable" when the price cannot be had, and still shows the amounts', async () => {
    show((id, params) => {
      if (id === 'getNativeBalance')
        return { fail: { status: 404, error: 'Not Found', message: 'no price', endpointId: 'getNativeBalance' } };
      return params.blockchainId === 'p-chain' ? pAnswer : emptyC;
    });
    const all = region('All chains');
    await within(region('P-Chain balances')).findByRole('table', { name: 'P-Chain AVAX by category' });
    expect((await within(all).findByText('Value')).nextElementSibling!.textContent).toBe('price unavailable');
    expect(within(region('P-Chain balances')).getByRole('row', { name: /^Value/ }).textContent).toContain('price unavailable');
    expect(within(all).queryByRole('status')).toBeNull();
    expect(within(all).getByText('Total').nextElementSibling!.textContent).toBe('2,001.5 AVAX');
  });

  // The real Data API's answers, shaped by its published OpenAPI (PChainBalance, ListXChainBalancesResponse,
  // CChainAtomicBalances with CChainSharedAssetBalance, NativeTokenBalance with Money prices as JSON numbers),
  // read through the same schemas and lenient reader as the main process's client.
  it("reads the real Data API's answers: its categories per chain and a price sent as a number", async () => {
    const real: Record<string, unknown> = {
      'p-chain': pAnswer,
      'x-chain': {
        balances: {
          locked: [],
          unlocked: [{ ...avax, amount: '48120000000', utxoCount: 4 }],
          atomicMemoryUnlocked: [],
          atomicMemoryLocked: [],
        },
        chainInfo: { chainName: 'x-chain', network: 'mainnet' },
      },
      'c-chain': {
        balances: {
          atomicMemoryUnlocked: [
            { ...avax, amount: '500000000', utxoCount: 1, sharedWithChainId: '11111111111111111111111111111111LpoYY', status: 'unlocked' },
          ],
          atomicMemoryLocked: [],
        },
        chainInfo: { chainName: 'c-chain', network: 'mainnet' },
      },
    };
    const nativeBalance = {
      nativeTokenBalance: {
        ...price.nativeTokenBalance,
        price: { currencyCode: 'eur', value: 20.5 },
        balanceValue: { currencyCode: 'eur', value: 0 },
      },
    };
    const read = (id: EndpointId, json: unknown) => {
      const r = readLeniently(endpoints[id].response!, structuredClone(json), undefined);
      if (!r.success) throw new Error(`${id}: ${r.error.message}`);
      return r.data;
    };
    show((id, params) => read(id, id === 'getNativeBalance' ? nativeBalance : real[params.blockchainId as string]));
    const x = await within(region('X-Chain balances')).findByRole('table', { name: 'X-Chain AVAX by category' });
    expect(within(x).getByRole('row', { name: /^Unlocked/ }).textContent).toContain('48.12 AVAX');
    const c = await within(region('C-Chain balances')).findByRole('table', { name: 'C-Chain AVAX by category' });
    expect(within(c).getByRole('row', { name: /^Atomic memory, unlocked/ }).textContent).toContain('0.5 AVAX');
    await within(region('P-Chain balances')).findByRole('table', { name: 'P-Chain AVAX by category' });
    const all = region('All chains');
    // 2,001.5 + 48.12 + 0.5 AVAX, worth 2,050.12 × 20.5 EUR.
    expect(within(all).getByText('Total').nextElementSibling!.textContent).toBe('2,050.12 AVAX');
    await waitFor(() =>
      expect(within(all).getByText('Value').nextElementSibling!.textContent).toBe(formatPrice({ currencyCode: 'eur', value: '42027.46' })),
    );
  });
});
