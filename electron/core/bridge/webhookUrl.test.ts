import { describe, expect, it } from 'vitest';
import { offlineCoreEach } from '../../../test/support/rigs/offlineCore';

/** A remote profile's webhooks: the main process refuses a URL the real API would not deliver to, naming the field. */
const offline = offlineCoreEach();
const create = (url: string) => ({
  requestId: 'w1',
  endpointId: 'createWebhook',
  params: {
    body: {
      eventType: 'validator_activity',
      url,
      network: 'mainnet',
      metadata: {
        keyType: 'nodeId',
        keys: ['NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg'],
        subEvents: { validatorActivitySubEvents: ['validator_stake'] },
      },
    },
  },
});

async function activateRemote(dataUrl: string) {
  const saved = await offline.core.dispatch('profiles:save', {
    profile: { name: 'Remote', dataUrl, metricsUrl: 'https://metrics.example.com', defaultNetwork: 'mainnet' },
  });
  if (!saved.ok) throw new Error(JSON.stringify(saved.error));
  const { profiles } = saved.data as { profiles: { id: string; name: string }[] };
  const id = profiles.find((p) => p.name === 'Remote')!.id;
  await offline.core.dispatch('profiles:activate', { id });
}

describe('webhook URLs for a remote profile', () => {
  it('refuses plain http for a remote Data API, naming body.url, before any request', async () => {
    await activateRemote('https://data.example.com');
    expect(await offline.core.dispatch('api:request', create('http://hooks.example.com/x'))).toMatchObject({
      ok: false,
      error: { status: 400, field: 'body.url', kind: 'invalid-params', message: expect.stringContaining('https') },
    });
    const update = { requestId: 'w2', endpointId: 'updateWebhook', params: { id: 'abc', body: { url: 'http://hooks.example.com/y' } } };
    expect(await offline.core.dispatch('api:request', update)).toMatchObject({ ok: false, error: { field: 'body.url' } });
  });

  it('lets the local profile (and a remote one on this machine) send loopback URLs to the service, which checks them', async () => {
    const local = await offline.core.dispatch('api:request', create('http://127.0.0.1:9000/hook'));
    // The offline rig's service is a closed port: the request was made and failed there, not refused by the check.
    expect(local).toMatchObject({ ok: false });
    if (!local.ok) expect(local.error.field).not.toBe('body.url');
    await activateRemote('http://127.0.0.1:9');
    const loopback = await offline.core.dispatch('api:request', create('http://127.0.0.1:9000/hook'));
    if (!loopback.ok) expect(loopback.error.field).not.toBe('body.url');
  });
});
