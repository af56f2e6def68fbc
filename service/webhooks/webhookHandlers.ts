import { HttpError, type Caller, type HandlerMap } from '../server/handler';
import type { EvmSimulation } from '../sim/evm/simulation';
import { secondsOf } from '../sim/clock';
import { NO_KEY_ID } from '../console/usageHandlers';
import { checkTarget, requireLoopback, watched, withAddresses } from './webhookRules';
import type { StoredWebhook, WebhookStore } from './webhookStore';

const ownerOf = (caller: Caller | undefined) => caller?.keyId ?? NO_KEY_ID;

/** A webhook as the API answers it (EVMAddressActivityResponse and its Primary Network and validator forms). */
function webhookOut(hook: StoredWebhook) {
  const chainId = hook.eventType === 'validator_activity' ? hook.network : hook.chainId;
  return { ...hook, chainId };
}

/** The Webhooks API over the store: each key sees and changes only its own webhooks. */
export function webhookHandlers(store: WebhookStore, evm: EvmSimulation): HandlerMap {
  const find = (caller: Caller | undefined, id: string): StoredWebhook => {
    const hook = store.account(ownerOf(caller)).webhooks.find((w) => w.id === id);
    if (!hook) throw new HttpError(404, `Webhook ${id} not found`);
    return hook;
  };
  const replace = (caller: Caller | undefined, next: StoredWebhook) => {
    const account = store.account(ownerOf(caller));
    account.webhooks = account.webhooks.map((w) => (w.id === next.id ? next : w));
    void store.save();
    return webhookOut(next);
  };
  return {
    createWebhook: ({ params, caller, nowMs }) => {
      const body = params.body;
      requireLoopback(body.url, 'body.url');
      checkTarget(body, evm);
      const normalised =
        body.eventType === 'address_activity'
          ? { ...body, metadata: { ...body.metadata, addresses: [...new Set(body.metadata.addresses.map((a) => a.toLowerCase()))] } }
          : body;
      return webhookOut(store.create(ownerOf(caller), normalised, secondsOf(nowMs)));
    },

    listWebhooks: ({ params, caller, page }) => {
      const after = page.cursor<string>();
      const all = store.account(ownerOf(caller)).webhooks.filter((w) => !params.status || w.status === params.status);
      const start = after === undefined ? 0 : all.findIndex((w) => w.id === after) + 1;
      const items = all.slice(start, start + params.pageSize);
      return {
        webhooks: items.map(webhookOut),
        ...(start + items.length < all.length && { nextPageToken: page.next(items[items.length - 1].id) }),
      };
    },

    getWebhook: ({ params, caller }) => webhookOut(find(caller, params.id)),

    updateWebhook: ({ params, caller }) => {
      const hook = find(caller, params.id);
      if (params.body.url !== undefined) requireLoopback(params.body.url, 'body.url');
      return replace(caller, { ...hook, ...params.body } as StoredWebhook);
    },

    deactivateWebhook: ({ params, caller }) => {
      const hook = find(caller, params.id);
      store.remove(ownerOf(caller), hook.id);
      return webhookOut({ ...hook, status: 'inactive' });
    },

    addWebhookAddresses: ({ params, caller }) => replace(caller, withAddresses(find(caller, params.id), params.body.addresses, 'add')),
    removeWebhookAddresses: ({ params, caller }) =>
      replace(caller, withAddresses(find(caller, params.id), params.body.addresses, 'remove')),

    listWebhookAddresses: ({ params, caller, page }) => {
      // The token is checked before the webhook is looked up: a forged one is a 400 whether or not the webhook exists.
      const start = page.cursor<number>() ?? 0;
      const addresses = watched(find(caller, params.id));
      const items = addresses.slice(start, start + params.pageSize);
      const end = start + items.length;
      return { addresses: items, totalAddresses: addresses.length, ...(end < addresses.length && { nextPageToken: page.next(end) }) };
    },

    rotateWebhookSecret: ({ caller }) => ({ secret: store.rotateSecret(ownerOf(caller)) }),

    getWebhookSecret: ({ caller }) => {
      const secret = store.account(ownerOf(caller)).secret;
      if (!secret) throw new HttpError(404, 'No shared secret yet: POST /v1/webhooks:generateOrRotateSharedSecret makes one');
      return { secret };
    },
  };
}
