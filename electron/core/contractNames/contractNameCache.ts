import type { Profile } from '../../../shared/bridge/channels';
import type { ContractMetadata } from '../../../shared/api/contract';
import { SEEN_PER_CALL, type ContractName, type ContractNames, type SeenContract } from '../../../shared/bridge/contractNames';
import { ApiClientError } from '../apiClient/apiError';
import { ConcurrencyLimit } from '../../../shared/async/concurrencyLimit';
import { answersOrigin } from '../apiClient/persistedAnswers';
import { ContractNameStore } from './contractNameStore';

/** Metadata reads in flight at once: a screen of new names arrives in a few rounds, never all at the same moment. */
const IN_FLIGHT = 4;

export interface ContractNameDeps {
  /** Where the names are kept across launches; in memory only without it. */
  dataDir?: string;
  /** The active profile: names are kept per profile and data origin. */
  active: () => Profile;
  /** GET /v1/chains/{chainId}/addresses/{address} through the active connection (its budget and retries). */
  metadata: (chainId: string, address: string) => Promise<ContractMetadata>;
  now?: () => number;
}

export function nameOf(m: ContractMetadata): ContractName {
  return {
    ...(m.name ? { name: m.name } : {}),
    ...(m.symbol ? { symbol: m.symbol } : {}),
    ...(m.ercType ? { ercType: m.ercType } : {}),
    ...(m.logoAsset?.imageUri ? { logoUri: m.logoAsset.imageUri } : {}),
    ...(m.decimals !== undefined ? { decimals: m.decimals } : {}),
  };
}

/**
 * Contract names for every list of the app through one cache: each address of a chain is asked about once (callers
 * asking for it meanwhile share the request), the answer, a name or "no contract", is kept on disk per profile and
 * origin, and at most a few reads are in flight, each paced by the connection's compute-unit budget.
 */
export class ContractNameCache {
  private stores = new Map<string, Promise<ContractNameStore>>();
  private readonly inFlight = new Map<string, Promise<ContractName | null | undefined>>();
  private readonly limit = new ConcurrencyLimit(IN_FLIGHT);

  constructor(private readonly deps: ContractNameDeps) {}

  async names(chainId: string, addresses: string[]): Promise<ContractNames> {
    const profile = this.deps.active();
    const store = await this.storeOf(profile);
    const unique = [...new Set(addresses.map((a) => a.toLowerCase()))];
    const found = await Promise.all(unique.map((address) => this.nameOf(store, profile, chainId, address)));
    const out: ContractNames = {};
    unique.forEach((address, i) => {
      if (found[i] !== undefined) out[address] = found[i];
    });
    return out;
  }

  async seen(chainId: string, ercType: string): Promise<SeenContract[]> {
    return (await this.storeOf(this.deps.active())).seen(chainId, ercType, SEEN_PER_CALL);
  }

  async close(): Promise<void> {
    const stores = [...this.stores.values()];
    this.stores = new Map();
    await Promise.all(stores.map(async (s) => (await s).close()));
  }

  private nameOf(store: ContractNameStore, profile: Profile, chainId: string, address: string) {
    const key = `${chainId}:${address}`;
    const kept = store.get(key);
    if (kept !== undefined) return kept;
    const flightKey = `${profile.id}\n${answersOrigin(profile)}\n${key}`;
    let pending = this.inFlight.get(flightKey);
    if (!pending) {
      pending = this.limit
        .run(() => this.deps.metadata(chainId, address))
        .then(
          (m) => nameOf(m),
          (e: unknown) => (e instanceof ApiClientError && e.info.status === 404 ? null : undefined),
        )
        .then((name) => {
          // An answer that came from another profile than the one now active is not kept for this one.
          if (name !== undefined && this.deps.active().id === profile.id) store.set(key, name);
          return name;
        })
        .finally(() => this.inFlight.delete(flightKey));
      this.inFlight.set(flightKey, pending);
    }
    return pending;
  }

  private storeOf(profile: Profile): Promise<ContractNameStore> {
    const origin = answersOrigin(profile) ?? 'unknown-origin';
    const id = `${profile.id}\n${origin}`;
    let store = this.stores.get(id);
    if (!store) {
      store = ContractNameStore.open(this.deps.dataDir, profile.id, origin, this.deps.now);
      this.stores.set(id, store);
    }
    return store;
  }
}
