import { formatAmount } from '../shared/format/amount';
import { expect, test } from './fixtures';
import { recordApiCalls, screenshot, serviceAll, serviceGet } from './primary-support';
import type { App } from './fixtures';

const AVAX = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';

interface Reward {
  nodeId: string;
  addresses: string[];
  reward: { amount: string };
}
interface Pending {
  nodeId: string;
  progress: number;
}
/** A pending reward's progress as its bar says it: a percent with one decimal (the API gives a share or a percent). */
const shownProgress = (p: Pending) => String(Math.round((p.progress > 1 ? p.progress / 100 : p.progress) * 1000) / 10);

/** A node that has been paid rewards: found through the owners of the first X-Chain outputs. */
async function rewardedNode(app: App): Promise<string> {
  const { transactions } = await serviceGet<{ transactions: Array<{ emittedUtxos: Array<{ addresses: string[] }> }> }>(
    app,
    `/v1/networks/mainnet/blockchains/x-chain/assets/${AVAX}/transactions?pageSize=100`,
  );
  const owners = [
    ...new Set(transactions.flatMap((t) => t.emittedUtxos.flatMap((u) => u.addresses)).map((a) => a.replace(/^X-/, 'P-'))),
  ].slice(0, 64);
  const { historicalRewards } = await serviceGet<{ historicalRewards: Reward[] }>(
    app,
    `/v1/networks/mainnet/rewards?addresses=${owners.join(',')}&pageSize=1`,
  );
  return historicalRewards[0].nodeId;
}

test('the rewards form wants addresses or node ids, each valid, before any request', async ({ app }) => {
  const { page } = app;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  const calls = recordApiCalls(page);

  await page.getByRole('button', { name: 'Show rewards' }).click();
  await expect(page.getByRole('alert')).toHaveText('Addresses or node ids: enter at least one of them.');

  await page.getByRole('textbox', { name: /Node ids/ }).fill('NodeID-abc');
  await page.getByRole('button', { name: 'Show rewards' }).click();
  await expect(page.getByRole('alert')).toHaveText('Node ids: "NodeID-abc" is not a valid node id: too short for cb58.');
  await expect(page.getByRole('textbox', { name: /Node ids/ })).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('textbox', { name: /Node ids/ }).fill('');
  await page.getByRole('textbox', { name: /Addresses/ }).fill('X-avax1qqqq');
  await page.getByRole('button', { name: 'Show rewards' }).click();
  await expect(page.getByRole('alert')).toContainText('Addresses: "X-avax1qqqq" is not a valid address');
  await screenshot(page, 'rewards-bad-input');
  expect(calls.filter((c) => c.endpointId === 'listHistoricalRewards' || c.endpointId === 'listPendingRewards')).toEqual([]);
});

