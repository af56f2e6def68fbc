import { describe, expect, it } from 'vitest';
import { WEBHOOK_SIGNATURE_HEADER } from '../../shared/api/webhooks';
import { balancesAt } from '../sim/primary/balances';
import { explorerIndex } from '../sim/primary/explorerIndex';
import { signatureOf } from './webhookDelivery';
import { expectedPrimaryNetworks } from '../../test/support/rigs/primaryTestService';
import { webhookClockService } from '../../test/support/rigs/webhookClockService';

/**
 * The threshold sub-events over HTTP, driven by the hand-moved clock. Their meaning is the Platform Webhooks docs'
 * (developers.avacloud.io, webhooks-api/platform-webhooks-address and -validator): balance_threshold fires when a
 * watched address's balance of the filter's type goes from at or above the threshold to below it;
 * l1_validator_balance_threshold when an L1 validator's balance falls below the webhook's
 * l1ValidatorFeeBalanceThreshold; l1_validator_disabled when the validator is marked inactive for want of balance.
 * The request fields are chainkit's (PrimaryNetworkBalanceThresholdFilter, ValidatorActivityMetadata); the docs
 * publish no delivery schema, so the event's other fields are this service's (see primaryDelivery.ts).
 */
const rig = webhookClockService('/thresholds');
const { clock, call, nowSec, onePoll, payloadsOf, waitFor } = rig;
const sim = expectedPrimaryNetworks().sim('mainnet');
const L1_FEE_PER_SECOND = 512;

/** The AVAX an owner holds unlocked and unstaked on the P-Chain at t, by the simulation's own full scan. */
const unlockedAt = (owner: number, t: number) =>
  (balancesAt(sim, 'P', new Set([owner]), t).unlockedUnstaked ?? [])
    .filter((e) => e.assetId === sim.ids.avaxAssetId)
    .reduce((s, e) => s + BigInt(e.amount ?? 0), 0n);

/** The next P-Chain transaction that takes one owner's unlocked balance down, the owner alone among its inputs. */
function nextDrop() {
  for (const tx of explorerIndex(sim).txs.P) {
    const owners = new Set(tx.consumed.flatMap((u) => u.owners));
    if (tx.timestamp <= nowSec() + 5 || owners.size !== 1) continue;
    const [owner] = owners;
    const before = unlockedAt(owner, tx.timestamp - 1);
    const after = unlockedAt(owner, tx.timestamp);
    if (after < before) return { tx, owner, before, after };
  }
  return undefined;
}

describe('balance_threshold', () => {
  it('refuses a threshold sub-event without its threshold, or a balance type the chain has not, naming the field', async () => {
    const address = sim.wallets.address(0, 'P');
    const body = (metadata: object, chainId = 'p-chain') => ({
      eventType: 'primary_network_address_activity',
      url: rig.receiver.url,
      network: 'mainnet',
      chainId,
      metadata: { keyType: 'addresses', keys: [address], subEvents: { addressActivitySubEvents: ['balance_threshold'] }, ...metadata },
    });
    const missing = await call('POST', '/v1/webhooks', body({}));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('body.metadata.balanceThresholdFilter');
    const wrongType = await call(
      'POST',
      '/v1/webhooks',
      body({ balanceThresholdFilter: { balanceType: 'unlocked', balanceThreshold: '5' } }),
    );
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain('body.metadata.balanceThresholdFilter.balanceType');
    const zero = await call(
      'POST',
      '/v1/webhooks',
      body({ balanceThresholdFilter: { balanceType: 'unlockedUnstaked', balanceThreshold: '0' } }),
    );
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain('body.metadata.balanceThresholdFilter.balanceThreshold');
  });

  it('is delivered, signed, when a watched address’s balance goes below the threshold, and not when it stays at it', async () => {
    // The next P-Chain transaction that takes one owner's unlocked balance down, alone in its second for that owner.
    const pick = nextDrop();
    expect(pick && pick.after < pick.before).toBe(true);
    const { tx, owner, before, after } = pick!;
    const address = sim.wallets.address(owner, 'P');
    const create = (threshold: bigint) =>
      call('POST', '/v1/webhooks', {
        eventType: 'primary_network_address_activity',
        url: rig.receiver.url,
        network: 'mainnet',
        chainId: 'p-chain',
        metadata: {
          keyType: 'addresses',
          keys: [address],
          subEvents: { addressActivitySubEvents: ['balance_threshold'] },
          balanceThresholdFilter: { balanceType: 'unlockedUnstaked', balanceThreshold: String(threshold) },
        },
      });
    const crossed = await create(after + 1n);
    const stays = await create(after);
    expect(crossed.status, JSON.stringify(crossed.body)).toBe(201);
    expect(stays.status).toBe(201);
    await onePoll();
    clock.set((tx.timestamp + 1) * 1000);
    const got = await waitFor(
      () =>
        rig.receiver.deliveries.find(
          (d) => JSON.parse(d.body).webhookId === crossed.body.id && JSON.parse(d.body).event.transaction.txHash === tx.txHash,
        ),
      tx.txHash,
    );
    const { secret } = (await call('GET', '/v1/webhooks:getSharedSecret')).body as { secret: string };
    expect(got.headers[WEBHOOK_SIGNATURE_HEADER]).toBe(signatureOf(secret, got.body));
    expect(JSON.parse(got.body)).toMatchObject({
      eventType: 'primary_network_address_activity',
      event: {
        eventType: 'balance_threshold',
        network: 'mainnet',
        chainId: sim.chainIdOf('P'),
        addresses: [address],
        balanceType: 'unlockedUnstaked',
        balanceThreshold: String(after + 1n),
        balance: String(after),
        previousBalance: String(before),
        transaction: { txHash: tx.txHash },
      },
    });
    // The balance it reports is the one the balances endpoint serves for that time.
    const served = await call(
      'GET',
      `/v1/networks/mainnet/blockchains/p-chain/balances?addresses=${address}&blockTimestamp=${tx.timestamp}`,
    );
    const avax = (served.body.balances.unlockedUnstaked as { assetId: string; amount: string }[]).find(
      (e) => e.assetId === sim.ids.avaxAssetId,
    );
    expect(avax?.amount).toBe(String(after));
    await onePoll();
    expect(payloadsOf(stays.body.id).filter((p) => p.event.transaction.txHash === tx.txHash)).toEqual([]);
    for (const id of [crossed.body.id, stays.body.id]) expect((await call('DELETE', `/v1/webhooks/${id}`)).status).toBe(200);
  }, 60_000);
});

