import { canonicalNetwork, type Network } from '../../shared/api/params';
import { secondsOf } from '../sim/clock';
import type { HandlerMap } from '../server/handler';
import { HttpError } from '../server/handler';
import { utxoIdOf } from '../sim/primary/assets';
import type { ChainKey, SimVertex } from '../sim/primary/model';
import { pChainHeightAt, type PrimaryNetworkSim } from '../sim/primary/network';
import type { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import { knownOwners, parseAddresses } from './addresses';
import { utxoPage } from './utxoHandlers';
import { listPage, pageAfterCursor } from './paging';
import { CHAIN_NAMES, primaryChain } from './primaryHandlers';

/** Every vertex of a network's X-Chain in order of acceptance, and by hash; built once per simulation. */
const vertexIndexes = new WeakMap<PrimaryNetworkSim, { ordered: SimVertex[]; byHash: Map<string, SimVertex> }>();
function verticesOf(sim: PrimaryNetworkSim) {
  let index = vertexIndexes.get(sim);
  if (!index) {
    const ordered = sim.verticesByHeight.flat().sort((a, b) => a.vertexIndex - b.vertexIndex);
    index = { ordered, byHash: new Map(ordered.map((v) => [v.vertexHash, v])) };
    vertexIndexes.set(sim, index);
  }
  return index;
}
const vertexOut = (v: SimVertex) => ({ ...v, txCount: v.transactions.length });

/** The height of the block (or, before the X-Chain's linearisation, the vertex) that accepted a transaction. */
function heightOf(sim: PrimaryNetworkSim, chain: ChainKey, txHash: string, at: number): number {
  if (chain === 'P') return pChainHeightAt(sim, at);
  const tx = sim.ledger.txByHash.get(txHash);
  return tx?.block?.height ?? tx?.vertex?.height ?? 0;
}

/**
 * When any of the addresses last created or spent a UTXO on `chain`, as of `now`: LastActivityTimestamp, or a 404
 * naming the chain when they have had none there.
 */
function lastActivity(sim: PrimaryNetworkSim, chain: ChainKey, csv: string, field: string, now: number) {
  let last: { timestamp: number; txHash: string; utxoId: string; isConsumed: boolean } | undefined;
  for (const owner of knownOwners(parseAddresses(sim, csv, field))) {
    for (const u of sim.ledger.utxosByOwner.get(owner) ?? []) {
      if (u.createdOn === chain && u.createdAt <= now && (!last || u.createdAt > last.timestamp)) {
        last = { timestamp: u.createdAt, txHash: u.txHash, utxoId: utxoIdOf(u), isConsumed: false };
      }
      const spent = u.spent;
      if (spent && spent.chain === chain && spent.timestamp <= now && (!last || spent.timestamp >= last.timestamp)) {
        last = { timestamp: spent.timestamp, txHash: spent.txHash, utxoId: utxoIdOf(u), isConsumed: true };
      }
    }
  }
  if (!last) throw new HttpError(404, `None of the addresses has created or spent a UTXO on the ${CHAIN_NAMES[chain]} of ${sim.network}`);
  return {
    ...last,
    blockNumber: String(heightOf(sim, chain, last.txHash, last.timestamp)),
    chainName: CHAIN_NAMES[chain],
    network: sim.network,
  };
}

/** The last Primary Network reads: latest X-Chain vertices, a vertex by hash, last activity, and the POST forms for large address sets. */
export function addressSetHandlers(nets: PrimaryNetworks): HandlerMap {
  const sim = (n: Network) => nets.get(canonicalNetwork(n)).sim;
  return {
    listLatestVertices: ({ params, nowMs, page }) => {
      const s = sim(params.network);
      primaryChain(s.network, params.blockchainId, ['X']);
      const now = secondsOf(nowMs);
      const result = pageAfterCursor(
        verticesOf(s).ordered,
        (v) => [v.vertexIndex, v.vertexHash],
        'desc',
        params.pageSize,
        page,
        (v) => v.vertexTimestamp <= now,
      );
      return { ...listPage('vertices', result, vertexOut), chainInfo: { chainName: 'x-chain', network: s.network } };
    },

    getVertex: ({ params, nowMs }) => {
      const s = sim(params.network);
      primaryChain(s.network, params.blockchainId, ['X']);
      const v = verticesOf(s).byHash.get(params.vertexHash);
      if (!v || v.vertexTimestamp > secondsOf(nowMs))
        throw new HttpError(404, `Vertex ${params.vertexHash} not found on the X-Chain of ${s.network}`);
      return vertexOut(v);
    },

    getLastActivity: ({ params, nowMs }) => {
      const s = sim(params.network);
      const chain = primaryChain(s.network, params.blockchainId, ['P', 'X', 'C']);
      return lastActivity(s, chain, params.addresses, 'addresses', secondsOf(nowMs));
    },

    getLastActivityOfAddressSet: ({ params, nowMs }) => {
      const s = sim(params.network);
      const chain = primaryChain(s.network, params.blockchainId, ['P', 'X', 'C']);
      return lastActivity(s, chain, params.body.addresses, 'body.addresses', secondsOf(nowMs));
    },

    listUtxosOfAddressSet: ({ params, nowMs, page }) => utxoPage(nets, { ...params, addresses: params.body.addresses }, page, nowMs),
  };
}
