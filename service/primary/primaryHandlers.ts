import { secondsOf } from '../sim/clock';
import { canonicalNetwork, type Network } from '../../shared/api/params';
import { ParamError } from '../../shared/api/wire/request';
import { decodeNodeId } from '../../shared/codecs/nodeId';
import { NETWORK_IDS, P_CHAIN_ID, type SimNetwork } from '../sim/catalog';
import type { HandlerMap } from '../server/handler';
import { FOREVER, untilSecond } from '../server/answerCache';
import { HttpError, JsonBody } from '../server/handler';
import { jsonList } from '../server/jsonList';
import type { PageCursor } from '../server/pageToken';
import { knownOwners, parseAddresses } from './addresses';
import { chainsTouched } from '../sim/primary/balances';
import { blockchainOut, notHere, subnetOut } from './chains';
import type { ChainKey } from '../sim/primary/model';
import type { PrimaryNetworkSim } from '../sim/primary/network';
import { listPage, nextAppearing, pageAfterCursor } from './paging';
import type { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import { historicalOut, isPaid, isPending, pendingOut, type RewardEntry } from '../sim/primary/rewards';
import { nextJsonChange, transactionJson } from './serialize';

const CHAIN_ALIASES: Record<string, ChainKey> = { 'p-chain': 'P', 'x-chain': 'X', 'c-chain': 'C' };
export const CHAIN_NAMES: Record<ChainKey, string> = { P: 'p-chain', X: 'x-chain', C: 'c-chain' };

const otherNetwork = (n: SimNetwork): SimNetwork => (n === 'mainnet' ? 'fuji' : 'mainnet');

/** Which Primary Network chain a path's blockchainId names on `network`; 400 naming it otherwise. */
export function primaryChain(network: SimNetwork, blockchainId: string, allowed: ChainKey[]): ChainKey {
  const ids = NETWORK_IDS[network];
  const own: Record<string, ChainKey> = { [P_CHAIN_ID]: 'P', [ids.xChainId]: 'X', [ids.cChainId]: 'C', ...CHAIN_ALIASES };
  const chain = own[blockchainId];
  const names = allowed.map((c) => CHAIN_NAMES[c]).join(', ');
  if (chain && allowed.includes(chain)) return chain;
  const theirs = NETWORK_IDS[otherNetwork(network)];
  if (blockchainId === theirs.xChainId || blockchainId === theirs.cChainId) {
    throw new ParamError(
      'blockchainId',
      `${blockchainId} is a chain of ${otherNetwork(network)}, not ${network}; use ${names} or ${network}'s own id`,
    );
  }
  throw new ParamError('blockchainId', `must be ${names} or the id of that chain on ${network}`);
}

/** One page of the blockchains or subnets created by `now`, in order of creation (then id), oldest first by default. */
function pageByCreation<T extends { createdAt: number }>(
  items: readonly T[],
  id: (item: T) => string,
  params: { sortOrder?: 'asc' | 'desc'; pageSize: number },
  page: PageCursor,
  now: number,
) {
  const ascending = [...items].sort((a, b) => a.createdAt - b.createdAt || (id(a) < id(b) ? -1 : 1));
  return pageAfterCursor(
    ascending,
    (item) => [item.createdAt, id(item)],
    params.sortOrder ?? 'asc',
    params.pageSize,
    page,
    (item) => item.createdAt <= now,
  );
}

/** The Data API's Primary Network endpoints (spec 4.2, 4.3, 4.4 asset transactions, 4.5, 4.7). */
export function primaryHandlers(nets: PrimaryNetworks): HandlerMap {
  const net = (n: Network) => nets.get(canonicalNetwork(n));
  const otherSim = (n: Network) => nets.sim(otherNetwork(canonicalNetwork(n)));

  /** The blockchain or subnet `id` of `network` if it was created by `now`; else the 404 saying whether the other network has it. */
  const createdOr404 = <T extends { createdAt: number }>(
    network: Network,
    kind: 'Blockchain' | 'Subnet',
    listOf: (sim: PrimaryNetworkSim) => readonly T[],
    idOf: (item: T) => string,
    id: string,
    now: number,
  ): T => {
    const { sim } = net(network);
    const found = listOf(sim).find((item) => idOf(item) === id && item.createdAt <= now);
    if (found) return found;
    const other = otherSim(network);
    throw notHere(
      kind,
      id,
      sim,
      other,
      listOf(other).some((item) => idOf(item) === id),
    );
  };

  const rewardFilter = (n: Network, addresses: string | undefined, nodeIds: string | undefined) => {
    const owners = addresses ? knownOwners(parseAddresses(net(n).sim, addresses)) : new Set<number>();
    const nodes = new Set(nodeIds ? nodeIds.split(',') : []);
    for (const id of nodes) {
      try {
        decodeNodeId(id);
      } catch (e) {
        throw new ParamError('nodeIds', `${id}: ${(e as Error).message}`);
      }
    }
    return (e: RewardEntry) => owners.has(e.owner) || nodes.has(e.period.nodeId);
  };
  const rewardKey = (e: RewardEntry): [number, string] => [e.period.end, e.id];
  /** One page of the rewards `due` at `now` (paid or pending) of the request's addresses and nodes, latest end first by default. */
  const rewardPage = (
    params: { network: Network; addresses?: string; nodeIds?: string; sortOrder?: 'asc' | 'desc'; pageSize: number },
    page: PageCursor,
    now: number,
    due: (e: RewardEntry, now: number) => boolean,
  ) => {
    const matches = rewardFilter(params.network, params.addresses, params.nodeIds);
    return pageAfterCursor(
      net(params.network).rewards,
      rewardKey,
      params.sortOrder ?? 'desc',
      params.pageSize,
      page,
      (e) => due(e, now) && matches(e),
    );
  };

  return {
    listBlockchains: ({ params, nowMs, page }) => {
      const { sim } = net(params.network);
      const result = pageByCreation(sim.blockchains, (b) => b.blockchainId, params, page, secondsOf(nowMs));
      return listPage('blockchains', result, (b) => blockchainOut(sim, nets.seed, b));
    },

    getBlockchain: ({ params, nowMs }) => {
      const { sim } = net(params.network);
      const found = createdOr404(
        params.network,
        'Blockchain',
        (s) => s.blockchains,
        (b) => b.blockchainId,
        params.blockchainId,
        secondsOf(nowMs),
      );
      return blockchainOut(sim, nets.seed, found);
    },

    listSubnets: ({ params, nowMs, page }) => {
      const { sim } = net(params.network);
      const now = secondsOf(nowMs);
      const result = pageByCreation(sim.subnets, (s) => s.subnetId, params, page, now);
      return listPage('subnets', result, (s) => subnetOut(sim, nets.seed, s, now));
    },

    getSubnet: ({ params, nowMs }) => {
      const { sim } = net(params.network);
      const now = secondsOf(nowMs);
      return subnetOut(
        sim,
        nets.seed,
        createdOr404(
          params.network,
          'Subnet',
          (s) => s.subnets,
          (s) => s.subnetId,
          params.subnetId,
          now,
        ),
        now,
      );
    },

    listChainIdsForAddresses: ({ params, nowMs }) => {
      const { sim } = net(params.network);
      const query = parseAddresses(sim, params.addresses);
      return {
        addresses: query.texts.map((address, i) => {
          const owner = query.owners[i];
          const chains = owner === undefined ? [] : [...chainsTouched(sim, owner, secondsOf(nowMs))];
          return { address, blockchainIds: chains.sort().map((c) => sim.chainIdOf(c)) };
        }),
      };
    },

    getPrimaryBalances: ({ params, nowMs }) => {
      const { sim, balances } = net(params.network);
      const chain = primaryChain(sim.network, params.blockchainId, ['P', 'X', 'C']);
      const now = secondsOf(nowMs);
      // Balances are known up to now; a later blockTimestamp reads as now.
      const t = Math.min(params.blockTimestamp ?? now, now);
      const owners = params.addresses ? knownOwners(parseAddresses(sim, params.addresses)) : new Set<number>();
      const json = balances.answerJson(chain, owners, t, { chainName: CHAIN_NAMES[chain], network: sim.network });
      // The same request gets the same answer until its time reaches the owners' next change: for good when it asks
      // for a time before that change, else until the clock reaches it.
      const next = balances.nextChange(chain, owners, t);
      const asOfBefore = params.blockTimestamp !== undefined && params.blockTimestamp < next;
      return new JsonBody(json, asOfBefore ? FOREVER : untilSecond(next));
    },

    listAssetTransactions: ({ params, nowMs, page }) => {
      const { sim, txsByAsset } = net(params.network);
      primaryChain(sim.network, params.blockchainId, ['X']);
      const now = secondsOf(nowMs);
      const asset = sim.assets.find((a) => a.assetId === params.assetId && (a.createdBy?.timestamp ?? 0) <= now);
      if (!asset) throw new HttpError(404, `Asset ${params.assetId} not found on the X-Chain of ${sim.network}`);
      const types = params.txTypes ? new Set<string>(params.txTypes) : undefined;
      const list = txsByAsset.get(asset.assetId) ?? [];
      const result = pageAfterCursor(
        list,
        (tx) => [tx.timestamp, tx.seq],
        'desc',
        params.pageSize,
        page,
        (tx) =>
          tx.timestamp <= now &&
          (!types || types.has(tx.txType)) &&
          (params.startTimestamp === undefined || tx.timestamp >= params.startTimestamp) &&
          (params.endTimestamp === undefined || tx.timestamp <= params.endTimestamp),
      );
      const rest = JSON.stringify({
        chainInfo: { chainName: 'x-chain', network: sim.network },
        ...(result.nextPageToken && { nextPageToken: result.nextPageToken }),
      });
      // Kept until the asset's next transaction appears (the list is in time order) or an output of the page's is spent:
      // a large page assembled again for each request is far over its floor (bench/NOTES.md "listAssetTransactions, kept").
      const next = Math.min(nextAppearing(list, now), nextJsonChange(result.items, now));
      return new JsonBody(
        jsonList(
          '{"transactions":[',
          result.items.map((tx) => transactionJson(sim, tx, now)),
          `],${rest.slice(1)}`,
        ),
        untilSecond(next),
      );
    },

    listVertices: ({ params, nowMs, page }) => {
      const { sim } = net(params.network);
      primaryChain(sim.network, params.blockchainId, ['X']);
      const now = secondsOf(nowMs);
      const atHeight = sim.verticesByHeight[params.vertexHeight] ?? [];
      const result = pageAfterCursor(
        atHeight,
        (v) => [v.vertexIndex, v.vertexHash],
        params.sortOrder ?? 'asc',
        params.pageSize,
        page,
        (v) => v.vertexTimestamp <= now,
      );
      return {
        ...listPage('vertices', result, (v) => ({ ...v, txCount: v.transactions.length })),
        chainInfo: { chainName: 'x-chain', network: sim.network },
      };
    },

    listHistoricalRewards: ({ params, nowMs, page }) =>
      listPage('historicalRewards', rewardPage(params, page, secondsOf(nowMs), isPaid), (e) =>
        historicalOut(net(params.network).sim, e, params.currency, nets.priceOn),
      ),

    listPendingRewards: ({ params, nowMs, page }) => {
      const now = secondsOf(nowMs);
      return listPage('pendingRewards', rewardPage(params, page, now, isPending), (e) => pendingOut(net(params.network).sim, e, now));
    },
  };
}