describe('L1 validator balance events', () => {
  it('delivers l1_validator_balance_threshold as the balance falls below it, and l1_validator_disabled when it runs out', async () => {
    // The active L1 validator whose balance runs out first (no top-up is due that late in the timeline).
    const listed = await call('GET', '/v1/networks/mainnet/l1Validators?pageSize=100');
    const validators = listed.body.validators as { nodeId: string; subnetId: string; remainingBalance: number }[];
    const v = [...validators].sort((a, b) => a.remainingBalance - b.remainingBalance)[0];
    const start = nowSec();
    const k = 100;
    const threshold = v.remainingBalance - k * L1_FEE_PER_SECOND;
    const created = await call('POST', '/v1/webhooks', {
      eventType: 'validator_activity',
      url: rig.receiver.url,
      network: 'mainnet',
      metadata: {
        keyType: 'nodeId',
        keys: [v.nodeId],
        subEvents: { validatorActivitySubEvents: ['l1_validator_balance_threshold', 'l1_validator_disabled'] },
        l1ValidatorFeeBalanceThreshold: String(threshold),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await onePoll();

    // The first second the balance is below the threshold: k + 1 seconds of fees later.
    clock.set((start + k + 10) * 1000);
    const below = await waitFor(
      () => payloadsOf(created.body.id).find((p) => p.event.eventType === 'l1_validator_balance_threshold'),
      'the threshold',
    );
    expect(below).toMatchObject({
      eventType: 'validator_activity',
      event: {
        network: 'mainnet',
        nodeId: v.nodeId,
        subnetId: v.subnetId,
        l1ValidatorFeeBalanceThreshold: String(threshold),
        timestamp: start + k + 1,
        l1Validator: { nodeId: v.nodeId, remainingBalance: v.remainingBalance - (k + 1) * L1_FEE_PER_SECOND },
      },
    });
    expect(payloadsOf(created.body.id).some((p) => p.event.eventType === 'l1_validator_disabled')).toBe(false);

    // It runs out after remainingBalance / fee seconds; then the P-Chain lists it only among the inactive.
    const runsOut = start + Math.ceil(v.remainingBalance / L1_FEE_PER_SECOND);
    clock.set((runsOut + 2) * 1000);
    const disabled = await waitFor(
      () => payloadsOf(created.body.id).find((p) => p.event.eventType === 'l1_validator_disabled'),
      'the disable',
    );
    expect(disabled.event).toMatchObject({ nodeId: v.nodeId, timestamp: runsOut, l1Validator: { nodeId: v.nodeId, remainingBalance: 0 } });
    const active = await call('GET', `/v1/networks/mainnet/l1Validators?nodeId=${v.nodeId}`);
    expect(active.body.validators).toEqual([]);
    const all = await call('GET', `/v1/networks/mainnet/l1Validators?nodeId=${v.nodeId}&includeInactiveL1Validators=true`);
    expect(all.body.validators).toMatchObject([{ nodeId: v.nodeId, remainingBalance: 0 }]);
    // Each crossing is delivered once.
    expect(payloadsOf(created.body.id).map((p) => p.event.eventType)).toEqual(['l1_validator_balance_threshold', 'l1_validator_disabled']);
  }, 60_000);

  it('refuses l1_validator_balance_threshold without its threshold, naming the field', async () => {
    const r = await call('POST', '/v1/webhooks', {
      eventType: 'validator_activity',
      url: rig.receiver.url,
      network: 'mainnet',
      metadata: {
        keyType: 'nodeId',
        keys: [sim.validators[0].nodeId],
        subEvents: { validatorActivitySubEvents: ['l1_validator_balance_threshold'] },
      },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('body.metadata.l1ValidatorFeeBalanceThreshold');
  });
});
