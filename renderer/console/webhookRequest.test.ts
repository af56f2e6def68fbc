import { describe, expect, it } from 'vitest';
import { CreateWebhookBody } from '../../shared/api/webhooks';
import { webhookRequest, type WebhookDraft } from './webhookRequest';

const draft: WebhookDraft = {
  eventType: 'address_activity',
  url: 'http://127.0.0.1:9000/hook',
  name: ' treasury ',
  chainId: '43114',
  network: 'mainnet',
  keys: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f,\n0x00000000000000000000000000000000000000ab',
};

describe('webhookRequest: the create request a draft makes', () => {
  it('refuses a non-https URL for a remote profile, naming the URL field', () => {
    expect(webhookRequest(draft, true)).toEqual({ ok: false, field: 'URL', message: 'must be an https URL for the real API' });
    expect(webhookRequest({ ...draft, url: 'https://hooks.example.com/x' }, true).ok).toBe(true);
  });

  it.each(['address_activity', 'primary_network_address_activity', 'validator_activity'] as const)(
    'makes a %s request the contract accepts',
    (eventType) => {
      const keys =
        eventType === 'validator_activity'
          ? 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg'
          : eventType === 'address_activity'
            ? draft.keys
            : 'P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5';
      const r = webhookRequest({ ...draft, eventType, keys }, false);
      expect(r.ok).toBe(true);
      if (r.ok) expect(CreateWebhookBody.parse(r.body)).toMatchObject({ eventType, name: 'treasury' });
    },
  );
});
