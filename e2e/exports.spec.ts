import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, type App } from './fixtures';

// No live blocks: the service's export made by the test for comparison sees the same transactions as the app's.
test.use({ serviceOptions: { blockIntervalMs: 0 } });
// Each journey runs a server-side export or reports to completion: room for a loaded CI machine.
test.describe.configure({ timeout: 120_000 });

async function serviceJson<T>(app: App, path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(app.service.dataUrl + path, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The export the service itself writes for the same request: the rows the app's file must have. */
async function serviceExport(app: App, address: string): Promise<string> {
  const op = await serviceJson<{ operationId: string }>(app, '/v1/operations/transactions:export', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'TRANSACTION_EXPORT_EVM', options: { addresses: [address], includeChains: ['43114'] } }),
  });
  for (;;) {
    const state = await serviceJson<{ operationStatus: string; metadata: { downloadUrl?: string } }>(
      app,
      `/v1/operations/${op.operationId}`,
    );
    if (state.operationStatus !== 'RUNNING') return (await fetch(state.metadata.downloadUrl!)).text();
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function useExportFolder(page: Page, app: App): Promise<string> {
  const folder = `${app.dataDir}/exports`;
  mkdirSync(folder, { recursive: true });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();
  await page.getByRole('textbox', { name: /Export folder/ }).fill(folder);
  await page.getByRole('button', { name: 'Save folder' }).click();
  await expect(page.getByRole('button', { name: 'Save folder' })).toBeDisabled();
  return folder;
}

/** The file path the history shows for the entry titled `title`, once it completed. */
async function completedFile(page: Page, title: RegExp): Promise<string> {
  const row = page.getByRole('row', { name: title }).first();
  await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  return (await row.locator('.export-file').textContent())!;
}

const csvLines = (text: string) => text.split('\r\n').filter(Boolean);

test('export transactions from the Exports page: validated form, live history, a file with the matching rows', async ({ app }) => {
  const { page } = app;
  const { transactions } = await serviceJson<{ transactions: { from: { address: string } }[] }>(
    app,
    '/v1/chains/43114/transactions?pageSize=5',
  );
  const address = transactions[0].from.address;
  const folder = await useExportFolder(page, app);

  const addresses = page.getByRole('textbox', { name: /Addresses/ });
  await addresses.fill('0x12');
  await page.getByRole('button', { name: 'Start export' }).click();
  await expect(page.getByRole('alert')).toContainText('Addresses: "0x12" is not a valid 0x address');
  await expect(addresses).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('table', { name: 'Export history' })).toHaveCount(0);

  await addresses.fill(address);
  await expect(page.getByRole('checkbox', { name: /C-Chain/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'File name (optional)' }).fill('journey');
  await page.getByRole('button', { name: 'Start export' }).click();

  const file = await completedFile(page, /Transactions of/);
  expect(file).toBe(`${folder}/journey.csv`);
  const written = readFileSync(file, 'utf8');
  const expected = await serviceExport(app, address);
  expect(csvLines(written)).toEqual(csvLines(expected));
  expect(csvLines(written).length).toBeGreaterThan(1);
  for (const line of csvLines(written).slice(1)) expect(line.toLowerCase()).toContain(address.toLowerCase());

  await page.getByRole('button', { name: /^Open the file of Transactions of/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'web host cannot open files' })).toContainText(file);
});

test('a CSV report of a list and the Staking rewards report land in the export folder with the expected rows', async ({ app }) => {
  const { page } = app;
  const folder = await useExportFolder(page, app);

  // Any list: the latest blocks, 150 rows.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blocks' }).click();
  const blocks = page.getByRole('region', { name: 'Latest blocks' });
  await blocks.getByRole('button', { name: 'Export CSV / JSON' }).click();
  await page.getByRole('textbox', { name: /Row limit/ }).fill('150');
  await page.getByRole('button', { name: 'Start report' }).click();
  const status = page.getByRole('status', { name: /Latest blocks: report status/ });
  await expect(status.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  const blocksFile = (await status.locator('.export-file').textContent())!;
  expect(blocksFile.startsWith(`${folder}/ridgeline-latest-blocks-`)).toBe(true);
  const blockLines = csvLines(readFileSync(blocksFile, 'utf8'));
  expect(blockLines).toHaveLength(151);
  expect(blockLines[0]).toContain('(UTC)');

  // The Rewards page: rewards of a node that has been paid, over all dates.
  const { transactions } = await serviceJson<{ transactions: { emittedUtxos: { addresses: string[] }[] }[] }>(
    app,
    '/v1/networks/mainnet/blockchains/x-chain/assets/FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z/transactions?pageSize=100',
  );
  const owners = [
    ...new Set(transactions.flatMap((t) => t.emittedUtxos.flatMap((u) => u.addresses)).map((a) => a.replace(/^X-/, 'P-'))),
  ].slice(0, 64);
  const { historicalRewards } = await serviceJson<{ historicalRewards: { nodeId: string }[] }>(
    app,
    `/v1/networks/mainnet/rewards?addresses=${owners.join(',')}&pageSize=1`,
  );
  const nodeId = historicalRewards[0].nodeId;
  let count = 0;
  let token: string | undefined;
  do {
    const pageOf = await serviceJson<{ historicalRewards: unknown[]; nextPageToken?: string }>(
      app,
      `/v1/networks/mainnet/rewards?nodeIds=${nodeId}&pageSize=100${token ? `&pageToken=${token}` : ''}`,
    );
    count += pageOf.historicalRewards.length;
    token = pageOf.nextPageToken;
  } while (token);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
  await page.getByRole('textbox', { name: /Node ids/ }).fill(nodeId);
  await page.getByRole('button', { name: 'Show rewards' }).click();
  await page.getByRole('button', { name: 'Staking rewards report' }).click();
  await page.getByRole('button', { name: 'Write report' }).click();
  const rewardsStatus = page.getByRole('status', { name: /Staking rewards of .*: report status/ });
  await expect(rewardsStatus.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  const rewardsFile = (await rewardsStatus.locator('.export-file').textContent())!;
  const rewardLines = csvLines(readFileSync(rewardsFile, 'utf8'));
  expect(rewardLines[0]).toBe('Date (UTC),Type,Node ID,Staking tx,Reward tx,Staked (AVAX),Reward (AVAX),Price (USD),Value (USD)');
  expect(rewardLines).toHaveLength(count + 2);
  expect(rewardLines.at(-1)!.startsWith('Total,')).toBe(true);

  // Both are in the history of the Exports page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exports' }).click();
  await expect(page.getByRole('row', { name: 'Latest blocks' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Staking rewards of/ })).toBeVisible();
});
