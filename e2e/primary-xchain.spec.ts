import { expect, test } from './fixtures';
import { recordApiCalls, screenshot, serviceAll, serviceGet } from './primary-support';
import { countOf } from '../shared/format/sentence';

const AVAX = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';

interface Utxo {
  utxoId: string;
  addresses: string[];
  asset: { amount: string; symbol: string };
}
interface Tx {
  txHash: string;
  txType: string;
  memo?: string;
  consumedUtxos: Utxo[];
  emittedUtxos: Utxo[];
  assetCreated?: { assetId: string; name: string; symbol: string };
}

const memoText = (memo: string | undefined) => (memo && memo.length > 2 ? Buffer.from(memo.slice(2), 'hex').toString('utf8') : '');

test('X-Chain asset transactions open in a drawer with their UTXOs and memo as text', async ({ app }) => {
  const { page } = app;
  const calls = recordApiCalls(page);
  const first = await serviceGet<{ transactions: Tx[] }>(
    app,
    `/v1/networks/mainnet/blockchains/x-chain/assets/${AVAX}/transactions?pageSize=100`,
  );

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'X-Chain' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'X-Chain' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Asset transactions' });
  // AVAX by default, asked with the largest page size.
  await expect(grid.getByRole('row').nth(1)).toContainText(first.transactions[0].txHash.slice(0, 8));
  expect(calls.find((c) => c.endpointId === 'listAssetTransactions')?.params).toMatchObject({
    assetId: AVAX,
    blockchainId: 'x-chain',
    pageSize: 100,
  });
  await screenshot(page, 'xchain-asset-transactions');

  // A transaction whose memo is text, within the first rows.
  const withMemo = first.transactions.slice(0, 12).find((t) => /^[\x20-\x7e]+$/.test(memoText(t.memo)))!;
  expect(memoText(withMemo.memo)).toMatch(/^[\x20-\x7e]+$/);
  await grid.getByRole('link', { name: withMemo.txHash }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: withMemo.txType })).toBeVisible();
  await expect(drawer.getByText(`“${memoText(withMemo.memo)}”`)).toBeVisible();
  await expect(drawer.getByRole('heading', { name: `Consumed UTXOs (${withMemo.consumedUtxos.length})` })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: `Emitted UTXOs (${withMemo.emittedUtxos.length})` })).toBeVisible();
  const out = withMemo.emittedUtxos[0];
  const card = drawer.getByRole('listitem', { name: `emitted UTXO ${out.utxoId}` });
  await expect(card.getByText(out.addresses[0], { exact: true })).toBeVisible();
  await expect(card).toContainText(`Threshold`);
  await screenshot(page, 'xchain-transaction-drawer');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // Type filter: only asset creations, each drawer naming the asset it created.
  await page.getByRole('checkbox', { name: 'CreateAssetTx' }).check();
  await page.getByRole('button', { name: 'Show transactions' }).click();
  await expect
    .poll(() => calls.some((c) => c.endpointId === 'listAssetTransactions' && JSON.stringify(c.params.txTypes) === '["CreateAssetTx"]'))
    .toBe(true);
  const created = await serviceGet<{ transactions: Tx[] }>(
    app,
    `/v1/networks/mainnet/blockchains/x-chain/assets/${AVAX}/transactions?pageSize=100&txTypes=CreateAssetTx`,
  );
  await expect(grid.getByText(`End of list · ${countOf(created.transactions.length, 'rows')}`)).toBeVisible();
  await grid.getByRole('link', { name: created.transactions[0].txHash }).click();
  const asset = created.transactions[0].assetCreated!;
  await expect(page.getByRole('dialog').getByRole('region', { name: 'Created asset' })).toContainText(`${asset.name} (${asset.symbol})`);
});

test('a bad asset id is refused in the form without a request', async ({ app }) => {
  const { page } = app;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'X-Chain' }).click();
  await expect(page.getByRole('grid', { name: 'Asset transactions' }).getByRole('row').nth(1)).toBeVisible();
  const calls = recordApiCalls(page);
  const input = page.getByRole('textbox', { name: 'Asset id' });
  await input.fill(AVAX.slice(0, -1) + 'x');
  await page.getByRole('button', { name: 'Show transactions' }).click();
  await expect(page.getByRole('alert')).toHaveText('Asset id: bad cb58 checksum.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'xchain-bad-asset');
  expect(calls.filter((c) => c.endpointId === 'listAssetTransactions')).toEqual([]);
});

