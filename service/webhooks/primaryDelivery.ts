import { canonicalNetwork } from '../../shared/api/params';
import type { SimNetwork } from '../sim/catalog';
import { nowSeconds, type Clock } from '../sim/clock';
import { explorerIndex, ownersOf } from '../sim/primary/explorerIndex';
import type { ChainKey, SimTx } from '../sim/primary/model';
import type { PrimaryNetworkSim } from '../sim/primary/network';
import type { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import { partitionPoint } from '../sim/partitionPoint';
import { chainTransactionOut } from '../primary/serializeByChain';
import { primaryChain } from '../primary/primaryHandlers';
import { l1ValidatorOut } from '../primary/validatorHandlers';
import { balanceAcross, l1BalanceFallsBelow } from './thresholdCrossings';
import type { WebhookDelivery } from './webhookDelivery';
import type { StoredWebhook, WebhookStore } from './webhookStore';

/** How often the Primary Network's new transactions are looked at (its blocks come every few seconds). */
export const PRIMARY_POLL_MS = 1000;

type PrimaryHook = Extract<StoredWebhook, { eventType: 'primary_network_address_activity' | 'validator_activity' }>;
const bare = (address: string) => address.replace(/^[PXC]-/, '');

/**
 * Delivers primary_network_address_activity and validator_activity events. Every PRIMARY_POLL_MS it takes the
 * transactions of each network that became visible since the last look (their time passed on the service's clock)
 * and the L1 validators' balances' crossings in that time, and sends each active webhook the sub-events it asked for.
 * The real API publishes no schema for these deliveries: they carry the envelope of its address_activity deliveries;
 * the event names its sub-event as `eventType` (the Platform Webhooks docs' sample payloads), and as
 * `event.transaction` the transaction as GET …/blockchains/{blockchainId}/transactions/{txHash} answers it.
 */
export class PrimaryDelivery {
  private readonly seenUntil = new Map<SimNetwork, number>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly store: WebhookStore,
    private readonly delivery: WebhookDelivery,
    private readonly primary: PrimaryNetworks,
    private readonly clock: Clock,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.poll(), PRIMARY_POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Sends the events of every transaction that became visible since the last poll, and of the L1 balances crossed meanwhile. */
  poll(): void {
    const now = nowSeconds(this.clock);
    const byNetwork = new Map<SimNetwork, { owner: string; hook: PrimaryHook }[]>();
    for (const [owner, account] of this.store.all()) {
      for (const hook of account.webhooks) {
        if (hook.status !== 'active' || hook.eventType === 'address_activity') continue;
        const network = canonicalNetwork(hook.network);
        byNetwork.set(network, [...(byNetwork.get(network) ?? []), { owner, hook }]);
      }
    }
    for (const network of ['mainnet', 'fuji'] as const) {
      const hooks = byNetwork.get(network);
      const since = this.seenUntil.get(network);
      // Only what comes due after the service started is news: the first poll marks where the news begins.
      this.seenUntil.set(network, now);
      if (!hooks || since === undefined || since >= now) continue;
      const sim = this.primary.sim(network);
      for (const tx of visibleBetween(sim, since, now)) {
        for (const { owner, hook } of hooks) {
          for (const event of eventsFor(sim, hook, tx, now)) if (passesFilters(hook, event)) this.delivery.send(owner, hook, event);
        }
      }
      for (const { owner, hook } of hooks) {
        if (hook.eventType !== 'validator_activity') continue;
        for (const event of l1BalanceEvents(sim, hook, since, now)) if (passesFilters(hook, event)) this.delivery.send(owner, hook, event);
      }
    }
  }
}

/** A validator_activity webhook's optional nodeIds and subnetIds narrow what its key matches (chainkit's ValidatorActivityMetadata). */
function passesFilters(hook: PrimaryHook, event: object): boolean {
  if (hook.eventType !== 'validator_activity') return true;
  const { nodeIds, subnetIds } = hook.metadata;
  const { nodeId, subnetId } = event as { nodeId?: string; subnetId?: string };
  return (!nodeIds?.length || nodeIds.includes(nodeId ?? '')) && (!subnetIds?.length || subnetIds.includes(subnetId ?? ''));
}

/** The transactions of every chain whose time is in (from, to], in time order. */
function visibleBetween(sim: PrimaryNetworkSim, from: number, to: number): SimTx[] {
  const out: SimTx[] = [];
  for (const list of Object.values(explorerIndex(sim).txs)) {
    const start = partitionPoint(list.length, (i) => list[i].timestamp <= from);
    for (let i = start; i < list.length && list[i].timestamp <= to; i++) out.push(list[i]);
  }
  return out.sort((a, b) => a.timestamp - b.timestamp || a.seq - b.seq);
}

/** The events one transaction makes for one webhook: none, or one per sub-event it asked for that the transaction is. */
function eventsFor(sim: PrimaryNetworkSim, hook: PrimaryHook, tx: SimTx, now: number): object[] {
  const transaction = () => chainTransactionOut(sim, tx, now);
  if (hook.eventType === 'primary_network_address_activity') {
    if (chainOf(sim, hook.chainId) !== tx.chain) return [];
    const keys = new Set(hook.metadata.keys.map(bare));
    const owners = new Set([...ownersOf(tx)].filter((o) => keys.has(bare(sim.wallets.address(o, 'P')))));
    if (!owners.size) return [];
    const touched = new Set([...owners].map((o) => bare(sim.wallets.address(o, 'P'))));
    const addresses = hook.metadata.keys.filter((k) => touched.has(bare(k)));
    const base = { network: sim.network, chainId: sim.chainIdOf(tx.chain), addresses };
    return hook.metadata.subEvents.addressActivitySubEvents.flatMap((eventType): object[] => {
      if (eventType === 'balance_change' || (eventType === 'reward_distribution' && tx.minted > 0n)) {
        return [{ eventType, ...base, transaction: transaction() }];
      }
      const filter = hook.metadata.balanceThresholdFilter;
      if (eventType !== 'balance_threshold' || !filter) return [];
      // The docs: the balance must go from at or above the threshold to below it.
      const { before, after } = balanceAcross(sim, tx.chain, owners, filter.balanceType, tx);
      const threshold = BigInt(filter.balanceThreshold);
      if (!(before >= threshold && after < threshold)) return [];
      return [{ eventType, ...base, ...filter, balance: String(after), previousBalance: String(before), transaction: transaction() }];
    });
  }
  const key = hook.metadata.keys[0];
  const wanted = new Set<string>(hook.metadata.subEvents.validatorActivitySubEvents);
  const index = explorerIndex(sim);
  const events: object[] = [];
  const stake = index.stakeOf.get(tx.txHash);
  if (stake && (key === stake.nodeId || key === sim.subnets[0].subnetId)) {
    const eventType =
      stake.rewardTx === tx ? 'reward_distribution' : stake.kind === 'validator' ? 'validator_stake' : ('delegator_stake' as const);
    if (wanted.has(eventType)) {
      events.push({ eventType, network: sim.network, nodeId: stake.nodeId, subnetId: sim.subnets[0].subnetId, transaction: transaction() });
    }
  }
  const l1 = sim.l1Txs.get(tx.txHash);
  const nodeId = l1?.validator?.nodeId;
  if (l1 && (key === l1.subnet.subnetId || key === nodeId)) {
    const eventType =
      l1.kind === 'IncreaseL1ValidatorBalanceTx'
        ? 'l1_validator_balance_increased'
        : l1.kind === 'SetL1ValidatorWeightTx' && l1.change?.weight === 0n
          ? 'l1_validator_removed'
          : undefined;
    if (eventType && wanted.has(eventType)) {
      events.push({ eventType, network: sim.network, nodeId, subnetId: l1.subnet.subnetId, transaction: transaction() });
    }
  }
  return events;
}

/**
 * A validator_activity webhook's L1 balance events in (from, to], in time order: l1_validator_balance_threshold when
 * a watched L1 validator's balance falls below the webhook's l1ValidatorFeeBalanceThreshold, l1_validator_disabled
 * when it runs out (the P-Chain then marks the validator inactive; GET …/l1Validators lists it only with
 * includeInactiveL1Validators). No transaction causes them: each carries the validator as that list answers it then.
 */
function l1BalanceEvents(
  sim: PrimaryNetworkSim,
  hook: Extract<PrimaryHook, { eventType: 'validator_activity' }>,
  from: number,
  to: number,
): object[] {
  const key = hook.metadata.keys[0];
  const wanted = new Set<string>(hook.metadata.subEvents.validatorActivitySubEvents);
  const thresholds: [string, bigint][] = [];
  if (wanted.has('l1_validator_balance_threshold') && hook.metadata.l1ValidatorFeeBalanceThreshold) {
    thresholds.push(['l1_validator_balance_threshold', BigInt(hook.metadata.l1ValidatorFeeBalanceThreshold)]);
  }
  if (wanted.has('l1_validator_disabled')) thresholds.push(['l1_validator_disabled', 1n]);
  if (!thresholds.length) return [];
  const events: { at: number; event: object }[] = [];
  for (const subnet of sim.subnets) {
    for (const v of subnet.l1?.validators ?? []) {
      if (key !== subnet.subnetId && key !== v.nodeId) continue;
      for (const [eventType, threshold] of thresholds) {
        const at = l1BalanceFallsBelow(subnet, v, threshold, from, to);
        if (at === undefined) continue;
        const event = {
          eventType,
          network: sim.network,
          nodeId: v.nodeId,
          subnetId: subnet.subnetId,
          ...(eventType === 'l1_validator_balance_threshold' && { l1ValidatorFeeBalanceThreshold: String(threshold) }),
          timestamp: at,
          l1Validator: l1ValidatorOut(sim, subnet, v, at),
        };
        events.push({ at, event });
      }
    }
  }
  return events.sort((a, b) => a.at - b.at).map((e) => e.event);
}

/** The chain a webhook's chainId names (p-chain, x-chain, c-chain or one of their ids; checked at creation). */
const chainOf = (sim: PrimaryNetworkSim, chainId: string): ChainKey => primaryChain(sim.network, chainId, ['P', 'X', 'C']);
