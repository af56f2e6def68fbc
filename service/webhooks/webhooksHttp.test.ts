import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/endpoints';
import { WEBHOOK_SIGNATURE_HEADER } from '../../shared/api/webhooks';
import { startService, type RunningService } from '../index';
import { API_KEY_HEADER } from '../server/apiKeys';
import { signatureOf } from './webhookDelivery';
import { tempDir } from '../../test/support/rigs/tempDir';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/support/webhookReceiver';

/** The Webhooks API over HTTP: stored per key, validated naming the field, delivered signed to a loopback receiver. */
const KEY_A = 'webhook-key-alpha';
const KEY_B = 'webhook-key-bravo';
let service: RunningService;
let dir: Awaited<ReturnType<typeof tempDir>>;
let receiver: WebhookReceiver | undefined;

beforeAll(async () => {
  dir = await tempDir();
  service = await startService({ seed: 5, blockIntervalMs: 0, dataDir: dir.path, keys: { keys: [{ key: KEY_A }, { key: KEY_B }] } });
  receiver = await startWebhookReceiver();
}, 60_000);
afterAll(async () => {
  await service?.close();
  receiver?.close();
  await dir?.remove();
});

const call = async (method: string, path: string, key: string | undefined, body?: unknown) => {
  const r = await fetch(service.dataUrl + path, {
    method,
    headers: { ...(key && { [API_KEY_HEADER]: key }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: r.status, body: JSON.parse((await r.text()) || 'null') };
};
const recentSenders = async () => {
  const r = await call('GET', '/v1/chains/43114/transactions?pageSize=100', undefined);
  return [...new Set((r.body.transactions as { from: { address: string } }[]).map((t) => t.from.address))].slice(0, 100);
};
/** A loopback URL for requests refused before any delivery (the table of bad inputs is built before the receiver listens). */
const SOME_LOOPBACK = 'http://127.0.0.1:9/hook';
const addressActivity = (addresses: string[], url = receiver?.url ?? SOME_LOOPBACK) => ({
  eventType: 'address_activity',
  url,
  name: 'senders',
  chainId: '43114',
  metadata: { addresses },
  includeLogs: true,
});
/** Mines C-Chain blocks until `count` deliveries have arrived (the watched senders are the chain's busiest). */
async function mineUntilDelivered(count: number) {
  const chain = service.world.evm.chain('43114')!;
  for (let i = 0; i < 400 && receiver!.deliveries.length < count; i++) {
    service.world.evm.mine(chain);
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(receiver!.deliveries.length).toBeGreaterThanOrEqual(count);
}

describe('the Webhooks API', () => {
  it('delivers a signed address_activity event for a watched address, verified with the shared secret, and retries', async () => {
    const created = await call('POST', '/v1/webhooks', KEY_A, addressActivity(await recentSenders()));
    // chainkit's webhooksCreate takes a 201 as the create's success.
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const hook = endpoints.createWebhook.response.parse(created.body);
    expect(hook).toMatchObject({ status: 'active', eventType: 'address_activity', chainId: '43114', name: 'senders' });

    receiver!.refuse = 1;
    await mineUntilDelivered(1);
    const { secret } = (await call('GET', '/v1/webhooks:getSharedSecret', KEY_A)).body as { secret: string };
    const first = receiver!.deliveries[0];
    expect(first.headers[WEBHOOK_SIGNATURE_HEADER]).toBe(signatureOf(secret, first.body));
    const payload = JSON.parse(first.body);
    expect(payload).toMatchObject({ webhookId: hook.id, eventType: 'address_activity', messageId: expect.any(String) });
    const tx = payload.event.transaction;
    const watchedOnes = new Set(hook.metadata!.addresses as string[]);
    const parties = [tx.from, tx.to, ...tx.erc20Transfers.flatMap((t: { from: string; to: string }) => [t.from, t.to])].map((a: string) =>
      a.toLowerCase(),
    );
    expect(parties.some((a) => watchedOnes.has(a))).toBe(true);
    expect(Array.isArray(payload.event.logs)).toBe(true);
    // The refused first try came again: the retry carries the same message.
    expect(receiver!.refuse).toBe(0);

    const rotated = (await call('POST', '/v1/webhooks:generateOrRotateSharedSecret', KEY_A)).body as { secret: string };
    expect(rotated.secret).not.toBe(secret);
    const before = receiver!.deliveries.length;
    await mineUntilDelivered(before + 1);
    const later = receiver!.deliveries[before];
    expect(later.headers[WEBHOOK_SIGNATURE_HEADER]).toBe(signatureOf(rotated.secret, later.body));
  }, 60_000);

  it('keeps each key to its own webhooks; pauses, edits addresses and deletes', async () => {
    const hook = (await call('POST', '/v1/webhooks', KEY_A, addressActivity(['0x0000000000000000000000000000000000000001']))).body;
    expect((await call('GET', `/v1/webhooks/${hook.id}`, KEY_B)).status).toBe(404);
    expect((await call('GET', '/v1/webhooks', KEY_B)).body.webhooks).toEqual([]);

    const added = await call('PATCH', `/v1/webhooks/${hook.id}/addresses`, KEY_A, {
      addresses: ['0x00000000000000000000000000000000000000AB'],
    });
    expect(added.body.metadata.addresses).toEqual([
      '0x0000000000000000000000000000000000000001',
      '0x00000000000000000000000000000000000000ab',
    ]);
    const listed = await call('GET', `/v1/webhooks/${hook.id}/addresses?pageSize=1`, KEY_A);
    expect(listed.body).toMatchObject({
      addresses: ['0x0000000000000000000000000000000000000001'],
      totalAddresses: 2,
      nextPageToken: expect.any(String),
    });
    const removed = await call('DELETE', `/v1/webhooks/${hook.id}/addresses`, KEY_A, {
      addresses: ['0x0000000000000000000000000000000000000001'],
    });
    expect(removed.body.metadata.addresses).toEqual(['0x00000000000000000000000000000000000000ab']);

    const paused = await call('PATCH', `/v1/webhooks/${hook.id}`, KEY_A, { status: 'inactive' });
    expect(paused.body.status).toBe('inactive');
    expect((await call('GET', '/v1/webhooks?status=inactive', KEY_A)).body.webhooks.map((w: { id: string }) => w.id)).toEqual([hook.id]);
    expect((await call('DELETE', `/v1/webhooks/${hook.id}`, KEY_A)).status).toBe(200);
    expect((await call('GET', `/v1/webhooks/${hook.id}`, KEY_A)).status).toBe(404);
  });

  it.each([
    [{ ...addressActivity(['0x0000000000000000000000000000000000000001']), eventType: 'balance_watch' }, 'body.eventType'],
    [addressActivity([]), 'body.metadata.addresses'],
    [addressActivity(Array.from({ length: 101 }, (_, i) => `0x${String(i).padStart(40, '0')}`)), 'body.metadata.addresses'],
    [addressActivity(['0x0000000000000000000000000000000000000001'], 'https://hooks.example.com/x'), 'body.url'],
    [{ ...addressActivity(['0x0000000000000000000000000000000000000001']), chainId: '1' }, 'body.chainId'],
    [addressActivity(['not-an-address']), 'body.metadata.addresses.0'],
  ])('refuses bad input naming the field (%#)', async (body, field) => {
    const r = await call('POST', '/v1/webhooks', KEY_A, body);
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(field);
  });
});
