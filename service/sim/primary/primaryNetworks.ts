import type { SimNetwork } from '../catalog';
import { nowSeconds, type Clock } from '../clock';
import { BalanceIndex } from './balanceIndex';
import type { SimTx } from './model';
import { buildPrimaryNetwork, type PrimaryNetworkSim } from './network';
import { rewardEntries, type AvaxPriceOn, type RewardEntry } from './rewards';

interface Built {
  sim: PrimaryNetworkSim;
  rewards: RewardEntry[];
  /** X-Chain transactions touching each asset (consumed, emitted or created), in time order. */
  txsByAsset: Map<string, SimTx[]>;
  balances: BalanceIndex;
}

/**
 * Both networks' Primary Network simulations, each built on first use (half a second each),
 * so the service starts at once and a test that reads only mainnet never pays for fuji.
 */
export class PrimaryNetworks {
  private readonly built = new Map<SimNetwork, Built>();

  constructor(
    readonly seed: number,
    private readonly clock: Clock,
    readonly priceOn: AvaxPriceOn,
  ) {}

  get(network: SimNetwork): Built {
    let b = this.built.get(network);
    if (!b) {
      const sim = buildPrimaryNetwork(network, this.seed, nowSeconds(this.clock));
      b = { sim, rewards: rewardEntries(sim), txsByAsset: indexByAsset(sim.xTxs), balances: new BalanceIndex(sim) };
      this.built.set(network, b);
    }
    return b;
  }

  /** Whether `network`'s simulation has been built (get() builds it, holding the thread a while). */
  isBuilt(network: SimNetwork): boolean {
    return this.built.has(network);
  }

  sim(network: SimNetwork): PrimaryNetworkSim {
    return this.get(network).sim;
  }
}

function indexByAsset(xTxs: SimTx[]): Map<string, SimTx[]> {
  const map = new Map<string, SimTx[]>();
  for (const tx of xTxs) {
    const assets = new Set([...tx.consumed, ...tx.emitted].map((u) => u.assetId));
    if (tx.assetCreated) assets.add(tx.assetCreated.assetId);
    for (const a of assets) {
      const list = map.get(a) ?? [];
      list.push(tx);
      map.set(a, list);
    }
  }
  return map;
}
