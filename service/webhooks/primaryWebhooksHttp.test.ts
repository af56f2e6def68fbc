import { describe, expect, it } from 'vitest';
import { WEBHOOK_SIGNATURE_HEADER } from '../../shared/api/webhooks';
import { explorerIndex, ownersOf } from '../sim/primary/explorerIndex';
import type { SimTx } from '../sim/primary/model';
import { signatureOf } from './webhookDelivery';
import { expectedPrimaryNetworks } from '../../test/support/rigs/primaryTestService';
import { webhookClockService } from '../../test/support/rigs/webhookClockService';

/**
 * Primary Network webhooks over HTTP: as the hand-moved clock brings a P-Chain transaction or a staking transaction
 * due, the webhook watching its address or node receives it, signed with the key's shared secret, and retried.
 */
const rig = webhookClockService('/primary');
const { clock, call, nowSec, onePoll, payloadsOf, waitFor } = rig;
const sim = expectedPrimaryNetworks().sim('mainnet');

/** Moves the clock just past `tx` and waits for a delivery naming it. */
async function deliveryOf(tx: SimTx) {
  clock.set((tx.timestamp + 1) * 1000);
  const found = await waitFor(
    () => rig.receiver.deliveries.find((d) => JSON.parse(d.body).event.transaction.txHash === tx.txHash),
    tx.txHash,
  );
  return { ...found, payload: JSON.parse(found.body) };
}

describe('Primary Network webhooks', () => {
  it('delivers a watched P-Chain address’s next transaction, signed, after a refused first try', async () => {
    const next = explorerIndex(sim).txs.P.find((tx) => tx.timestamp > nowSec() && ownersOf(tx).size > 0)!;
    const address = sim.wallets.address([...ownersOf(next)][0], 'P');
    const created = await call('POST', '/v1/webhooks', {
      eventType: 'primary_network_address_activity',
      url: rig.receiver.url,
      network: 'mainnet',
      chainId: 'p-chain',
      metadata: { keyType: 'addresses', keys: [address], subEvents: { addressActivitySubEvents: ['balance_change'] } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await onePoll();
    rig.receiver.refuse = 1;
    const got = await deliveryOf(next);
    expect(rig.receiver.refuse).toBe(0);
    const { secret } = (await call('GET', '/v1/webhooks:getSharedSecret')).body as { secret: string };
    expect(got.headers[WEBHOOK_SIGNATURE_HEADER]).toBe(signatureOf(secret, got.body));
    expect(got.payload).toMatchObject({
      webhookId: created.body.id,
      eventType: 'primary_network_address_activity',
      messageId: expect.any(String),
      event: { eventType: 'balance_change', network: 'mainnet', chainId: sim.chainIdOf('P'), addresses: [address] },
    });
    // The transaction as the Data API serves it by hash.
    const served = await call('GET', `/v1/networks/mainnet/blockchains/p-chain/transactions/${next.txHash}`);
    expect(got.payload.event.transaction).toEqual(served.body);
  }, 60_000);

  it('delivers a watched node’s next staking transaction as validator_activity', async () => {
    const periods = sim.validators.flatMap((v) => [v, ...v.delegations]);
    const next = periods.filter((p) => p.tx && p.tx.timestamp > nowSec()).sort((a, b) => a.tx!.timestamp - b.tx!.timestamp)[0];
    const created = await call('POST', '/v1/webhooks', {
      eventType: 'validator_activity',
      url: rig.receiver.url,
      network: 'mainnet',
      metadata: {
        keyType: 'nodeId',
        keys: [next.nodeId],
        subEvents: { validatorActivitySubEvents: ['validator_stake', 'delegator_stake', 'reward_distribution'] },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const got = await deliveryOf(next.tx!);
    expect(got.payload).toMatchObject({
      webhookId: created.body.id,
      eventType: 'validator_activity',
      event: {
        eventType: next.kind === 'validator' ? 'validator_stake' : 'delegator_stake',
        nodeId: next.nodeId,
        transaction: { txHash: next.tx!.txHash, nodeId: next.nodeId },
      },
    });
    // Other nodes' staking in the same time is not news to this webhook.
    const mine = payloadsOf(created.body.id);
    expect(mine.every((p) => p.event.nodeId === next.nodeId)).toBe(true);
  }, 60_000);

  it("narrows a subnet's validator webhook to the node ids of its nodeIds filter", async () => {
    const periods = sim.validators.flatMap((v) => [v, ...v.delegations]);
    const upcoming = periods.filter((p) => p.tx && p.tx.timestamp > nowSec()).sort((a, b) => a.tx!.timestamp - b.tx!.timestamp);
    const other = upcoming[0];
    const watched = upcoming.find((p) => p.nodeId !== other.nodeId)!;
    const created = await call('POST', '/v1/webhooks', {
      eventType: 'validator_activity',
      url: rig.receiver.url,
      network: 'mainnet',
      metadata: {
        keyType: 'subnetId',
        keys: [sim.subnets[0].subnetId],
        nodeIds: [watched.nodeId],
        subEvents: { validatorActivitySubEvents: ['validator_stake', 'delegator_stake'] },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await onePoll();
    const got = await deliveryOf(watched.tx!);
    expect(got.payload).toMatchObject({ webhookId: created.body.id, event: { nodeId: watched.nodeId } });
    const mine = payloadsOf(created.body.id);
    expect(mine.map((p) => p.event.nodeId)).not.toContain(other.nodeId);
    expect(mine.length).toBeGreaterThan(0);
  }, 60_000);
});
