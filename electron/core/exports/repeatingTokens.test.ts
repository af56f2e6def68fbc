import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdingRequests, readAllPages } from '../../../shared/portfolio/holdingRequests';
import { periodOfYear } from '../../../shared/tax/taxPeriod';
import { makeTempDir, removeDir } from '../../../test/support/rigs/tempDir';
import { evmHistoryMovementsOf } from './evmHistoryWalk';
import type { ApiRequester } from './operationRunner';
import { writeTaxReport } from './taxReport';

/**
 * A data origin whose nextPageToken never changes (issue 37): every walk over pages stops with an
 * error naming nextPageToken instead of asking for ever. Each page has its endpoint's shape (an
 * empty list of its items) with the same token; the origin refuses to answer past 50 pages, which
 * only an endless walk reaches.
 */
const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const P_ADDRESS = 'P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5';

function stuckOrigin() {
  let asked = 0;
  const answer = (id: string): unknown => {
    if (++asked > 50) throw new Error(`endless walk: ${asked} requests`);
    if (id === 'getNativeBalance')
      return { nativeTokenBalance: { name: 'Avalanche', symbol: 'AVAX', decimals: 18, chainId: '43114', balance: '0' } };
    const items = { listTransactions: 'transactions', listErc20Balances: 'erc20TokenBalances', listHistoricalRewards: 'historicalRewards' }[
      id
    ];
    return { [items ?? 'items']: [], nextPageToken: 'the-same-token' };
  };
  const api: ApiRequester = { request: (async (id: string) => answer(id)) as never };
  return { api, asked: () => asked };
}

const REPEATS = /nextPageToken after page 2 repeats an earlier one/;

let dir: string;
beforeEach(() => (dir = makeTempDir('stuck-pages')));
afterEach(() => removeDir(dir));

describe('a page token that never changes', () => {
  it('stops the EVM history walk of the tax report', async () => {
    const { api, asked } = stuckOrigin();
    await expect(
      evmHistoryMovementsOf(api, '43114', [ADDRESS], { symbol: 'AVAX', decimals: 18 }, { fromSec: 0, toSec: 2_000_000_000 }),
    ).rejects.toThrow(REPEATS);
    // The latest block (where the period's end is looked up; this origin has none) and two history pages.
    expect(asked()).toBe(3);
  });

  it("stops the tax report's reward prices", async () => {
    const { api } = stuckOrigin();
    const file = join(dir, 'export.csv');
    writeFileSync(file, 'chain,timestamp,txHash,txType,assetId,symbol,received,sent,fee,feeSymbol\r\n');
    await expect(
      writeTaxReport({
        api,
        request: {
          type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK',
          addresses: [P_ADDRESS],
          includeChains: ['p-chain'],
          tax: { format: 'koinly', currency: 'usd', timeZone: 'UTC', year: 2025 },
        },
        period: periodOfYear(2025, 'UTC'),
        file,
      }),
    ).rejects.toThrow(REPEATS);
  });

  it("stops a portfolio's holdings walk", async () => {
    const { api } = stuckOrigin();
    const [erc20] = holdingRequests(
      { id: 'p', name: 'p', createdAt: 0, members: [{ kind: 'evm', address: ADDRESS, chainIds: ['43114'] }] },
      'mainnet',
      'usd',
    ).filter((r) => r.endpointId === 'listErc20Balances');
    await expect(readAllPages(erc20, (params) => api.request('listErc20Balances', params as never), undefined)).rejects.toThrow(REPEATS);
  });
});
