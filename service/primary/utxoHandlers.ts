import { secondsOf } from '../sim/clock';
import { canonicalNetwork, type Network } from '../../shared/api/params';
import { ParamError } from '../../shared/api/wire/request';
import type { HandlerMap } from '../server/handler';
import type { PageCursor } from '../server/pageToken';
import type { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import type { ChainKey, SimUtxo } from '../sim/primary/model';
import type { PrimaryNetworkSim } from '../sim/primary/network';
import { aliveAt } from '../sim/primary/balances';
import { parseAddresses } from './addresses';
import { compareKeys, listPage, pageAfterCursor, type SortKey } from './paging';
import { chainUtxoOut } from './serializeByChain';
import { CHAIN_NAMES, primaryChain } from './primaryHandlers';
import { mergeAscending } from './transactionHandlers';

const utxoOrder =
  (sim: PrimaryNetworkSim) =>
  (u: SimUtxo): SortKey => [u.createdAt, (sim.ledger.txByHash.get(u.txHash)?.seq ?? -1) * 10_000 + u.outputIndex];
/** Where a UTXO is listed: the chain holding it, which for an exported one is its destination's atomic memory. */
const heldOn = (u: SimUtxo): ChainKey => u.atomicTo ?? u.createdOn;

/** UTXOs of addresses on the P-, X- and C-Chain, beyond the interface (the POST form is in addressSetHandlers.ts). */
export function primaryUtxoHandlers(nets: PrimaryNetworks): HandlerMap {
  return {
    listUtxos: ({ params, nowMs, page }) => utxoPage(nets, params, page, nowMs),
  };
}

export interface UtxoQuery {
  network: Network;
  blockchainId: string;
  addresses?: string;
  assetId?: string;
  includeSpent?: boolean;
  sortOrder?: 'asc' | 'desc';
  pageSize: number;
  /** Of the POST form only: the smallest amount kept, and the order (by time by default, or by amount). */
  minUtxoAmount?: number;
  sortBy?: 'timestamp' | 'amount';
}

/** One page of the UTXOs of addresses on a Primary Network chain, newest first by default: the GET and POST forms' answer. */
export function utxoPage(nets: PrimaryNetworks, params: UtxoQuery, page: PageCursor, nowMs: number) {
  const { sim } = nets.get(canonicalNetwork(params.network));
  const chain = primaryChain(sim.network, params.blockchainId, ['P', 'X', 'C']);
  if (!params.addresses) throw new ParamError('addresses', 'is required: the UTXOs of which addresses');
  const now = secondsOf(nowMs);
  const owners = parseAddresses(sim, params.addresses).owners.filter((o): o is number => o !== undefined);
  const byTime = utxoOrder(sim);
  // Amounts are nAVAX well under 2^53 for the simulated supply; the time order breaks ties.
  const key = params.sortBy === 'amount' ? (u: SimUtxo): SortKey => [Number(u.amount), byTime(u)[1]] : byTime;
  const list = mergeAscending(
    owners.map((o) => sim.ledger.utxosByOwner.get(o) ?? []),
    key,
  );
  const sorted = params.sortBy === 'amount' && owners.length === 1 ? [...list].sort((a, b) => compareKeys(key(a), key(b))) : list;
  const minAmount = BigInt(params.minUtxoAmount ?? 0);
  const result = pageAfterCursor(
    sorted,
    key,
    params.sortOrder ?? 'desc',
    params.pageSize,
    page,
    (u) =>
      heldOn(u) === chain &&
      u.createdAt <= now &&
      u.amount >= minAmount &&
      (params.includeSpent || aliveAt(u, now)) &&
      (!params.assetId || u.assetId === params.assetId),
  );
  return {
    ...listPage('utxos', result, (u) => chainUtxoOut(sim, u, now, chain)),
    chainInfo: { chainName: CHAIN_NAMES[chain], network: sim.network },
  };
}
