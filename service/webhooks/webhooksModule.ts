import type { WorldModuleFactory } from '../module';
import { PrimaryDelivery } from './primaryDelivery';
import { WebhookDelivery } from './webhookDelivery';
import { webhookHandlers } from './webhookHandlers';
import { WebhookStore } from './webhookStore';

/**
 * Webhooks: stored per key in the service's data folder, delivered on each new block of the watched EVM chain and
 * as the Primary Network's transactions come due.
 */
export const createWebhooksModule: WorldModuleFactory = (ctx) => {
  const store = new WebhookStore(ctx.dataDir);
  const delivery = new WebhookDelivery(store);
  const stopListening = ctx.evm.onBlock((chain, n) => delivery.onBlock(chain, n));
  const primary = new PrimaryDelivery(store, delivery, ctx.primary, ctx.clock);
  return {
    handlers: webhookHandlers(store, ctx.evm),
    start: () => primary.start(),
    stop: async () => {
      stopListening();
      primary.stop();
      delivery.stop();
      await store.flushed();
    },
  };
};