test("NodeID search opens that node's rewards, whose total adds up to the service's rewards", async ({ app }) => {
  const { page } = app;
  const nodeId = await rewardedNode(app);
  const all = await serviceAll<Reward>(app, `/v1/networks/mainnet/rewards?nodeIds=${nodeId}`, 'historicalRewards');
  const pending = await serviceAll<Pending>(app, `/v1/networks/mainnet/rewards:listPending?nodeIds=${nodeId}`, 'pendingRewards');
  const total = all.reduce((s, r) => s + BigInt(r.reward.amount), 0n);
  const calls = recordApiCalls(page);

  await page.getByRole('searchbox', { name: 'Search' }).fill(nodeId);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Node ids/ })).toHaveValue(nodeId);

  const historical = page.getByRole('grid', { name: 'Historical rewards' });
  await expect(historical.getByRole('row').nth(1)).toContainText(nodeId.slice(0, 8));
  const totals = page.getByRole('region', { name: /Total of/ });
  const more = totals.getByRole('button', { name: 'Load all for the total' });
  if (await more.isVisible()) await more.click();
  await expect(totals.getByRole('heading')).toHaveText(`Total of all ${all.length} rewards`);
  await expect(totals.getByLabel('Reward totals')).toContainText(`${formatAmount(total.toString(), 9, { group: true })} AVAX`);
  await expect(totals).toContainText('worth');
  expect(calls.find((c) => c.endpointId === 'listHistoricalRewards')?.params).toMatchObject({
    nodeIds: nodeId,
    sortOrder: 'desc',
    currency: 'usd',
    pageSize: 100,
  });

  const pendingGrid = page.getByRole('grid', { name: 'Pending rewards' });
  if (pending.length > 0) {
    await expect(pendingGrid.getByRole('progressbar')).toHaveCount(Math.min(pending.length, 8));
    await expect(pendingGrid.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', shownProgress(pending[0]));
  } else {
    await expect(pendingGrid).toContainText('Nothing is staking');
  }
  await screenshot(page, 'rewards-by-node');

  // The Period header asks the API for the oldest first: the first row is the service's first in that order.
  const period = historical.getByRole('columnheader', { name: 'Period', exact: true });
  await expect(period).toHaveAttribute('aria-sort', 'descending');
  const [oldest] = await serviceGet<{ historicalRewards: Array<Reward & { txHash: string }> }>(
    app,
    `/v1/networks/mainnet/rewards?nodeIds=${nodeId}&sortOrder=asc&pageSize=1`,
  ).then((r) => r.historicalRewards);
  await period.getByRole('button').click();
  await expect.poll(() => calls.some((c) => c.endpointId === 'listHistoricalRewards' && c.params.sortOrder === 'asc')).toBe(true);
  await expect(period).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=asc/);
  await expect(historical.getByRole('row').nth(1)).toContainText(formatAmount(oldest.reward.amount, 9, { group: true }));
  await expect(historical.getByRole('row').nth(1).getByTitle(oldest.txHash, { exact: true })).toBeVisible();

  // Another currency is a new request with it, in the order chosen.
  await page.getByRole('combobox', { name: 'Currency' }).last().selectOption('eur');
  await page.getByRole('button', { name: 'Show rewards' }).click();
  await expect
    .poll(() => calls.some((c) => c.endpointId === 'listHistoricalRewards' && c.params.sortOrder === 'asc' && c.params.currency === 'eur'))
    .toBe(true);
  await expect(totals).toContainText('€');
  await expect(period).toHaveAttribute('aria-sort', 'ascending');
});

test("an empty Rewards page offers an example on click: a node staking for an owner of the X-Chain's latest outputs", async ({ app }) => {
  const { page } = app;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
  const calls = recordApiCalls(page);
  await page.getByRole('button', { name: 'Try an example' }).click();

  await expect(page).toHaveURL(/nodeIds=NodeID-/);
  const nodeId = await page.getByRole('textbox', { name: /Node ids/ }).inputValue();
  const asked = calls.find((c) => c.endpointId === 'listPendingRewards')!;
  expect(asked.params).toMatchObject({ network: 'mainnet', pageSize: 1 });
  // The example is the first pending reward of those owners, as the service lists them.
  const { pendingRewards } = await serviceGet<{ pendingRewards: Pending[] }>(
    app,
    `/v1/networks/mainnet/rewards:listPending?addresses=${asked.params.addresses as string}&pageSize=1`,
  );
  expect(nodeId).toBe(pendingRewards[0].nodeId);
  const pendingGrid = page.getByRole('grid', { name: 'Pending rewards' });
  await expect(pendingGrid.getByRole('progressbar').first()).toBeVisible();
  await screenshot(page, 'rewards-example');

  // The pending list keeps an order of its own: its Period header asks the API for the oldest first.
  const period = pendingGrid.getByRole('columnheader', { name: 'Period', exact: true });
  await expect(period).toHaveAttribute('aria-sort', 'descending');
  await period.getByRole('button').click();
  await expect.poll(() => calls.some((c) => c.endpointId === 'listPendingRewards' && c.params.sortOrder === 'asc')).toBe(true);
  await expect(period).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/pendingSort=asc/);
  const [oldest] = (
    await serviceGet<{ pendingRewards: Pending[] }>(
      app,
      `/v1/networks/mainnet/rewards:listPending?nodeIds=${nodeId}&sortOrder=asc&pageSize=1`,
    )
  ).pendingRewards;
  await expect(pendingGrid.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', shownProgress(oldest));
});
