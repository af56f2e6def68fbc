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
import type { WebhookDelivery } from './webhookDelivery';
import type { StoredWebhook, WebhookStore } from './webhookStore';

/** How often the Primary Network's new transactions are looked at (its blocks come every few seconds). */
export const PRIMARY_POLL_MS = 1000;

type PrimaryHook = Extract<StoredWebhook, { eventType: 'primary_network_address_activity' | 'validator_activity' }>;
const bare = (address: string) => address.replace(/^[PXC]-/, '');

/**
 * Delivers primary_network_address_activity and validator_activity events. Every PRIMARY_POLL_MS it takes the
 * transactions of each network that became visible since the last look (their time passed on the service's clock)
 * and sends each active webhook the sub-events it asked for. The real API publishes no schema for these deliveries:
 * they carry the envelope of its address_activity deliveries, and as `event.transaction` the transaction as
 * GET …/blockchains/{blockchainId}/transactions/{txHash} answers it.
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

  /** Sends the events of every transaction that became visible since the last poll. */
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
          for (const event of eventsFor(sim, hook, tx, now)) this.delivery.send(owner, hook, event);
        }
      }
    }
  }
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
    const touched = new Set([...ownersOf(tx)].map((o) => bare(sim.wallets.address(o, 'P'))));
    const addresses = hook.metadata.keys.filter((k) => touched.has(bare(k)));
    if (!addresses.length) return [];
    const rewarded = tx.minted > 0n;
    return hook.metadata.subEvents.addressActivitySubEvents
      .filter((s) => s === 'balance_change' || (s === 'reward_distribution' && rewarded))
      .map((subEvent) => ({ subEvent, network: sim.network, chainId: sim.chainIdOf(tx.chain), addresses, transaction: transaction() }));
  }
  const key = hook.metadata.keys[0];
  const wanted = new Set<string>(hook.metadata.subEvents.validatorActivitySubEvents);
  const index = explorerIndex(sim);
  const events: object[] = [];
  const stake = index.stakeOf.get(tx.txHash);
  if (stake && (key === stake.nodeId || key === sim.subnets[0].subnetId)) {
    const subEvent =
      stake.rewardTx === tx ? 'reward_distribution' : stake.kind === 'validator' ? 'validator_stake' : ('delegator_stake' as const);
    if (wanted.has(subEvent)) {
      events.push({ subEvent, network: sim.network, nodeId: stake.nodeId, subnetId: sim.subnets[0].subnetId, transaction: transaction() });
    }
  }
  const l1 = sim.l1Txs.get(tx.txHash);
  const nodeId = l1?.validator?.nodeId;
  if (l1 && (key === l1.subnet.subnetId || key === nodeId)) {
    const subEvent =
      l1.kind === 'IncreaseL1ValidatorBalanceTx'
        ? 'l1_validator_balance_increased'
        : l1.kind === 'SetL1ValidatorWeightTx' && l1.change?.weight === 0n
          ? 'l1_validator_removed'
          : undefined;
    if (subEvent && wanted.has(subEvent)) {
      events.push({ subEvent, network: sim.network, nodeId, subnetId: l1.subnet.subnetId, transaction: transaction() });
    }
  }
  return events;
}

/** The chain a webhook's chainId names (p-chain, x-chain, c-chain or one of their ids; checked at creation). */
const chainOf = (sim: PrimaryNetworkSim, chainId: string): ChainKey => primaryChain(sim.network, chainId, ['P', 'X', 'C']);
