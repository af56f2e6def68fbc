import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { serviceGet, screenshot } from './primary-support';
import { expect, test } from './fixtures';

/**
 * What the chain's own JSON-RPC and Sourcify add to the explorer, through the real UI and the local service: a swap's
 * logs decoded by the router's verified ABI, a token's verified source, a Read contract call matching the page's
 * balance, and a bad input refused naming its argument.
 */

type Tx = { txHash: string; txStatus: string; method: { methodName: string } };
type AppArg = Parameters<Parameters<typeof test>[2]>[0]['app'];

test.use({ serviceOptions: { blockIntervalMs: 0 } });

/** Light and dark screenshots for looking at (not compared): test-results/screenshots-wave3-rpc/. */
async function shots(page: Page, name: string, focus?: Locator) {
  await focus?.scrollIntoViewIfNeeded();
  await mkdir('test-results/screenshots-wave3-rpc', { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `test-results/screenshots-wave3-rpc/${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshot(page, name);
}

/** A recent successful transaction of the C-Chain whose method starts with `methodName` (a hundred hold every kind). */
async function successful(app: AppArg, methodName: string): Promise<string> {
  const { transactions } = await serviceGet<{ transactions: Tx[] }>(app, '/v1/chains/43114/transactions?pageSize=100&status=success');
  return transactions.find((t) => t.method.methodName.startsWith(methodName))!.txHash;
}

test("a swap transaction's page shows its logs decoded by the router's verified ABI", async ({ app }) => {
  const { page } = app;
  const hash = await successful(app, 'swapExact');
  await page.evaluate((h) => (window.location.hash = `/tx/${h}`), hash);
  const logs = page.getByRole('region', { name: /^Logs/ });
  await expect(logs.getByRole('heading', { name: 'Logs (1)' })).toBeVisible({ timeout: 30_000 });
  const swap = logs.getByRole('listitem', { name: 'Log 0: Swap' }).or(logs.getByRole('listitem', { name: /: Swap$/ }));
  await expect(swap).toBeVisible();
  await expect(swap.getByText('Swap(address,address,address,uint256,uint256,address)')).toBeVisible();
  await expect(swap.getByText('(verified ABI)')).toBeVisible();
  const args = swap.getByRole('table', { name: /^Arguments of log/ });
  await expect(args.getByRole('rowheader', { name: /^sender\s*indexed$/ })).toBeVisible();
  await expect(args.getByRole('rowheader', { name: 'amountIn', exact: true })).toBeVisible();
  await shots(page, 'swap-logs', logs);
});

test("a token's Code tab shows its verified Solidity source, compiler and ABI", async ({ app }) => {
  const { page } = app;
  const { token } = await tokenHolder(app);
  await page.evaluate((a) => (window.location.hash = `/address/${a}?tab=code`), token);
  await expect(page.getByRole('tab', { name: 'Code', selected: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Verified source (exact match)' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^solc v0\.8\.\d+\+commit/)).toBeVisible();
  const file = page.getByRole('region', { name: 'Source of contracts/RidgeToken.sol' });
  await expect(file).toContainText('contract RidgeToken is Ownable');
  // Highlighted: coloured runs of each line.
  await expect(file.locator('.code-line span[style*="color"]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download ABI' })).toHaveAttribute('download', 'RidgeToken.abi.json');
  await shots(page, 'token-code', file);

  // A contract deployed at random is not verified, and the tab says so.
  const created = await randomDeployment(app);
  await page.evaluate((a) => (window.location.hash = `/address/${a}?tab=code`), created.to.address);
  await expect(page.getByText('Not verified.')).toBeVisible({ timeout: 30_000 });
  // Its Read tab offers a token standard's view functions instead, said to be the standard's and not its source.
  await page.evaluate((a) => (window.location.hash = `/address/${a}?tab=read`), created.to.address);
  await expect(page.getByText(/Pick a token standard to call its view functions|the standard ERC-\d+ ABI's view functions/)).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('radio', { name: /^ERC-20/ }).check();
  const name = page.getByRole('region', { name: /^name\(\)/ });
  await expect(name.getByText('standard ERC-20 ABI, not verified source')).toBeVisible();
  await name.getByRole('button', { name: 'Query' }).click();
  await expect(name.getByText(/Reverted: |does not fit the ABI|Result of name/).first()).toBeVisible({ timeout: 30_000 });
  await shots(page, 'read-standard-abi');
  // Its deployment's log fits no verified or standard ABI: shown raw.
  await page.evaluate((h) => (window.location.hash = `/tx/${h}`), created.txHash);
  const logs = page.getByRole('region', { name: /^Logs/ });
  await expect(logs.getByText('Not decoded: no verified or standard ABI fits this log')).toBeVisible({ timeout: 30_000 });
  await expect(logs.getByText('Topic 0')).toBeVisible();
  await shots(page, 'raw-log', logs);
});

test("Read contract's balanceOf(holder) equals the holder's balance on its page, and a bad input is refused naming it", async ({ app }) => {
  const { page } = app;
  const { holder, token, symbol } = await tokenHolder(app);

  // The holder's page: its balance of the token.
  await page.evaluate((a) => (window.location.hash = `/address/${a}?tab=tokens`), holder);
  const balances = page.getByRole('grid', { name: /ERC-20/ });
  const row = balances.getByRole('row').filter({ hasText: symbol });
  await expect(row).toBeVisible({ timeout: 30_000 });
  const shown = (await row.locator('.amount').first().innerText()).replace(` ${symbol}`, '');

  await page.evaluate((a) => (window.location.hash = `/address/${a}?tab=read`), token);
  const balanceOf = page.getByRole('region', { name: /^balanceOf\(address\)/ });
  await expect(balanceOf).toBeVisible({ timeout: 30_000 });
  // A bad address is refused before anything is sent, naming the argument.
  await balanceOf.getByLabel(/\(address\)$/).fill('0x1234');
  await balanceOf.getByRole('button', { name: 'Query' }).click();
  await expect(balanceOf.getByRole('alert')).toContainText(/\(address\) must be a 0x address of 20 bytes/);
  await expect(balanceOf.getByLabel(/\(address\)$/)).toHaveAttribute('aria-invalid', 'true');
  await shots(page, 'read-refused', balanceOf);

  await balanceOf.getByLabel(/\(address\)$/).fill(holder);
  await balanceOf.getByRole('button', { name: 'Query' }).click();
  await expect(balanceOf.getByText('Result:')).toBeVisible({ timeout: 30_000 });
  await expect(balanceOf.locator('p .amount')).toHaveText(shown);
  await shots(page, 'read-balance', balanceOf);
});

/** An account holding a token (the recipient of a recent transfer) and that token, as the Data API tells them. */
async function tokenHolder(app: AppArg): Promise<{ holder: string; token: string; symbol: string }> {
  const hash = await successful(app, 'transfer(address,uint256)');
  const detail = await serviceGet<{ erc20Transfers: { to: { address: string } }[] }>(app, `/v1/chains/43114/transactions/${hash}`);
  const holder = detail.erc20Transfers[0].to.address;
  const { erc20TokenBalances } = await serviceGet<{ erc20TokenBalances: { address: string; symbol: string; balance: string }[] }>(
    app,
    `/v1/chains/43114/addresses/${holder}/balances:listErc20?pageSize=100`,
  );
  const held = erc20TokenBalances.find((b) => BigInt(b.balance) > 0n)!;
  return { holder, token: held.address, symbol: held.symbol };
}

/** The newest deployment of a contract made at random (one transaction in a thousand), read back page by page. */
async function randomDeployment(app: AppArg): Promise<{ txHash: string; to: { address: string } }> {
  type Created = { txHash: string; to: { address: string; name?: string }; method: { methodName: string } };
  let token = '';
  for (let page = 0; page < 60; page++) {
    const answer = await serviceGet<{ transactions: Created[]; nextPageToken?: string }>(
      app,
      `/v1/chains/43114/transactions?pageSize=100${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`,
    );
    const found = answer.transactions.find((t) => t.method.methodName === 'Contract Created' && !t.to.name);
    if (found) return found;
    token = answer.nextPageToken ?? '';
    if (!token) break;
  }
  throw new Error('no contract deployed at random in the latest 6,000 transactions');
}
