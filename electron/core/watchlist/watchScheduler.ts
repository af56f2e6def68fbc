import type { WatchAlert, WatchItem } from '../../../shared/bridge/watchlistChannels';
import type { BridgeEventBus } from '../events';
import type { WatchClient } from './watchCheck';
import { meteredClient } from './meteredClient';
import { checkCost, WATCH_CHECKS } from './watchChecks';
import type { WatchlistStore } from './watchlistStore';

/** Time for the scheduler; tests pass a fake and run rounds by moving it. */
export interface WatchClock {
  now(): number;
  /** Calls `run` after `ms`; answers a function that cancels it. */
  after(ms: number, run: () => void): () => void;
}

export const realWatchClock: WatchClock = {
  now: () => Date.now(),
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    timer.unref?.();
    return () => clearTimeout(timer);
  },
};

export const WATCH_INTERVAL_MS = 60_000;

/** A test knob: RIDGELINE_WATCH_INTERVAL_MS checks more often than a minute (the e2e journey waits for an alert). */
export function watchIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const ms = Number(env.RIDGELINE_WATCH_INTERVAL_MS);
  return Number.isInteger(ms) && ms >= 500 ? ms : undefined;
}
/** The share of the profile's per-minute budget the watchlist may spend: the views the user opens keep the rest. */
export const WATCH_BUDGET_SHARE = 0.2;

export interface WatchSchedulerDeps {
  store: WatchlistStore;
  client: () => Promise<WatchClient>;
  events: BridgeEventBus;
  clock: WatchClock;
  /** The active profile's per-minute compute-unit budget; undefined = none (the local service). */
  cuPerMinute: () => number | undefined;
  /** The address book's name for an id, for the alert's title. */
  nameOf: (id: string) => string | undefined;
  /** The active profile's id: where the answers come from (none: always the same source). */
  source?: () => string;
  intervalMs?: number;
  log?: (line: string) => void;
  /** The new alerts of one check of one item, together: the notifications group them (electron/core/monitor/alertNotices.ts). */
  onAlerts?: (item: WatchItem, fresh: WatchAlert[]) => void;
  /** After every round, checked or not. */
  afterRound?: () => void;
  /** While true, rounds check nothing (the user paused watching). */
  paused?: () => boolean;
}

/**
 * Checks the watched items in the main process: a round at start (catching up from each item's
 * last seen block or time) and then every interval. A round spends at most WATCH_BUDGET_SHARE of
 * the interval's budget, counting each check's compute units (a P-Chain address costs more than a
 * validator); a check that would exceed it waits for the next round, where it comes first. New alerts go to the
 * store once each and out as 'watch-alert' events; every change as a 'watchlist' event.
 */
export class WatchScheduler {
  private cancel: (() => void) | undefined;
  private running: Promise<void> | undefined;
  /** The checks checkNow started that have not finished: stop waits for them too. */
  private readonly checking = new Set<Promise<void>>();
  /** Where the next round starts, so a budget that covers only part of the list still reaches every item in turn. */
  private cursor = 0;
  private stopped = false;
  /** Compute units this scheduler may still spend (its per-round share, less what checks spent). */
  private credit = 0;

  constructor(private readonly deps: WatchSchedulerDeps) {}

  private get interval(): number {
    return this.deps.intervalMs ?? WATCH_INTERVAL_MS;
  }

  start(): void {
    this.stopped = false;
    void this.tick();
  }

  /** Ends the rounds and waits for every check under way (a round's and checkNow's); none saves once stop is called. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancel?.();
    await Promise.all([this.running, ...this.checking]);
  }

  /** The compute units one round may spend: its share of the interval's budget (none without a budget). */
  roundBudget(): number {
    const cu = this.deps.cuPerMinute();
    return cu === undefined ? Number.POSITIVE_INFINITY : cu * (this.interval / 60_000) * WATCH_BUDGET_SHARE;
  }

