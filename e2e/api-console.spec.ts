import { createHmac } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER } from '../shared/api/webhooks';
import { startWebhookReceiver } from '../test/support/webhookReceiver';
import { expect, test } from './fixtures';

const BLOCK_TEMPLATE = '/v1/chains/{chainId}/blocks/{blockId}';

test('the API page shows 20 requests just made in the usage and the logs, with their compute units, and the health', async ({ app }) => {
  const { page } = app;
  // 20 requests of 20 CU each, made without a key as the local profile's app makes them.
  for (let n = 1; n <= 20; n++) {
    const r = await fetch(`${app.service.dataUrl}/v1/chains/43114/blocks/${n}`);
    expect(r.status).toBe(200);
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible();

  // The header's pill reads the Data API's health check.
  await expect(page.getByRole('link', { name: /Profile: .*Data API up/ })).toBeVisible();
  const health = page.getByRole('region', { name: 'Health' });
  await expect(health.locator('dt', { hasText: 'Data API' }).locator('xpath=following-sibling::dd[1]')).toHaveText('up');
  await expect(health.locator('dt', { hasText: 'Metrics API' }).locator('xpath=following-sibling::dd[1]')).toHaveText('up');

  const logs = page.getByRole('region', { name: 'Latest requests' });
  await logs.getByLabel('Path').fill(BLOCK_TEMPLATE);
  const table = logs.getByRole('table', { name: 'API logs' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /\/v1\/chains\/43114\/blocks\/\d+/ }) });
  await expect(rows).toHaveCount(20);
  for (const row of await rows.all()) await expect(row.getByRole('cell').nth(2)).toHaveText('20');
  await logs.getByLabel('Status').selectOption('404');
  await expect(table.getByRole('row', { name: /No requests match/ })).toBeVisible();

  const usage = page.getByRole('region', { name: 'Usage' });
  const minutes = usage.getByRole('table', { name: 'Usage by minute' });
  // Summed over the minutes shown: the requests may straddle a minute's end.
  await expect
    .poll(async () => {
      const cells = await minutes.getByRole('row').locator('td:nth-of-type(2)').allInnerTexts();
      return cells.reduce((sum, t) => sum + Number(t.replace(/\D/g, '') || 0), 0);
    })
    .toBeGreaterThanOrEqual(400);
  await expect(usage).toContainText('the local service does not meter compute units');

  await logs.getByLabel('Status').selectOption('200');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `test-results/screenshots-wave3-console/api-${scheme}.png` });
    await logs.screenshot({ path: `test-results/screenshots-wave3-console/api-logs-${scheme}.png` });
  }
});

test('a webhook made on the API page delivers signed events to a loopback receiver; its secret rotates; it is deleted', async ({ app }) => {
  const { page } = app;
  const receiver = await startWebhookReceiver('/hook');
  const { deliveries, url } = receiver;
  try {
    // The contracts and senders of the latest transactions: the live blocks touch them again and again.
    const { transactions } = await (await fetch(`${app.service.dataUrl}/v1/chains/43114/transactions?pageSize=100`)).json();
    const parties = (transactions as { from: { address: string }; to?: { address: string } }[]).flatMap((t) => [
      t.to?.address ?? '',
      t.from.address,
    ]);
    const senders = [...new Set(parties.filter(Boolean))].slice(0, 100);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
    const section = page.getByRole('region', { name: 'Webhooks' });
    const form = section.getByRole('form', { name: 'Create a webhook' });
    await form.getByLabel('URL').fill(url);
    await form.getByLabel('Name').fill('senders');

    // Bad input is refused naming the field: no address, then too many.
    await form.getByRole('button', { name: 'Create webhook' }).click();
    await expect(section.getByRole('alert')).toContainText('body.metadata.addresses');
    await form.getByLabel('Addresses').fill(Array.from({ length: 101 }, (_, i) => `0x${String(i + 1).padStart(40, '0')}`).join(','));
    await form.getByRole('button', { name: 'Create webhook' }).click();
    await expect(section.getByRole('alert')).toContainText('at most 100 addresses');

    await form.getByLabel('Addresses').fill(senders.join(', '));
    await form.getByRole('button', { name: 'Create webhook' }).click();
    const row = section.getByRole('table', { name: 'Webhooks' }).getByRole('row', { name: /senders/ });
    await expect(row).toContainText('active');

    await expect.poll(() => deliveries.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const { secret } = await (await fetch(`${app.service.dataUrl}/v1/webhooks:getSharedSecret`)).json();
    expect(deliveries[0].headers[WEBHOOK_SIGNATURE_HEADER]).toBe(createHmac('sha256', secret).update(deliveries[0].body).digest('hex'));
    expect(JSON.parse(deliveries[0].body)).toMatchObject({ eventType: 'address_activity', event: { transaction: { chainId: '43114' } } });

    await section.getByRole('button', { name: 'Rotate the shared secret' }).click();
    const shown = (await section.getByRole('status').locator('code').innerText()).trim();
    expect(shown).not.toBe(secret);
    const before = deliveries.length;
    await expect.poll(() => deliveries.length, { timeout: 30_000 }).toBeGreaterThan(before);
    const later = deliveries.at(-1)!;
    expect(later.headers[WEBHOOK_SIGNATURE_HEADER]).toBe(createHmac('sha256', shown).update(later.body).digest('hex'));
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await section.screenshot({ path: `test-results/screenshots-wave3-console/webhooks-${scheme}.png` });
    }

    await section.getByRole('button', { name: 'Delete senders' }).click();
    await expect(section.getByRole('table', { name: 'Webhooks' })).toContainText('No webhooks yet');
  } finally {
    receiver.close();
  }
});
