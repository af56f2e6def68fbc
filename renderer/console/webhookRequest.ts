import type { EndpointParams } from '../../shared/api/endpoints';
import type { WebhookEventType } from '../../shared/api/webhooks';

export interface WebhookDraft {
  eventType: WebhookEventType;
  url: string;
  name: string;
  /** The EVM chain of an address activity webhook. */
  chainId: string;
  network: 'mainnet' | 'fuji';
  /** Addresses (or, for validator activity, one node id), comma- or line-separated. */
  keys: string;
}

export type DraftResult = { ok: true; body: EndpointParams<'createWebhook'>['body'] } | { ok: false; field: string; message: string };

export const splitList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The create request a draft makes, or the field a person must fix first. The real API takes only https URLs; the
 * local service only loopback ones (it says so itself, naming the field).
 */
export function webhookRequest(draft: WebhookDraft, remote: boolean): DraftResult {
  const keys = splitList(draft.keys);
  if (remote && !/^https:\/\//i.test(draft.url)) return { ok: false, field: 'URL', message: 'must be an https URL for the real API' };
  const common = { url: draft.url.trim(), ...(draft.name.trim() && { name: draft.name.trim() }) };
  if (draft.eventType === 'address_activity') {
    return {
      ok: true,
      body: { ...common, eventType: 'address_activity', chainId: draft.chainId, metadata: { addresses: keys }, includeLogs: true },
    };
  }
  if (draft.eventType === 'primary_network_address_activity') {
    return {
      ok: true,
      body: {
        ...common,
        eventType: 'primary_network_address_activity',
        network: draft.network,
        chainId: 'p-chain',
        metadata: { keyType: 'addresses', keys, subEvents: { addressActivitySubEvents: ['balance_change'] } },
      },
    };
  }
  return {
    ok: true,
    body: {
      ...common,
      eventType: 'validator_activity',
      network: draft.network,
      metadata: { keyType: 'nodeId', keys, subEvents: { validatorActivitySubEvents: ['validator_stake', 'delegator_stake'] } },
    },
  };
}
