import { expect, test } from './fixtures';
import { goTo, screenshot } from './primary-support';
import {
  avgTps,
  avgTpsOlder,
  blocks,
  chains,
  EVM_ADDRESS,
  KEY,
  nativeBalance,
  TEXT_GENESIS_CHAIN,
  textGenesisChain,
  transactions,
  X_ADDRESS,
  xChainBalances,
} from '../test/realApi/samples';
import { REAL_ANSWERS } from '../test/realApi/shapes';
import { NFT_CONTRACT, P_ADDRESS } from '../test/realApi/shapes/common';
import { realApiRoutes } from '../test/realApi/shapes/routes';
import { startStub, type StubRoutes } from '../test/realApi/stubServer';

const ok = (body: unknown) => () => ({ status: 200, body });
const nftTokens = REAL_ANSWERS.listNftTokens as { tokens: Array<Record<string, unknown>>; nextPageToken: string };
/** Fees paid by the day in wei, as the Metrics API's second version sends them (numbers): 1,234.5 and 980.25 AVAX. */
const feesPaid = {
  results: [
    { timestamp: 1_763_856_000, value: 1.2345e21 },
    { timestamp: 1_763_769_600, value: 9.8025e20 },
  ],
};

/**
 * The app against the real APIs' answers: two stub origins on 127.0.0.1 play the real Data API
 * and Metrics API (shapes in realApi/samples.ts), a profile made from the "Public Data API"
 * template points at them, and every view reads its data. The data stub reads the key only from
 * x-glacier-api-key, and answers the first page of blocks with a 429 and Retry-After.
 */