test('vertices by height list their transactions', async ({ app }) => {
  const { page } = app;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'X-Chain' }).click();
  await page.getByRole('link', { name: 'Vertices', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'X-Chain vertices' })).toBeVisible();
  type Vertex = { vertexHash: string; vertexHeight: number; transactions: string[] };
  const verticesAt = (height: number) =>
    serviceAll<Vertex>(
      app,
      `/v1/networks/mainnet/blockchains/x-chain/vertices:listByHeight?vertexHeight=${height}&sortOrder=asc`,
      'vertices',
    );
  // A height with more than one vertex, so that their order shows.
  let height = 3;
  let vertices = await verticesAt(height);
  while (vertices.length < 2) vertices = await verticesAt(++height);
  await page.getByRole('textbox', { name: 'Vertex height' }).fill(String(height));
  await page.getByRole('button', { name: 'Show vertices' }).click();
  const grid = page.getByRole('grid', { name: 'Vertices' });
  await expect(grid.getByRole('row').nth(1)).toContainText(vertices[0].vertexHash.slice(0, 8));
  await grid.getByRole('link', { name: vertices[0].vertexHash }).click();
  const details = page.getByRole('region', { name: `Vertex at height ${vertices[0].vertexHeight}` });
  const txList = details.getByRole('list', { name: 'Transactions of this vertex' });
  await expect(txList.getByRole('listitem')).toHaveCount(vertices[0].transactions.length);
  for (const tx of vertices[0].transactions) await expect(txList.getByText(tx, { exact: true })).toBeVisible();
  await screenshot(page, 'xchain-vertices');

  // The Time header asks the API for the newest first, with the vertex still open; a bad height is refused in place.
  const time = grid.getByRole('columnheader', { name: 'Time', exact: true });
  await expect(time).toHaveAttribute('aria-sort', 'ascending');
  await time.getByRole('button').click();
  await expect(page).toHaveURL(/sort=desc/);
  await expect(time).toHaveAttribute('aria-sort', 'descending');
  await expect(grid.getByRole('row').nth(1)).toContainText(vertices.at(-1)!.vertexHash.slice(0, 8));
  await expect(details).toBeVisible();
  await page.getByRole('textbox', { name: 'Vertex height' }).fill('-1');
  await page.getByRole('button', { name: 'Show vertices' }).click();
  await expect(page.getByRole('alert')).toHaveText('Vertex height: enter a whole number of 0 or more.');
});

test('a time range narrows the transactions to that window, and an inverted one is refused', async ({ app }) => {
  const { page } = app;
  const calls = recordApiCalls(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'X-Chain' }).click();
  const grid = page.getByRole('grid', { name: 'Asset transactions' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  // A day in the middle of the chain's history, in the browser's zone.
  const newest = (
    await serviceGet<{ transactions: Array<{ timestamp: number }> }>(
      app,
      `/v1/networks/mainnet/blockchains/x-chain/assets/${AVAX}/transactions?pageSize=1`,
    )
  ).transactions[0].timestamp;
  const [from, to] = await page.evaluate((t) => {
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = (s: number) => {
      const d = new Date(s * 1000);
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    };
    return [local(t - 10 * 86400), local(t - 9 * 86400)];
  }, newest);
  await page.getByLabel('To', { exact: true }).fill(from);
  await page.getByLabel('From', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Show transactions' }).click();
  await expect(page.getByRole('alert')).toHaveText('To: must be after From.');

  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Show transactions' }).click();
  await expect
    .poll(() => calls.filter((c) => c.endpointId === 'listAssetTransactions' && c.params.startTimestamp !== undefined).length)
    .toBeGreaterThan(0);
  const asked = calls.filter((c) => c.endpointId === 'listAssetTransactions' && c.params.startTimestamp !== undefined)[0].params;
  const epochs = await page.evaluate((v) => v.map((t) => Math.floor(new Date(t).getTime() / 1000)), [from, to]);
  expect([asked.startTimestamp, asked.endTimestamp]).toEqual(epochs);
  const inWindow = await serviceAll<{ txHash: string; timestamp: number }>(
    app,
    `/v1/networks/mainnet/blockchains/x-chain/assets/${AVAX}/transactions?startTimestamp=${asked.startTimestamp}&endTimestamp=${asked.endTimestamp}`,
    'transactions',
  );
  expect(inWindow.length).toBeGreaterThan(0);
  await expect(grid.getByText(`End of list · ${countOf(inWindow.length, 'rows')}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`start=${asked.startTimestamp}&end=${asked.endTimestamp}`));
  await screenshot(page, 'xchain-time-range');
});
