import { createHmac, randomUUID } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER } from '../../shared/api/webhooks';
import type { EvmChain } from '../sim/evm/evmChain';
import { addressActivityEvent, partiesOf } from './addressActivityEvent';
import { isLoopbackUrl } from './webhookRules';
import type { StoredWebhook, WebhookStore } from './webhookStore';

/** Waits before each retry of a delivery the receiver did not take (no answer, or not 2xx). */
export const RETRY_DELAYS_MS = [1000, 2000, 4000];
const ATTEMPT_TIMEOUT_MS = 5000;

/** HMAC-SHA256 of the body as sent, keyed with the shared secret, in hex: the `x-signature` a receiver checks. */
export const signatureOf = (secret: string, body: string): string => createHmac('sha256', secret).update(body).digest('hex');

/**
 * Delivers webhooks' events (the Primary Network's come from primaryDelivery.ts). address_activity: on each new block of an EVM chain, every transaction touching an address an
 * active webhook of that chain watches is POSTed to the webhook's URL (loopback only), signed with its key's
 * shared secret, and retried while the receiver does not take it.
 */
export class WebhookDelivery {
  private readonly pending = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly store: WebhookStore,
    private readonly retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
  ) {}

  onBlock(chain: EvmChain, blockNumber: number): void {
    const chainId = String(chain.spec.evmChainId);
    const hooks: { owner: string; hook: StoredWebhook & { eventType: 'address_activity' } }[] = [];
    for (const [owner, account] of this.store.all()) {
      for (const hook of account.webhooks) {
        if (hook.eventType === 'address_activity' && hook.status === 'active' && hook.chainId === chainId) hooks.push({ owner, hook });
      }
    }
    if (!hooks.length) return;
    const block = chain.block(blockNumber);
    if (!block) return;
    const first = block.cumulativeTransactions - block.txCount;
    for (let seq = first; seq < block.cumulativeTransactions; seq++) {
      const parties = partiesOf(chain, seq);
      for (const { owner, hook } of hooks) {
        if (!hook.metadata.addresses.some((a) => parties.has(a))) continue;
        const event = addressActivityEvent(chain, seq, {
          includeLogs: hook.includeLogs ?? false,
          includeInternalTxs: hook.includeInternalTxs ?? false,
        });
        this.send(owner, hook, event);
      }
    }
  }

  /**
   * POSTs one event of `hook` in the envelope every delivery has (WebhookAddressActivityResponse: webhookId,
   * eventType, messageId, event), retried while the receiver does not take it.
   */
  send(owner: string, hook: StoredWebhook, event: unknown): void {
    const body = JSON.stringify({ webhookId: hook.id, eventType: hook.eventType, messageId: randomUUID(), event });
    void this.attempt(owner, hook.id, body, 0);
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.pending) clearTimeout(t);
    this.pending.clear();
  }

  /** One try; the webhook is read again each time, so a delivery follows a changed URL and stops once it is paused or deleted. */
  private async attempt(owner: string, id: string, body: string, tryNumber: number): Promise<void> {
    const account = this.store.account(owner);
    const hook = account.webhooks.find((w) => w.id === id);
    if (this.stopped || !hook || hook.status !== 'active' || !account.secret || !isLoopbackUrl(hook.url)) return;
    let delivered = false;
    try {
      const res = await fetch(hook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signatureOf(account.secret, body) },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      delivered = res.ok;
      await res.body?.cancel();
    } catch {
      // The receiver is down or slow: retried below.
    }
    const wait = this.retryDelaysMs[tryNumber];
    if (delivered || wait === undefined || this.stopped) return;
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      void this.attempt(owner, id, body, tryNumber + 1);
    }, wait);
    timer.unref();
    this.pending.add(timer);
  }
}
