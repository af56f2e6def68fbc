import type { WorldModuleFactory } from '../module';
import { WebhookDelivery } from './webhookDelivery';
import { webhookHandlers } from './webhookHandlers';
import { WebhookStore } from './webhookStore';

/** Webhooks: stored per key in the service's data folder, delivered on each new block of the watched chain. */
export const createWebhooksModule: WorldModuleFactory = (ctx) => {
  const store = new WebhookStore(ctx.dataDir);
  const delivery = new WebhookDelivery(store);
  const stopListening = ctx.evm.onBlock((chain, n) => delivery.onBlock(chain, n));
  return {
    handlers: webhookHandlers(store, ctx.evm),
    stop: async () => {
      stopListening();
      delivery.stop();
      await store.flushed();
    },
  };
};
