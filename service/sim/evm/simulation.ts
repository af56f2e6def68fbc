import { evmChains, NETWORK_IDS, SIM_NETWORKS, type EvmChainSpec, type SimNetwork } from '../catalog';
import { nowSeconds, type Clock } from '../clock';
import { AccountPool } from './accountPool';
import { baseContracts } from './contracts';
import { EvmChain } from './evmChain';
import { chainTxRate, HISTORY_SECONDS, historyTimestamps, SCALE_CONFIG, type Scale } from './history';

export interface EvmSimulationOptions {
  seed: number;
  scale: Scale;
  /** History ends at this clock's time at start-up; live blocks take their timestamps from it. */
  clock: Clock;
}

export type BlockListener = (chain: EvmChain, blockNumber: number) => void;

/**
 * Every simulated EVM chain of both networks (catalog.ts): the C-Chain and the L1 EVM chains.
 *
 * For other modules:
 * - `chains` / `chainsOf(network)` / `chain(id)`: the chain list; `chain` takes an EVM chain id
 *   or a blockchain id.
 * - Metrics: `chain.txCountInTimeRange(startTs, endTs)` and `chain.blockRangeForTime(...)`;
 *   `onBlock(listener)` tells when a live block arrives.
 * - Exports: `transactionsOf(address, startTs, endTs, chainIds)` across chains, then
 *   `chain.transaction(seq)` for each row.
 * - Balances at genesis: genesisAlloc.ts.
 */
export class EvmSimulation {
  readonly chains: EvmChain[] = [];
  private readonly listeners = new Set<BlockListener>();
  private timers: NodeJS.Timeout[] = [];

  constructor(private readonly options: EvmSimulationOptions) {
    const config = SCALE_CONFIG[options.scale];
    const now = nowSeconds(options.clock);
    for (const network of SIM_NETWORKS) {
      const pool = new AccountPool(options.seed, network, config.accounts);
      const specs = evmChains(network);
      const cChainId = NETWORK_IDS[network].cChainId;
      for (const spec of specs) {
        const timestamps = historyTimestamps(options.scale, spec, now);
        const txPerSecond = chainTxRate(options.scale, spec);
        // A bridged token's other side: L1 tokens come from the C-Chain, the C-Chain's from the first L1.
        const otherChainId = spec.isCChain ? specs[1].blockchainId : cChainId;
        const chain = new EvmChain(
          spec,
          pool,
          options.seed,
          { seed: options.seed, txPerSecond, baseContracts: baseContracts(spec, otherChainId) },
          { blocks: timestamps.length, txs: Math.ceil(txPerSecond * HISTORY_SECONDS * 1.2) },
        );
        chain.buildHistory(timestamps);
        this.chains.push(chain);
      }
    }
  }

  chainsOf(network: SimNetwork): EvmChain[] {
    return this.chains.filter((c) => c.spec.network === network);
  }

  chain(chainId: string): EvmChain | undefined {
    return this.chains.find((c) => String(c.spec.evmChainId) === chainId || c.spec.blockchainId === chainId);
  }

  /** Appends a block to `chain` now (live timers; tests call it to make blocks arrive). */
  mine(chain: EvmChain): number {
    const n = chain.mine(nowSeconds(this.options.clock));
    for (const l of this.listeners) l(chain, n);
    return n;
  }

  onBlock(listener: BlockListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Live blocks: the C-Chain every `intervalMs`, each L1 slower in proportion to its block
   * interval in the catalog. 0 turns live blocks off (deterministic tests).
   */
  startLive(intervalMs: number): void {
    if (intervalMs <= 0 || this.timers.length) return;
    for (const chain of this.chains) {
      const every = Math.round((intervalMs * chain.spec.blockIntervalSeconds) / 2);
      const timer = setInterval(() => this.mine(chain), every);
      timer.unref();
      this.timers.push(timer);
    }
  }

  stopLive(): void {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
  }

  /** An address's transactions on the given chains (all when omitted) in [startTs, endTs), oldest first per chain. */
  transactionsOf(address: string, startTs: number, endTs: number, chainIds?: string[]): { chain: EvmChain; seq: number }[] {
    const chains = chainIds ? chainIds.map((id) => this.chain(id)).filter((c): c is EvmChain => c !== undefined) : this.chains;
    return chains.flatMap((chain) => chain.transactionsOf(address, startTs, endTs).map((seq) => ({ chain, seq })));
  }

  /** Totals for the start-up line and the README's scale figures. */
  stats(): { chains: number; blocks: number; transactions: number; cChainBlocks: number } {
    const cChain = this.chains.find((c) => c.spec.isCChain && c.spec.network === 'mainnet');
    return {
      chains: this.chains.length,
      blocks: this.chains.reduce((n, c) => n + c.headNumber + 1, 0),
      transactions: this.chains.reduce((n, c) => n + c.txCount, 0),
      cChainBlocks: (cChain?.headNumber ?? 0) + 1,
    };
  }
}

export type { EvmChainSpec };