test('the Public Data API preset against real-shaped answers: every view renders, the key goes as x-glacier-api-key to the data origin only, a 429 is waited out', async ({
  app,
}, testInfo) => {
  testInfo.setTimeout(90_000);
  const dataRoutes: StubRoutes = [
    [/^\/v1\/chains$/, ok(chains)],
    [
      /^\/v1\/chains\/43114\/blocks$/,
      (hit) =>
        hit === 1
          ? {
              status: 429,
              body: { message: 'Rate limit exceeded', error: 'Too Many Requests', statusCode: 429 },
              headers: {
                'retry-after': '1',
                'ratelimit-limit': '8000',
                'ratelimit-remaining': '0',
                'ratelimit-reset': '1',
                'ratelimit-policy': '8000;w=60',
              },
            }
          : { status: 200, body: blocks },
    ],
    [/^\/v1\/chains\/43114\/transactions$/, ok(transactions)],
    [/^\/v1\/chains\/43114\/addresses\/0x[0-9a-fA-F]{40}\/balances:getNative$/, ok(nativeBalance)],
    [new RegExp(`^/v1/networks/mainnet/blockchains/${TEXT_GENESIS_CHAIN}$`), ok(textGenesisChain)],
    [/^\/v1\/networks\/mainnet\/blockchains\/x-chain\/balances$/, ok(xChainBalances)],
    [/^\/v1\/networks\/mainnet\/addresses:listChainIds$/, ok({ addresses: [] })],
    // Every other row: its real-shaped answer (realApi/shapes). Rewards end after one page; the
    // collection's second page (by the first's token) holds token 99 and is its last.
    ...realApiRoutes('data', {
      listHistoricalRewards: {
        historicalRewards: (REAL_ANSWERS.listHistoricalRewards as { historicalRewards: unknown[] }).historicalRewards,
      },
      listNftTokens: (query: URLSearchParams) =>
        query.get('pageToken') === nftTokens.nextPageToken
          ? { tokens: [{ ...nftTokens.tokens[0], tokenId: '99', metadata: { indexStatus: 'indexed', name: 'Ridge Ape #99' } }] }
          : nftTokens,
    }),
  ];
  const data = await startStub(dataRoutes);
  const metrics = await startStub([
    [
      /^\/v1\/avg_tps\/43114$/,
      (_hit, query) => ({ status: 200, body: query.get('startKey') === avgTps.nextPageStartKey ? avgTpsOlder : avgTps }),
    ],
    [/^\/v2\/chains\/43114\/metrics\/feesPaid$/, ok(feesPaid)],
  ]);
  const { page } = app;
  try {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Add Public Data API' }).click();
    const form = page.getByRole('form', { name: 'New profile' });
    await expect(form.getByLabel('Data API URL')).toHaveValue('https://data-api.avax.network');
    await expect(form.getByLabel('Metrics API URL')).toHaveValue('https://metrics.avax.network');
    await expect(form.getByLabel('API key header')).toHaveValue('x-glacier-api-key');
    await screenshot(page, 'real-api-preset');
    // The template's URLs are the real ones; this test points them at the stubs.
    await form.getByLabel('Data API URL').fill(data.url);
    await form.getByLabel('Metrics API URL').fill(metrics.url);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('button', { name: 'Switch to Public Data API' }).click();
    await expect(page.getByRole('link', { name: /Profile: Public Data API/ })).toBeVisible();
    await page.getByLabel('API key', { exact: true }).and(page.locator('input')).fill(KEY);
    await page.getByRole('button', { name: 'Set key' }).click();
    await expect(page.getByText(/A key is set, ending in/)).toBeVisible();
    const fromKey = data.requests.length;

    // Home: the 429 of the first page of blocks is waited out; the malformed block is a row that says so.
    await goTo(page, '/');
    const blocksGrid = page.getByRole('grid', { name: 'Latest blocks' });
    await expect(blocksGrid.getByRole('row', { name: 'Could not read this item: blockTimestamp (a string)' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(blocksGrid.getByText('End of list · 3 rows · 1 could not be read')).toBeVisible();
    await expect(blocksGrid.getByRole('link', { name: '70000000', exact: true })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Latest transactions' }).getByRole('row')).toHaveCount(4);
    await screenshot(page, 'real-api-home');
    // The chain picker offers the browsable chain; the others are listed as not offered, with why.
    const picker = page.getByRole('banner').getByLabel('EVM chain');
    await expect(picker.locator('option:not([disabled])')).toHaveText(['Avalanche (C-Chain) (43114)']);
    await expect(picker.locator('option[disabled]')).toHaveText([
      'Dispatch L1 (779672): status UNAVAILABLE',
      'Bitcoin (-1): not an EVM chain (BITCOIN)',
      'Partner chain (7777): not a chain of this network',
    ]);
    expect(metrics.requests.map((r) => r.path.split('?')[0])).not.toContain('/v1/avg_tps/779672');

    // The budget as it is spent: the meter in the header counts this minute's compute units.
    await expect(page.getByRole('meter', { name: 'Compute units used in the last minute' })).toBeVisible();
    await expect(page.getByText(/^[1-9][\d,]* \/ 6,000 CU\/min$/)).toBeVisible();
    // A report of every block: its cost per page is shown, and it asks before starting (its length is unknown).
    await page.getByRole('region', { name: 'Latest blocks' }).getByRole('button', { name: 'Export CSV / JSON' }).click();
    await expect(
      page.getByText('Each page costs 20 CU: about 300 pages a minute at 6,000 CU/min; the number of pages is not known ahead.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Start report' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm a long job' });
    await expect(confirm).toContainText('This job may use more than a minute of your rate budget.');
    await screenshot(page, 'real-api-cost-estimate');
    await confirm.getByRole('button', { name: 'Not now' }).click();
    await expect(confirm).toBeHidden();
    expect(data.requests.filter((r) => r.path.startsWith('/v1/chains/43114/blocks')).length).toBeGreaterThanOrEqual(2);

    // Native balance: price and value came as numbers.
    await goTo(page, `/address/${EVM_ADDRESS}`);
    const balance = page.getByRole('region', { name: 'Native balance' });
    await expect(balance).toContainText('48.62');
    await expect(balance).toContainText('1,713.3688');
    await expect(balance).toContainText('35.24');
    await screenshot(page, 'real-api-native-balance');

    // A non-EVM chain's genesis came as a JSON string: shown as a searchable tree.
    await goTo(page, `/blockchains/${TEXT_GENESIS_CHAIN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ridge Oracle' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Genesis (JSON)' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search genesis' }).fill('BTC/USD');
    await expect(page.getByText('1 match')).toBeVisible();
    await screenshot(page, 'real-api-text-genesis');

    // X-Chain balances: locked/unlocked and atomic memory, all in the totals (48.12 + 0.5 AVAX).
    await goTo(page, `/balances?addresses=${X_ADDRESS}&chain=x`);
    await expect(page.getByRole('table', { name: 'Unlocked', exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Atomic memory, unlocked' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Totals on X-Chain/ })).toContainText('48.62');
    await expect(page.getByRole('region', { name: /Totals on X-Chain/ })).toContainText('RDG');
    await expect(page.getByText(/Nothing in: locked; atomic memory, locked\./)).toBeVisible();
    await screenshot(page, 'real-api-x-balances');

    // The older metrics deployment: daily points, labelled so, and "Load older" follows its nextPageStartKey as startKey.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'TPS', exact: true }).click();
    await expect(page.locator('.tps-resolution')).toHaveText('daily points');
    await expect(page.locator('.tps-loaded-hours')).toHaveText('7 days');
    await page.getByRole('button', { name: 'Load older' }).click();
    await expect(page.locator('.tps-loaded-hours')).toHaveText('14 days');
    await expect(page.getByRole('button', { name: 'All history loaded' })).toBeDisabled();
    expect(metrics.requests.map((r) => r.path)).toContain(`/v1/avg_tps/43114?startKey=${avgTps.nextPageStartKey}`);
    await screenshot(page, 'real-api-tps-daily');

    // Fees paid: read in AVAX from the wei the service counts, each day named by its date.
    await goTo(page, '/tps?metric=feesPaid');
    const figures = page.getByRole('table', { name: 'TPS figures for the selected range' });
    await expect(figures.getByRole('row', { name: /Avalanche \(C-Chain\)/ })).toContainText('1,234.5');
    await expect(figures).toContainText('980.25');
    await expect(page.locator('.tps-chart')).toContainText('AVAX');
    await screenshot(page, 'real-api-tps-fees');

    // Rewards: prices that came as numbers, a reward type the interface does not list; the report's walk shows its cost and asks first.
    await goTo(page, `/rewards?addresses=P-${P_ADDRESS}`);
    await expect(page.getByRole('grid', { name: 'Historical rewards' }).getByRole('row', { name: /10\.345678901 AVAX/ })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Pending rewards' }).getByText('L1_VALIDATOR')).toBeVisible();
    await page.getByRole('button', { name: 'Staking rewards report' }).click();
    const reportForm = page.getByRole('form', { name: 'Staking rewards report' });
    await expect(reportForm).toContainText('Each page costs 100 CU: about 60 pages a minute at 6,000 CU/min');
    await reportForm.getByRole('button', { name: 'Write report' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Confirm a long job' })).toBeVisible();
    await screenshot(page, 'real-api-rewards-report-cost');
    await page.getByRole('button', { name: 'Not now' }).click();

    // One NFT, read by itself (an ERC-1155 token whose metadata is partly indexed).
    await goTo(page, `/nfts/${NFT_CONTRACT}/42`);
    await expect(page.getByRole('heading', { level: 1, name: 'Summit pass' })).toBeVisible();

    // The key: only under x-glacier-api-key, only to the data origin; the metrics origin never sees it.
    const afterKey = data.requests.slice(fromKey);
    expect(afterKey.length).toBeGreaterThan(5);
    for (const r of afterKey) expect(r.headers['x-glacier-api-key'], r.path).toBe(KEY);
    for (const r of data.requests) expect(r.headers['x-service-api-key'], r.path).toBeUndefined();
    expect(metrics.requests.length).toBeGreaterThan(0);
    for (const r of metrics.requests) expect(JSON.stringify(r.headers)).not.toContain(KEY);
  } finally {
    await data.close();
    await metrics.close();
  }
});
