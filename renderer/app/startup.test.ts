import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../shared/bridge/channels';
import { apiQueryOptions } from '../api/apiQueryOptions';
import { infiniteListQuery } from '../api/useApiInfiniteQuery';
import { setBridgeForTests } from '../bridge';
import { faultBridge } from '../../test/support/faultBridge';
import { startFirstRequests } from './startup';

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
  it("asks for the home lists before the settings answer, then for the chain the settings choose, into the views' query keys", async () => {
    const { asked, answerSettings, queryClient, storage, fakeStorage } = setup();
    startFirstRequests(queryClient, '', fakeStorage);
    await settle();
    // A first launch guesses the mainnet C-Chain, without waiting for the settings.
    expect(asked).toEqual(['listLatestBlocks 43114', 'listLatestTransactions 43114']);
    answerSettings(SETTINGS);
    await settle();
    await settle();
    expect(asked.slice(2)).toEqual(['listChains mainnet', 'listLatestBlocks 779672', 'listLatestTransactions 779672']);
    expect(storage.get('ridgeline.lastEvmChainId')).toBe('779672');
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
    const { asked, answerSettings, queryClient, fakeStorage } = setup();
    startFirstRequests(queryClient, '#/tps', fakeStorage);
    answerSettings({ ...SETTINGS, network: 'fuji' });
    await settle();
    await settle();
    expect(asked).toEqual(['listChains fuji']);
    expect(queryClient.getQueryData(apiQueryOptions('listChains', { network: 'fuji' }).queryKey)).toMatchObject({
      chains: [{ chainId: '779672' }],
    });
  });
});
