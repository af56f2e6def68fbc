import { describePrimaryNetwork, primaryNetworksFor } from '../test/support/rigs/primaryNetworkFacts';
import { expect, test } from './fixtures';
import { serviceGet } from './primary-support';

test('the latest X-Chain vertices open a vertex page by hash, also linked from a transaction that names one', async ({ app }) => {
  const { page } = app;
  const { vertices } = await serviceGet<{ vertices: { vertexHash: string; vertexHeight: number; transactions: string[] }[] }>(
    app,
    '/v1/networks/mainnet/blockchains/x-chain/vertices?pageSize=5',
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'X-Chain' }).click();
  await page.getByRole('link', { name: 'Latest vertices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest X-Chain vertices' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Latest vertices' });
  await expect(grid.getByRole('row').nth(1)).toContainText(vertices[0].vertexHash.slice(0, 8));
  await grid.getByRole('link', { name: vertices[0].vertexHash }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vertex' })).toBeVisible();
  const details = page.getByRole('region', { name: `Vertex at height ${vertices[0].vertexHeight}` });
  await expect(details.getByRole('list', { name: 'Transactions of this vertex' }).getByRole('listitem')).toHaveCount(
    vertices[0].transactions.length,
  );

  // A transaction of that vertex links back to it.
  await page.goto(`${page.url().split('#')[0]}#/primary/tx/x-chain/${vertices[0].transactions[0]}`);
  await page
    .getByRole('link', { name: `vertex ${vertices[0].vertexHash.slice(0, 10)}…` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`#/xchain/vertex/${vertices[0].vertexHash}`));
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `test-results/screenshots-wave3-console/vertex-${scheme}.png` });
  }
});

test('a P-/X- address page shows when it was last active on each chain, as lastActivityTimestampByAddresses says', async ({ app }) => {
  const { page } = app;
  const known = describePrimaryNetwork(primaryNetworksFor(1), 'mainnet');
  const bare = known.addresses.user.replace(/^P-/, '');
  const last = await serviceGet<{ timestamp: number; blockNumber: string }>(
    app,
    `/v1/networks/mainnet/blockchains/p-chain/lastActivityTimestampByAddresses?addresses=${bare}`,
  );
  await page.getByRole('searchbox', { name: 'Search' }).fill(known.addresses.user);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  const table = page.getByRole('table', { name: 'Last active' });
  const pRow = table.getByRole('row', { name: /P-Chain/ });
  await expect(pRow.getByRole('cell').nth(1)).toHaveText(last.blockNumber);
  await expect(pRow.locator('time')).toHaveAttribute('datetime', new Date(last.timestamp * 1000).toISOString());
  await pRow.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots-wave3-console/last-active-light.png' });
});
