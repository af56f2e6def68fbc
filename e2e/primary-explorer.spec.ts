import { formatAmount } from '../shared/format/amount';
import { NETWORK_IDS } from '../shared/network/primaryNetworkIds';
import { expect, test } from './fixtures';
import { goTo, screenshot, serviceAvaxByChain, serviceGet } from './primary-support';

/** Journeys through the Primary Network explorer: transactions, blocks and an address's history, against the local service. */

interface Tx {
  txHash: string;
  txType: string;
  blockNumber?: string;
  rewardAddresses?: string[];
  rewardTxHash?: string;
  nodeId?: string;
  emittedUtxos: { consumingTxHash?: string; consumedOnChainId?: string }[];
}
// Each journey walks several pages; on a loaded machine they need more than the default minute.
test.beforeEach(() => test.slow());

const pTxs = (app: Parameters<typeof serviceGet>[0], query: string) =>
  serviceGet<{ transactions: Tx[] }>(app, `/v1/networks/mainnet/blockchains/p-chain/transactions?${query}`);

interface Delegation {
  txHash: string;
  nodeId: string;
  rewardAddresses: string[];
}
type HistoryTx = { txHash: string; blockTimestamp?: number; timestamp?: number };

/**
 * A delegation the journey can click through: among its staker's newest few transactions (so its row is on
 * screen in the address's history), and among its validator's newest few delegations (likewise on the validator's page).
 */
async function visibleDelegation(
  app: Parameters<typeof serviceGet>[0],
): Promise<{ delegation: Delegation; address: string; newest: HistoryTx; newestChain: string }> {
  const { delegators } = await serviceGet<{ delegators: Delegation[] }>(app, '/v1/networks/mainnet/delegators?pageSize=100');
  for (const delegation of delegators) {
    const address = delegation.rewardAddresses[0];
    const bare = address.replace(/^P-/, '');
    const [p, x] = await Promise.all(
      ['p-chain', 'x-chain'].map((chain) =>
        serviceGet<{ transactions: HistoryTx[] }>(
          app,
          `/v1/networks/mainnet/blockchains/${chain}/transactions?addresses=${bare}&pageSize=5`,
        ),
      ),
    );
    const merged = [
      ...p.transactions.map((t) => ({ t, at: t.blockTimestamp!, chain: 'P-Chain' })),
      ...x.transactions.map((t) => ({ t, at: t.timestamp!, chain: 'X-Chain' })),
    ]
      .sort((a, b) => b.at - a.at)
      .slice(0, 5);
    if (!merged.some((m) => m.t.txHash === delegation.txHash)) continue;
    const { delegators: ofNode } = await serviceGet<{ delegators: Delegation[] }>(
      app,
      `/v1/networks/mainnet/delegators?nodeIds=${delegation.nodeId}&pageSize=5`,
    );
    if (ofNode.some((d) => d.txHash === delegation.txHash))
      return { delegation, address, newest: merged[0].t, newestChain: merged[0].chain };
  }
  throw new Error("no delegation among the first 100 is near the top of both its staker's history and its validator's delegators");
}

test('a P-Chain address: its portfolio → its history → a staking transaction → its validator → its delegators', async ({ app }) => {
  const { page } = app;
  const { delegation, address, newest, newestChain } = await visibleDelegation(app);

  await page.getByRole('searchbox', { name: 'Search' }).fill(address);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  // The portfolio sums the three chains' AVAX.
  const byChain = await serviceAvaxByChain(app, address.replace(/^P-/, ''), NETWORK_IDS.mainnet.avaxAssetId);
  const total = formatAmount((byChain.p + byChain.x + byChain.c).toString(), 9, { group: true });
  await expect(page.getByRole('region', { name: 'All chains' })).toContainText(`Total${total} AVAX`);
  // P- and X-Chain transactions in one list, newest first: the first row is the newer of each chain's newest.
  const history = page.getByRole('grid', { name: 'Address transactions' });
  const first = history.getByRole('row').nth(1);
  await expect(first.getByRole('link', { name: newest.txHash })).toBeVisible();
  await expect(first.getByRole('gridcell', { name: newestChain, exact: true })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Address UTXOs' }).getByRole('row').nth(1)).toBeVisible();
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, 'primary-address-history');

  await history.getByRole('link', { name: delegation.txHash }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Add(Permissionless)?DelegatorTx$/ })).toBeVisible();
  const stakingSection = page.getByRole('region', { name: 'Staking' });
  await expect(stakingSection).toContainText('AVAX');
  await expect(page.getByRole('heading', { name: /Emitted UTXOs \(\d+\)/ })).toBeVisible();
  await screenshot(page, 'primary-staking-transaction');

  await stakingSection.getByRole('link', { name: delegation.nodeId }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Validator' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Delegators' }).getByRole('link', { name: delegation.txHash })).toBeVisible();
});

test('a staking transaction that ended → its reward → back', async ({ app }) => {
  const { page } = app;
  const { transactions } = await pTxs(app, 'txTypes=AddPermissionlessDelegatorTx&pageSize=50');
  const staking = transactions.find((tx) => tx.rewardTxHash)!;
  await goTo(page, `/primary/tx/p-chain/${staking.txHash}`);
  const stakingSection = page.getByRole('region', { name: 'Staking' });
  await expect(stakingSection.getByRole('link', { name: staking.nodeId! })).toBeVisible();
  await stakingSection.getByRole('link', { name: staking.rewardTxHash! }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'RewardValidatorTx' })).toBeVisible();
  await page.getByRole('region', { name: 'Staking' }).getByRole('link', { name: staking.txHash }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AddPermissionlessDelegatorTx' })).toBeVisible();
});

