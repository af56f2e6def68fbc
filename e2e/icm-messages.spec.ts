import { openFromAddress, serviceGet, screenshot } from './primary-support';
import { expect, test } from './fixtures';

/**
 * Cross-chain messages through the real UI and the local service: the messages list (from the navigation) →
 * a delivered message → its source transaction on the source chain → back → its destination transaction on the
 * destination chain, each opened by its link naming its chain (`?evmChain=`) while the header's chain stays; both
 * transaction pages' message id leads back to the message; the sender's address page lists it.
 */

interface Leg {
  txHash: string;
  gasSpent: string;
}
interface Message {
  messageId: string;
  status: string;
  sourceEvmChainId: string;
  destinationEvmChainId: string;
  from: string;
  to: string;
  icmContractAddress: string;
  sourceTransaction?: Leg;
  destinationTransaction?: Leg;
}

test('a cross-chain message → its source and destination transactions', async ({ app }) => {
  // A journey over six pages with full-page screenshots: on a loaded machine it needs more than the default minute.
  test.slow();
  const { page } = app;
  // A delivered message the page will show (the list is newest first; live blocks may add rows above it), whose
  // destination transaction delivered it alone (one that delivers several names the oldest). Chosen before the
  // page reads the list, so it is delivered there too.
  const { messages } = await serviceGet<{ messages: Message[] }>(app, '/v1/icm/messages?pageSize=20');
  let m: Message | undefined;
  for (const x of messages.filter((y) => y.status === 'delivered')) {
    const tx = await serviceGet<{ teleporterMessageInfo?: { teleporterMessageId: string } }>(
      app,
      `/v1/chains/${x.destinationEvmChainId}/transactions/${x.destinationTransaction!.txHash}`,
    );
    if (tx.teleporterMessageInfo?.teleporterMessageId === x.messageId) {
      m = x;
      break;
    }
  }
  if (!m) throw new Error('no delivered message among the latest 20 has a delivery of its own');
  await page.getByRole('link', { name: 'Cross-chain messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cross-chain messages' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Cross-chain messages' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(grid.getByRole('columnheader', { name: 'Source → destination' })).toBeVisible();
  await screenshot(page, 'messages list');

  const row = grid.getByRole('row').filter({ has: page.getByRole('link', { name: m.messageId }) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('Delivered');
  await expect(row).toContainText('→');
  await row.getByRole('link', { name: m.messageId }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Cross-chain message' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/icm/${m.messageId}`));
  const source = page.getByRole('region', { name: 'Source transaction' });
  const destination = page.getByRole('region', { name: 'Destination transaction' });
  await expect(source.getByRole('link', { name: m.sourceTransaction!.txHash })).toBeVisible();
  await expect(destination.getByRole('link', { name: m.destinationTransaction!.txHash })).toBeVisible();
  await screenshot(page, 'message page');

  // The message's ends link on their own chains: the sender on the source chain, the recipient on the destination's.
  const headerChain = await page.getByLabel('EVM chain').inputValue();
  const partyHref = (term: string) =>
    page
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .getByRole('link')
      .first()
      .getAttribute('href');
  expect(await partyHref('From')).toMatch(new RegExp(`^#/address/${m.from}\\?evmChain=${m.sourceEvmChainId}$`, 'i'));
  expect(await partyHref('To')).toMatch(new RegExp(`^#/address/${m.to}\\?evmChain=${m.destinationEvmChainId}$`, 'i'));
  // The messenger is a contract on the source chain, linked there; gas is grouped as every count is.
  expect(await partyHref('Messenger contract')).toMatch(
    new RegExp(`^#/address/${m.icmContractAddress}\\?evmChain=${m.sourceEvmChainId}$`, 'i'),
  );
  const gas = (t: Leg) => BigInt(t.gasSpent).toLocaleString('en-US');
  await expect(source).toContainText(`Gas spent${gas(m.sourceTransaction!)}`);
  await expect(destination).toContainText(`Gas spent${gas(m.destinationTransaction!)}`);

  // The source transaction opens on the source chain, the header's chain staying as it was, and its message id leads back here.
  await source.getByRole('link', { name: m.sourceTransaction!.txHash }).click();
  await expect(page).toHaveURL(new RegExp(`#/tx/${m.sourceTransaction!.txHash}\\?evmChain=${m.sourceEvmChainId}$`));
  await expect(page.getByLabel('EVM chain')).toHaveValue(headerChain);
  const card = page.getByRole('region', { name: 'Cross-chain message' });
  await expect(card).toContainText('Sent from this chain');
  await expect(page.getByText(m.sourceTransaction!.txHash).first()).toBeVisible();
  await screenshot(page, 'source transaction');
  await card.screenshot({ path: test.info().outputPath('source transaction message card.png') });
  await card.getByRole('link', { name: m.messageId }).click();
  await expect(page).toHaveURL(new RegExp(`#/icm/${m.messageId}`));

  // The destination transaction opens on the destination chain.
  await page.getByRole('region', { name: 'Destination transaction' }).getByRole('link', { name: m.destinationTransaction!.txHash }).click();
  await expect(page).toHaveURL(new RegExp(`#/tx/${m.destinationTransaction!.txHash}\\?evmChain=${m.destinationEvmChainId}$`));
  await expect(page.getByLabel('EVM chain')).toHaveValue(headerChain);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  await expect(page.getByText(m.destinationTransaction!.txHash).first()).toBeVisible();
  await screenshot(page, 'destination transaction');
  // Its message card names the message it received and leads back to it, as the source's does.
  const received = page.getByRole('region', { name: 'Cross-chain message' });
  await expect(received).toContainText('Received on this chain');
  await received.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('destination transaction message card.png') });
  await received.getByRole('link', { name: m.messageId }).click();
  await expect(page).toHaveURL(new RegExp(`#/icm/${m.messageId}`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/tx/${m.destinationTransaction!.txHash}`));

  // The sender's address page lists the message among the address's cross-chain messages.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`#/icm/${m.messageId}`));
  await openFromAddress(page);
  await page.getByRole('tab', { name: 'Cross-chain messages' }).click();
  const own = page.getByRole('grid', { name: 'Cross-chain messages' });
  await expect(own.getByRole('link', { name: m.messageId })).toBeVisible({ timeout: 15_000 });
  await screenshot(page, 'address messages');
});

test('an unknown message says so', async ({ app }) => {
  const { page } = app;
  await page.evaluate(() => (window.location.hash = `/icm/0x${'ab'.repeat(32)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Cross-chain message' })).toBeVisible();
  await expect(page.getByText(/not found/i).first()).toBeVisible({ timeout: 15_000 });
});
