import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { goTo, serviceGet } from './primary-support';
import { expect, test } from './fixtures';

/**
 * What an address is, through the real UI and the local service: an ERC-20 transfer → its token page → a transfer →
 * the transaction; a token contract's address page with its name and logo; contract names in lists; the chips of the
 * other chains an address used; the home page's lists across all chains, live; bad ids in URLs. Each new page is
 * photographed light and dark into test-results/screenshots-wave3-contracts/ for a look.
 */

const SHOTS = 'test-results/screenshots-wave3-contracts';

/** The page as it is, light and dark. */
async function lightAndDark(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png`, fullPage: true });
  }
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
}

type Transfer = { txHash: string; erc20Token: { address: string; name: string; symbol: string } };
type Tx = { txHash: string; from: { address: string }; to: { address: string }; method: { methodName?: string }; txStatus: string };

/** A sender of a successful ERC-20 transfer among the C-Chain's latest transactions. */
async function tokenSender(app: Parameters<typeof serviceGet>[0]): Promise<string> {
  const { transactions } = await serviceGet<{ transactions: Tx[] }>(app, '/v1/chains/43114/transactions?pageSize=100');
  return transactions.find((t) => t.method.methodName === 'transfer(address,uint256)' && t.txStatus === '1')!.from.address;
}

/** An ERC-721 collection of the C-Chain: the contract of an NFT transfer among its latest transactions' senders. */
async function nftCollection(app: Parameters<typeof serviceGet>[0]): Promise<string> {
  const { transactions } = await serviceGet<{ transactions: Tx[] }>(app, '/v1/chains/43114/transactions?pageSize=100');
  for (const t of transactions) {
    const { transactions: nft } = await serviceGet<{ transactions: { erc721Token?: { address: string } }[] }>(
      app,
      `/v1/chains/43114/addresses/${t.from.address}/transactions:listErc721?pageSize=1`,
    );
    if (nft[0]?.erc721Token) return nft[0].erc721Token.address;
  }
  throw new Error('no ERC-721 transfer among the senders of the latest transactions');
}

test('an ERC-20 transfer row → its token page → a transfer → the transaction', async ({ app }) => {
  const { page } = app;
  const sender = await tokenSender(app);
  const { transactions } = await serviceGet<{ transactions: Transfer[] }>(
    app,
    `/v1/chains/43114/addresses/${sender}/transactions:listErc20?pageSize=1`,
  );
  const token = transactions[0].erc20Token;
  await goTo(page, `/address/${sender}?tab=erc20`);
  const transfers = page.getByRole('grid', { name: 'ERC-20 transfers' });
  // The amount with its symbol links to the token's page too.
  const amount = transfers.getByRole('row').nth(1).locator('a:has(.amount)');
  await expect(amount).toContainText(token.symbol);
  expect((await amount.getAttribute('href'))?.toLowerCase()).toContain(`#/token/${token.address.toLowerCase()}`);
  await lightAndDark(page, 'erc20-transfers-list');
  await transfers.getByRole('row').nth(1).getByRole('link', { name: token.symbol, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: `${token.name} (${token.symbol})` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transfers' })).toBeVisible();
  const tokenGrid = page.getByRole('grid', { name: `Transfers of ${token.symbol}` });
  await expect(tokenGrid.getByRole('row').nth(1)).toBeVisible();
  // The newest transfer first, as the service lists them.
  const { transfers: newest } = await serviceGet<{ transfers: { txHash: string }[] }>(
    app,
    `/v1/chains/43114/tokens/${token.address}/transfers?pageSize=1`,
  );
  expect(newest.length).toBe(1);
  await expect(page.getByText(/loaded: scroll for more, or/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load all' })).toBeVisible();
  await lightAndDark(page, 'token-page');

  const first = tokenGrid.getByRole('row').nth(1).getByRole('link').first();
  const hash = (await first.getAttribute('title'))!;
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/tx/${hash}`));

  // The omnibox finds the token by its symbol among those seen, and opens its page.
  await page.getByRole('searchbox', { name: 'Search' }).fill(token.symbol.toLowerCase());
  await expect(page.getByRole('option', { name: new RegExp(`${token.name}`) }).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).press('ArrowDown');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `${token.name} (${token.symbol})` })).toBeVisible();
});

test("a token contract's address page shows its name, logo and deployment; lists show contract names, not hex", async ({ app }) => {
  const { page } = app;
  const { transactions } = await serviceGet<{ transactions: Transfer[] }>(
    app,
    `/v1/chains/43114/addresses/${await tokenSender(app)}/transactions:listErc20?pageSize=1`,
  );
  const token = transactions[0].erc20Token;
  const metadata = await serviceGet<{ deploymentDetails: { deployerAddress: string } }>(app, `/v1/chains/43114/addresses/${token.address}`);
  await goTo(page, `/address/${token.address}`);
  const card = page.getByRole('region', { name: new RegExp(token.name) });
  await expect(card.getByRole('heading', { name: new RegExp(token.name) })).toBeVisible();
  // The service draws the logo; the main process fetched it and the page shows it as data (its image policy admits no loopback).
  await expect(card.locator('img.contract-card-logo')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  expect(await card.locator('img.contract-card-logo').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByText('ERC-20 token')).toBeVisible();
  await expect(card.getByRole('link', { name: new RegExp(metadata.deploymentDetails.deployerAddress.slice(2, 8), 'i') })).toBeVisible();
  await lightAndDark(page, 'token-contract-address-page');

  // The token's own history lists transfers to and from it: its address there carries the name and a badge.
  await goTo(page, '/transactions');
  const grid = page.getByRole('grid', { name: 'Latest transactions' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(grid.locator('.contract-badge').first()).toBeVisible();
  // A contract's address reads as its name (the hex on hover and in the link's name).
  await expect(
    grid.getByRole('link', { name: /(C-Chain Swap Router|Wrapped Avalanche|Ridge USD|Bridged Summit).* 0x[0-9a-fA-F]{40}$/ }).first(),
  ).toBeVisible();
  await lightAndDark(page, 'latest-transactions-with-names');
});

test('the chain chips open the same address on another chain; the deployed contracts tab lists what it created', async ({ app }) => {
  const { page } = app;
  const sender = await tokenSender(app);
  const { indexedChains } = await serviceGet<{ indexedChains: { chainId: string; chainName: string; isTestnet: boolean }[] }>(
    app,
    `/v1/address/${sender}/chains`,
  );
  const other = indexedChains.find((c) => c.chainId !== '43114' && !c.isTestnet)!;
  await goTo(page, `/address/${sender}`);
  const chips = page.getByRole('navigation', { name: 'Other chains of this address' });
  await chips.getByRole('link', { name: other.chainName }).click();
  await expect(page).toHaveURL(new RegExp(`evmChain=${other.chainId}`));
  await expect(page.getByText(`${other.chainName} · mainnet`)).toBeVisible();
  await lightAndDark(page, 'address-on-other-chain');

  // A contract's deployer: its tab lists the contract.
  const { chains } = await serviceGet<{ chains: { chainId: string }[] }>(app, '/v1/chains');
  expect(chains.length).toBeGreaterThan(1);
  const { transactions } = await serviceGet<{ transactions: Transfer[] }>(
    app,
    `/v1/chains/43114/addresses/${sender}/transactions:listErc20?pageSize=1`,
  );
  const metadata = await serviceGet<{ deploymentDetails: { deployerAddress: string } }>(
    app,
    `/v1/chains/43114/addresses/${transactions[0].erc20Token.address}`,
  );
  await goTo(page, `/address/${metadata.deploymentDetails.deployerAddress}?tab=deployed`);
  const deployed = page.getByRole('grid', { name: 'Deployed contracts' });
  await expect(deployed.getByRole('row').filter({ hasText: transactions[0].erc20Token.name })).toBeVisible();
  await lightAndDark(page, 'deployed-contracts-tab');
});

test("the home page's lists across all chains follow new blocks", async ({ app }) => {
  const { page } = app;
  await goTo(page, '/');
  const section = page.getByRole('region', { name: 'Across all chains' });
  const blocks = section.getByRole('grid', { name: 'Blocks of every chain, newest first' });
  await expect(blocks.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const txs = section.getByRole('grid', { name: 'Transactions of every chain, newest first' });
  await expect(txs.getByRole('row').nth(1)).toBeVisible();
  // Rows of more than one chain.
  const { chains } = await serviceGet<{ chains: { chainName: string; isTestnet: boolean }[] }>(app, '/v1/chains');
  const names = chains.filter((c) => !c.isTestnet).map((c) => c.chainName);
  await expect
    .poll(async () => {
      const text = (await blocks.getByRole('row').allInnerTexts()).join('\n');
      return names.filter((n) => text.includes(n)).length;
    })
    .toBeGreaterThan(1);
  // Live: new blocks arrive (held behind the "new" pill, or drawn at the top).
  const before = await blocks.getByRole('row').nth(1).innerText();
  await expect
    .poll(
      async () => {
        const pill = section.getByRole('button', { name: /new blocks?/i });
        if (await pill.count()) return 'pill';
        return blocks.getByRole('row').nth(1).innerText();
      },
      { timeout: 20_000 },
    )
    .not.toBe(before);
  await lightAndDark(page, 'home-across-all-chains');
});

test('a malformed address or token id in a URL gets the page its clear error; an account is no token', async ({ app }) => {
  const { page } = app;
  await goTo(page, '/token/0x12');
  await expect(page.getByRole('alert')).toHaveText('"0x12" is not a 0x token address of 40 hex digits.');
  const sender = await tokenSender(app);
  await goTo(page, `/token/${sender}`);
  await expect(page.getByRole('status').filter({ hasText: 'is not a contract on C-Chain' })).toBeVisible();
  await goTo(page, `/nfts/${sender}/seven`);
  await expect(page.getByRole('alert')).toHaveText('The address must be a 0x contract address and the token id a decimal number.');

  // One NFT of a collection, read by itself: a collection's token from the C-Chain's NFT transfers.
  const collection = await nftCollection(app);
  const { tokens } = await serviceGet<{ tokens: { tokenId: string }[] }>(
    app,
    `/v1/chains/43114/nfts/collections/${collection}/tokens?pageSize=1`,
  );
  await goTo(page, `/nfts/${collection}/${tokens[0].tokenId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText(tokens[0].tokenId);
  await lightAndDark(page, 'nft-token-page');
  await goTo(page, `/nfts/${collection}/999999`);
  await expect(page.getByRole('status').filter({ hasText: 'The collection has no token 999999' })).toBeVisible();
});