  /** One round now (waits for a round already running instead of starting a second). */
  runRound(): Promise<void> {
    this.running ??= this.round()
      .then(() => this.deps.afterRound?.())
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /**
   * Checks one item now (a newly watched item shows its balance at once). Its cost comes out of
   * the next round's share, so watching many items at once does not spend the views' budget.
   */
  async checkNow(key: string): Promise<void> {
    const item = this.deps.store.item(key);
    if (!item || this.stopped) return;
    this.credit -= checkCost(item);
    const run = this.check(item).finally(() => this.checking.delete(run));
    this.checking.add(run);
    await run;
  }

  private async tick(): Promise<void> {
    await this.runRound();
    if (!this.stopped) this.cancel = this.deps.clock.after(this.interval, () => void this.tick());
  }

  private async round(): Promise<void> {
    const items = this.deps.store.state().items;
    if (items.length === 0 || this.deps.paused?.()) return;
    const start = this.cursor % items.length;
    const costs = items.map(checkCost);
    // Unspent budget carries over up to one round's share, or one check's cost where a check costs
    // more than a round's share (a P-Chain address under a small budget): such a check waits a round or two.
    const budget = this.roundBudget();
    this.credit = Math.min(this.credit + budget, Math.max(budget, ...costs));
    let count = 0;
    for (; count < items.length && !this.stopped; count++) {
      const i = (start + count) % items.length;
      if (costs[i] > this.credit) break;
      this.credit -= costs[i];
      await this.check(items[i]);
    }
    this.cursor = (start + count) % items.length;
  }

  /**
   * Never rejects: a check whose result or failure cannot be saved (the disk refused the write) is
   * logged and tried again next round. A rejection here would end the rounds (tick) or, from
   * checkNow's fire-and-forget call, be an unhandled rejection that stops the web host's process.
   */
  private async check(item: WatchItem): Promise<void> {
    const { store, events } = this.deps;
    let fresh: WatchAlert[];
    try {
      fresh = await this.checkAndRecord(item);
    } catch (e) {
      this.deps.log?.(`watchlist: the check of ${item.key} could not be saved: ${messageOf(e)}`);
      return;
    }
    for (const alert of fresh) events.emit('watch-alert', alert);
    if (fresh.length > 0) this.deps.onAlerts?.(item, fresh);
    events.emit('watchlist', store.state());
  }

  private async checkAndRecord(item: WatchItem): Promise<WatchAlert[]> {
    const { store, clock } = this.deps;
    const name = this.deps.nameOf(item.id) ?? item.id;
    const source = this.deps.source?.();
    try {
      const client = meteredClient(await this.deps.client());
      const ctx = { client, at: clock.now(), name, alertDays: store.alertDays() };
      // What was seen on another profile's chain is no position on this one: the check starts as a first one (no alerts for
      // the other chain's history, none missed either) and the change since last seen starts again.
      const seen = item.seenFrom === undefined || item.seenFrom === source;
      const checked = seen
        ? item
        : { ...item, lastSeenBlock: undefined, lastSeenTimestamp: undefined, lastSeenTxIds: undefined, seenBalance: undefined };
      const { patch, alerts } = await WATCH_CHECKS[item.kind].run(ctx, checked);
      // The pages a catch-up read beyond the check's usual cost come out of the share too.
      this.credit -= Math.max(0, client.spent - checkCost(item));
      // Stopped while the check was asking (the app quitting, another profile taking over): what it saw is not saved.
      if (this.stopped) return [];
      return await store.recordCheck(item.key, { ...patch, seenFrom: source, alerting: alerts.map((a) => a.id) }, alerts);
    } catch (e) {
      // The item keeps what it last saw (its last seen block too): the next round tries again from there.
      const message = messageOf(e);
      this.deps.log?.(`watchlist: check of ${item.key} failed: ${message}`);
      if (this.stopped) return [];
      return store.recordCheck(item.key, { error: message.slice(0, 500), checkedAt: clock.now() }, []);
    }
  }
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));
