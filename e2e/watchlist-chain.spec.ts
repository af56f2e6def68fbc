import { expect, test } from './fixtures';

// The watchlist is checked every 2 s instead of every minute: the journey waits for an alert on the L1.
process.env.RIDGELINE_WATCH_INTERVAL_MS = '2000';

/** Summit, an L1 of the local service (service/sim/catalog.ts): its own EVM chain with its own token, SUM. */
const SUMMIT = '432204';

// An L1 is quiet (a fifth of the C-Chain's traffic, blocks every 5 s): its blocks are mined ten times as often as the
// fixture's (every 125 ms instead of 1.25 s) with the service's clock running 40 times as fast, so each block still covers
// its 5 s and the watched address gets a transaction within a minute or so.
const started = Date.now();
test.use({ serviceOptions: { blockIntervalMs: 50, clock: { nowMs: () => started + (Date.now() - started) * 40 } } });

type Tx = { from: { address: string }; to?: { address?: string } };

test("an address watched on an L1 opens on that L1 from the watchlist and from its alert, while the header's chain stays the C-Chain", async ({
  app,
}, testInfo) => {
  const { page, service } = app;
  test.slow();
  // The busiest party of Summit's latest transactions: the live L1 sends it one every few blocks.
  const latest = (await (await fetch(`${service.dataUrl}/v1/chains/${SUMMIT}/transactions?pageSize=100`)).json()) as { transactions: Tx[] };
  const counts = new Map<string, number>();
  for (const t of latest.transactions)
    for (const party of [t.from.address, t.to?.address]) if (party) counts.set(party, (counts.get(party) ?? 0) + 1);
  const address = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];

  // Watch it on Summit, chosen in the header, then go back to the C-Chain there.
  const picker = page.getByRole('banner').getByLabel('EVM chain');
  await picker.selectOption(SUMMIT);
  await page.evaluate((a) => (window.location.hash = `/address/${a}`), address);
  await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
  await page.getByRole('button', { name: 'Watch' }).click();
  await expect(page.getByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');
  await picker.selectOption('43114');
  await expect(page.getByRole('main').getByText('C-Chain · mainnet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Watch', exact: true })).toBeVisible();

  // From the watchlist: the address opens on Summit, with Summit's balance (in SUM), and says so; the header stays on the C-Chain.
  await page.getByRole('link', { name: 'Watchlist', exact: true }).click();
  const row = page
    .getByRole('grid', { name: 'Watched addresses' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: new RegExp(address, 'i') }) });
  await expect(row).toContainText(/\d SUM/, { timeout: 30_000 });
  await row.getByRole('link', { name: new RegExp(address, 'i') }).click();
  await expect(page).toHaveURL(new RegExp(`#/address/${address}\\?evmChain=${SUMMIT}$`, 'i'));
  const main = page.getByRole('main');
  await expect(main.getByText('Summit L1 · mainnet')).toBeVisible();
  await expect(main.getByRole('note')).toHaveText(
    `On Summit L1 (${SUMMIT}), the chain this link names; the header's chain stays C-Chain (43114).`,
  );
  await expect(main.getByRole('region', { name: 'Native balance' })).toContainText(/\d SUM/);
  await expect(page.getByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');
  await expect(picker).toHaveValue('43114');
  await page.screenshot({ path: testInfo.outputPath('address-on-linked-chain.png'), fullPage: true });
  // A transaction of its list opens on Summit too: links between the chain's pages keep the chain.
  const listed = main
    .getByRole('grid')
    .first()
    .getByRole('link', { name: / 0x[0-9a-f]{64}$/ })
    .first();
  const listedHash = (await listed.getAttribute('title'))!;
  await listed.click();
  await expect(page).toHaveURL(new RegExp(`#/tx/${listedHash}\\?evmChain=${SUMMIT}$`));
  await expect(main.getByText('Summit L1 · mainnet')).toBeVisible();
  await expect(main.getByText(/No transaction on/)).toHaveCount(0);
  await page.goBack();

  // A row opened with the keyboard keeps the chain as a followed link does: Enter on the list's first row.
  await expect(main.getByRole('note')).toContainText('On Summit L1');
  await main.getByRole('grid').first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/tx/0x[0-9a-f]{64}\\?evmChain=${SUMMIT}$`));
  await expect(page.getByRole('heading', { level: 1, name: /Transaction/ })).toBeVisible();
  await expect(main.getByText('Summit L1 · mainnet')).toBeVisible();
  await expect(main.getByText(/No transaction on/)).toHaveCount(0);
  // Its party, the watched address, opens on Summit again, with the note; the header's chain stays.
  await main
    .getByRole('link', { name: new RegExp(`^${address}$`, 'i') })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`#/address/${address}\\?evmChain=${SUMMIT}$`, 'i'));
  await expect(main.getByRole('note')).toContainText('On Summit L1');
  await expect(main.getByRole('region', { name: 'Native balance' })).toContainText(/\d SUM/);
  await expect(picker).toHaveValue('43114');
  await page.screenshot({ path: testInfo.outputPath('address-on-linked-chain-after-row.png'), fullPage: true });

  // A hash typed in the omnibox on this page is looked for on Summit, the chain being read, and found there.
  const omnibox = page.getByRole('search').getByRole('searchbox', { name: 'Search' });
  await omnibox.fill(listedHash);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/tx/${listedHash}\\?evmChain=${SUMMIT}$`));
  await expect(main.getByText('Summit L1 · mainnet')).toBeVisible();
  await expect(main.getByText(/No transaction on/)).toHaveCount(0);
  await expect(picker).toHaveValue('43114');
  // One that is on no chain is said to be looked for on Summit, with how to look on the header's chain instead.
  const unknown = `0x${'ee'.repeat(32)}`;
  await omnibox.fill(unknown);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/search/hash/${unknown}\\?evmChain=${SUMMIT}$`));
  const notFound = main.getByRole('status').filter({ hasText: 'No transaction or block on Summit L1 has this hash.' });
  await expect(notFound).toContainText('It was looked for on Summit L1, the chain of the page it was typed on.', { timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath('hash-not-found-on-linked-chain.png') });
  await notFound.getByRole('link', { name: "Look on C-Chain, the header's chain" }).click();
  await expect(page).toHaveURL(new RegExp(`#/search/hash/${unknown}\\?evmChain=43114$`));
  await expect(main.getByRole('status')).toContainText('No transaction or block on C-Chain has this hash.', { timeout: 30_000 });

  // From an alert: the live L1 sends the address a transaction; its link opens it on Summit, where it is found.
  await page.getByRole('link', { name: 'Watchlist', exact: true }).click();
  const alert = page.getByRole('list', { name: 'Alerts' }).getByRole('listitem').first();
  await expect(alert).toContainText(/(incoming|outgoing) transaction/, { timeout: 90_000 });
  await page.screenshot({ path: testInfo.outputPath('watchlist-l1-alert.png'), fullPage: true });
  const txLink = alert.getByRole('link').filter({ hasText: /^0x/ }).last();
  const txHash = /^#\/tx\/(0x[0-9a-f]{64})\?evmChain=432204$/.exec((await txLink.getAttribute('href')) ?? '')?.[1];
  expect(txHash).toMatch(/^0x[0-9a-f]{64}$/);
  await alert.getByRole('link', { name: new RegExp(address, 'i') }).click();
  await expect(page).toHaveURL(new RegExp(`#/address/${address}\\?evmChain=${SUMMIT}$`, 'i'));
  await page.goBack();
  // By its hash: the live L1 may have raised a newer alert above this one meanwhile.
  await page.getByRole('list', { name: 'Alerts' }).getByRole('link', { name: txHash! }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Transaction/ })).toBeVisible();
  await expect(main.getByText('Summit L1 · mainnet')).toBeVisible();
  await expect(main.getByText(txHash!).first()).toBeVisible();
  await expect(main.getByText(/No transaction on/)).toHaveCount(0);
  await expect(picker).toHaveValue('43114');
  await page.screenshot({ path: testInfo.outputPath('tx-on-linked-chain.png'), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('watchlist-l1-alert-dark.png'), fullPage: true });
  await page.goForward();
  await expect(main.getByRole('note')).toContainText('On Summit L1');
  await page.screenshot({ path: testInfo.outputPath('tx-on-linked-chain-dark.png'), fullPage: true });
});