test('the P-Chain page: latest transactions by type → an export → its import on the other chain; latest blocks → a block', async ({
  app,
}) => {
  const { page } = app;
  const { transactions } = await pTxs(app, 'txTypes=ExportTx&pageSize=100');
  const exp = transactions.find((tx) => tx.emittedUtxos.some((u) => u.consumingTxHash))!;
  const importHash = exp.emittedUtxos.find((u) => u.consumingTxHash)!.consumingTxHash!;

  await page.getByRole('link', { name: 'P-Chain' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'P-Chain' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Latest P-Chain transactions' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).selectOption('ExportTx');
  await expect(table.getByRole('row').nth(1)).toContainText('ExportTx');
  await expect(table.getByRole('row').filter({ hasText: /ImportTx|AddPermissionless/ })).toHaveCount(0);
  await screenshot(page, 'primary-pchain-latest');

  await goTo(page, `/primary/tx/p-chain/${exp.txHash}`);
  const transfer = page.getByRole('region', { name: 'Cross-chain transfer' });
  await expect(transfer).toContainText('Imported by');
  await screenshot(page, 'primary-export-transaction');
  await transfer.getByRole('link', { name: importHash }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ImportTx' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cross-chain transfer' }).getByRole('link', { name: exp.txHash })).toBeVisible();

  await page.getByRole('link', { name: 'P-Chain' }).click();
  await page.getByRole('navigation', { name: 'P-Chain views' }).getByRole('link', { name: 'Blocks' }).click();
  const blocks = page.getByRole('grid', { name: 'Latest P-Chain blocks' });
  await expect(blocks.getByRole('row').nth(1)).toBeVisible();
  await screenshot(page, 'primary-pchain-blocks');
  await goTo(page, `/primary/block/p-chain/${exp.blockNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `P-Chain block ${exp.blockNumber}` })).toBeVisible();
  await page
    .getByRole('region', { name: /Transactions/ })
    .getByRole('link', { name: exp.txHash })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'ExportTx' })).toBeVisible();
});

test('the omnibox opens a P-Chain transaction by its id, and says when an id names nothing', async ({ app }) => {
  const { page } = app;
  const { transactions } = await pTxs(app, 'txTypes=CreateSubnetTx&pageSize=1');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(transactions[0].txHash);
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'CreateSubnetTx' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Subnet and L1' }).getByRole('link').first()).toBeVisible();
  await screenshot(page, 'primary-omnibox-transaction');

  // The fuji X-Chain's id: a valid id that names nothing on mainnet.
  await search.fill('2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm');
  await search.press('Enter');
  // Seven lookups in turn on a busy machine: wait longer than one request.
  await expect(page.getByText('Nothing on mainnet has this id')).toBeVisible({ timeout: 30_000 });
});

test('a staking transaction → its validator → its delegators; the validators list filtered and sorted', async ({ app }) => {
  const { page } = app;
  const { delegators } = await serviceGet<{ delegators: { txHash: string; nodeId: string }[] }>(
    app,
    '/v1/networks/mainnet/delegators?delegationStatus=active&pageSize=1',
  );
  const delegation = delegators[0];

  await goTo(page, `/primary/tx/p-chain/${delegation.txHash}`);
  await page.getByRole('region', { name: 'Staking' }).getByRole('link', { name: delegation.nodeId }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Validator' })).toBeVisible();
  const current = page.getByRole('region', { name: 'Current validation' });
  await expect(current).toContainText('Delegation capacity');
  await expect(current).toContainText('Time remaining');
  const grid = page.getByRole('grid', { name: 'Delegators' });
  await expect(grid.getByRole('link', { name: delegation.txHash })).toBeVisible();
  await screenshot(page, 'primary-validator');

  await page.getByRole('link', { name: 'Validators' }).click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('delegationCapacity');
  await page.getByRole('button', { name: 'Apply' }).click();
  const list = page.getByRole('grid', { name: 'Validators' });
  await expect(list.getByRole('row').nth(1)).toContainText('active');
  await expect(list.getByRole('row').filter({ hasText: 'completed' })).toHaveCount(0);
  await screenshot(page, 'primary-validators');
  await page.getByRole('textbox', { name: 'Min fee %' }).fill('200');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toContainText('Minimum fee % must be a number from 0 to 100');
});

test('an L1 → its validators with their remaining balance', async ({ app }) => {
  const { page } = app;
  const { validators } = await serviceGet<{ validators: { subnetId: string; nodeId: string }[] }>(
    app,
    '/v1/networks/mainnet/l1Validators?pageSize=1',
  );
  await goTo(page, `/subnets/${validators[0].subnetId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'L1' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'L1 validators' });
  // Node ids are cut short in the cell; the whole id is its accessible name.
  const row = grid.getByRole('row').filter({ has: page.getByTitle(validators[0].nodeId, { exact: true }) });
  await expect(row).toContainText('AVAX');
  await screenshot(page, 'primary-l1-validators');
});
