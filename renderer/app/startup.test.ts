import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../shared/bridge/channels';
import { apiQueryOptions } from '../api/apiQueryOptions';
import { infiniteListQuery } from '../api/useApiInfiniteQuery';
import { setBridgeForTests } from '../bridge';
import { faultBridge } from '../../test/support/faults/faultBridge';
import { firstViewReady, startFirstRequests } from './startup';

const SETTINGS: Settings = { theme: 'system', network: 'mainnet', currency: 'usd', evmChainId: '779672', exportFolder: '' };

/** A bridge whose settings answer when the test says, recording each API request as `endpoint chainId`. */
function setup() {
  const asked: string[] = [];
  let answerSettings!: (s: Settings) => void;
  const settings = new Promise<Settings>((resolve) => (answerSettings = resolve));
  const bridge = faultBridge((id, params) => {
    asked.push(`${id} ${params.chainId ?? params.network}`);
    if (id === 'listChains') return { chains: [{ chainId: '779672', chainName: 'Dexalot' }] };
    return id === 'listLatestBlocks' ? { blocks: [{ blockNumber: '1' }] } : { transactions: [] };
  });
  bridge.settings.get = () => settings;
  setBridgeForTests(bridge);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const storage = new Map<string, string>();
  const fakeStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
  } as Storage;
  return { asked, answerSettings, queryClient, storage, fakeStorage };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => setBridgeForTests(undefined));

describe('startFirstRequests', () => {
  it("asks for the home lists and the chains before the settings answer, then for the chain the settings choose, into the views' query keys", async () => {
    const { asked, answerSettings, queryClient, storage, fakeStorage } = setup();
    startFirstRequests(queryClient, '', fakeStorage);
    await settle();
    // A first launch guesses mainnet and its C-Chain, without waiting for the settings; the first rows' list leaves first.
    expect(asked).toEqual(['listLatestBlocks 43114', 'listLatestTransactions 43114', 'listChains mainnet']);
    answerSettings(SETTINGS);
    await settle();
    await settle();
    expect(asked.slice(3)).toEqual(['listLatestBlocks 779672', 'listLatestTransactions 779672']);
    expect(storage.get('ridgeline.lastEvmChainId')).toBe('779672');
    expect(storage.get('ridgeline.lastNetwork')).toBe('mainnet');
    expect(queryClient.getQueryData(infiniteListQuery('listLatestBlocks', { chainId: '779672' }).queryKey)).toMatchObject({
      pages: [{ blocks: [{ blockNumber: '1' }] }],
    });
  });

  it("asks once when the last launch's chain is still the chosen one, and only for the settings away from home", async () => {
    const home = setup();
    home.storage.set('ridgeline.lastEvmChainId', '779672');
    startFirstRequests(home.queryClient, '#/', home.fakeStorage);
    home.answerSettings(SETTINGS);
    await settle();
    await settle();
    expect(home.asked).toEqual(['listLatestBlocks 779672', 'listLatestTransactions 779672', 'listChains mainnet']);

    const elsewhere = setup();
    startFirstRequests(elsewhere.queryClient, '#/tps', elsewhere.fakeStorage);
    elsewhere.answerSettings(SETTINGS);
    await settle();
    expect(elsewhere.asked).toEqual(['listChains mainnet']);
    expect(elsewhere.storage.get('ridgeline.lastEvmChainId')).toBe('779672');
  });

  it("asks for the settings' network's chains into the key useChain reads, on any page", async () => {
    const { asked, answerSettings, queryClient, storage, fakeStorage } = setup();
    startFirstRequests(queryClient, '#/tps', fakeStorage);
    answerSettings({ ...SETTINGS, network: 'fuji' });
    await settle();
    await settle();
    // The guess (mainnet on a first launch) was wrong: the settings' network is asked for, and guessed next time.
    expect(asked).toEqual(['listChains mainnet', 'listChains fuji']);
    expect(storage.get('ridgeline.lastNetwork')).toBe('fuji');
    expect(queryClient.getQueryData(apiQueryOptions('listChains', { network: 'fuji' }).queryKey)).toMatchObject({
      chains: [{ chainId: '779672' }],
    });
  });

  it("resolves once the settings, the settings' chains and the home page's blocks of the settings' chain are in", async () => {
    const { queryClient, storage, fakeStorage } = setup();
    // The settings' chains and blocks answer when the test says; the rest at once.
    const held = new Map<string, () => void>();
    const bridge = faultBridge((id, params) => {
      const key = `${id} ${params.chainId ?? params.network}`;
      if (key !== 'listChains mainnet' && key !== 'listLatestBlocks 779672') return { chains: [], blocks: [], transactions: [] };
      return new Promise((resolve) => held.set(key, () => resolve({ chains: [], blocks: [] })));
    });
    bridge.settings.get = () => Promise.resolve(SETTINGS);
    setBridgeForTests(bridge);
    storage.set('ridgeline.lastNetwork', 'fuji');
    let resolved = false;
    const answers = startFirstRequests(queryClient, '', fakeStorage).then(() => (resolved = true));
    // The guesses (fuji, the C-Chain) were wrong: only the answers for the settings' own count.
    for (const key of ['listChains mainnet', 'listLatestBlocks 779672']) {
      await settle();
      expect(resolved).toBe(false);
      held.get(key)!();
    }
    await answers;
    expect(resolved).toBe(true);
  });

  it('resolves when the settings fail too, so the first render is never held by an error', async () => {
    const { queryClient, fakeStorage } = setup();
    const bridge = faultBridge(() => ({ blocks: [] }));
    bridge.settings.get = () => Promise.reject(new Error('no settings'));
    setBridgeForTests(bridge);
    await expect(startFirstRequests(queryClient, '', fakeStorage)).resolves.toBeUndefined();
  });
});

describe('firstViewReady', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the answers, or after the wait when they are late', async () => {
    vi.useFakeTimers();
    let answer!: () => void;
    let ready = false;
    void firstViewReady(new Promise<void>((r) => (answer = r)), 150).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(149);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);

    let early = false;
    void firstViewReady(Promise.resolve(), 150).then(() => (early = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(early).toBe(true);
    answer();
  });
});
