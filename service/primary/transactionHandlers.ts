import { secondsOf } from '../sim/clock';
import { canonicalNetwork, EVM_ADDRESS, type Network } from '../../shared/api/params';
import { ParamError } from '../../shared/api/wire/request';
import { hexToBytes } from '../../shared/codecs/hash';
import { cb58Decode } from '../../shared/codecs/cb58';
import type { HandlerMap } from '../server/handler';
import { HttpError, JsonBody } from '../server/handler';
import { untilSecond, type StillValid } from '../server/answerCache';
import { jsonList } from '../server/jsonList';
import type { EndpointResponse } from '../../shared/api/endpoints';
import { parseAddresses } from './addresses';
import { CHAIN_NAMES, primaryChain } from './primaryHandlers';
import { explorerIndex, seqKey, type ExplorerIndex } from '../sim/primary/explorerIndex';
import { chainTransactionJson, chainTransactionOut, nextChainJsonChange } from './serializeByChain';
import type { ChainKey, SimTx } from '../sim/primary/model';
import type { PrimaryNetworkSim } from '../sim/primary/network';
import { nextAppearing, pageAfterCursor, type SortKey } from './paging';
import type { PrimaryNetworks } from '../sim/primary/primaryNetworks';

export const CHAIN_LABEL: Record<ChainKey, string> = { P: 'P-Chain', X: 'X-Chain', C: 'C-Chain' };

/**
 * The wallets behind an address list on `chain`: P-/X- addresses anywhere, 0x addresses on the
 * C-Chain only (the EVM side of its atomic transactions). Unknown but valid addresses own nothing.
 */
function ownersOfAddresses(sim: PrimaryNetworkSim, index: ExplorerIndex, csv: string, chain: ChainKey): number[] {
  const texts = csv.split(',');
  const evm = texts.filter((t) => EVM_ADDRESS.test(t));
  if (evm.length && chain !== 'C')
    throw new ParamError('addresses', `${evm[0]} is a 0x address; on the ${CHAIN_LABEL[chain]} use P-/X- addresses`);
  const px = texts.filter((t) => !EVM_ADDRESS.test(t));
  const owners = new Set<number>();
  if (px.length) for (const o of parseAddresses(sim, px.join(',')).owners) if (o !== undefined) owners.add(o);
  for (const a of evm) {
    const o = index.ownerOfEvm.get(a.toLowerCase());
    if (o !== undefined) owners.add(o);
  }
  return [...owners];
}

/** Several ascending lists as one, each item once (a transaction between two of the wallets is in both). */
export function mergeAscending<T>(lists: T[][], key: (item: T) => SortKey): T[] {
  if (lists.length === 1) return lists[0];
  const all = [...new Set(lists.flat())];
  return all.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka[0] - kb[0] || (ka[1] < kb[1] ? -1 : ka[1] > kb[1] ? 1 : 0);
  });
}

/** A validation id as the API takes it, cb58 or 0x hex, as bytes in hex for comparing. */
function validationIdHex(text: string): string {
  try {
    const bytes = text.startsWith('0x') ? hexToBytes(text) : cb58Decode(text);
    return Buffer.from(bytes).toString('hex');
  } catch (e) {
    throw new ParamError('l1ValidationId', (e as Error).message);
  }
}

/** Every P-Chain transaction of one L1 validation: the conversion that made it, its registration, its weight changes. */
function l1ValidationFilter(sim: PrimaryNetworkSim, text: string): (tx: SimTx) => boolean {
  const wanted = validationIdHex(text);
  const matches = new Set<string>();
  for (const [txHash, record] of sim.l1Txs) {
    const validators = record.validator
      ? [record.validator]
      : record.subnet.l1!.validators.filter((v) => v.registeredAt <= record.tx.timestamp);
    if (validators.some((v) => Buffer.from(v.validationId).toString('hex') === wanted)) matches.add(txHash);
  }
  return (tx) => matches.has(tx.txHash);
}

/** Primary Network reads beyond the interface: transactions of the P-, X- and C-Chain, and X-Chain assets. */
export function primaryTransactionHandlers(nets: PrimaryNetworks): HandlerMap {
  const net = (n: Network) => nets.get(canonicalNetwork(n));

  return {
    getPrimaryTransaction: ({ params, nowMs }) => {
      const { sim } = net(params.network);
      const chain = primaryChain(sim.network, params.blockchainId, ['P', 'X', 'C']);
      const now = secondsOf(nowMs);
      const tx = sim.ledger.txByHash.get(params.txHash);
      if (!tx || tx.timestamp > now)
        throw new HttpError(404, `Transaction ${params.txHash} not found on the ${CHAIN_LABEL[chain]} of ${sim.network}`);
      if (tx.chain !== chain) {
        throw new HttpError(
          404,
          `Transaction ${params.txHash} not found on the ${CHAIN_LABEL[chain]} of ${sim.network} (it is a ${CHAIN_LABEL[tx.chain]} transaction)`,
        );
      }
      return chainTransactionOut(sim, tx, now);
    },

    listPrimaryTransactions: ({ params, nowMs, page }) => {
      const { sim } = net(params.network);
      const chain = primaryChain(sim.network, params.blockchainId, ['P', 'X', 'C']);
      const index = explorerIndex(sim);
      const now = secondsOf(nowMs);
      let list = index.txs[chain];
      if (params.addresses) {
        const owners = ownersOfAddresses(sim, index, params.addresses, chain);
        list = mergeAscending(
          owners.map((o) => index.txsByOwner.get(`${chain}:${o}`) ?? []),
          seqKey,
        );
      }
      if (params.l1ValidationId && chain !== 'P') throw new ParamError('l1ValidationId', 'is for P-Chain transactions only');
      const ofValidation = params.l1ValidationId ? l1ValidationFilter(sim, params.l1ValidationId) : undefined;
      const types = params.txTypes ? new Set<string>(params.txTypes) : undefined;
      // The real API applies txTypes and the time range only with addresses; applying them always is a superset a viewer of the latest transactions can use.
      const result = pageAfterCursor(
        list,
        seqKey,
        params.sortOrder ?? 'desc',
        params.pageSize,
        page,
        (tx) =>
          tx.timestamp <= now &&
          (!types || types.has(tx.txType)) &&
          (!ofValidation || ofValidation(tx)) &&
          (params.startTimestamp === undefined || tx.timestamp >= params.startTimestamp) &&
          (params.endTimestamp === undefined || tx.timestamp <= params.endTimestamp),
      );
      // Kept until a transaction of the list appears or one of the page's changes (an output spent, a reward paid):
      // a large page assembled again for each request is far over its floor (bench/NOTES.md "listPrimaryTransactions, kept").
      const next = Math.min(nextAppearing(list, now), nextChainJsonChange(sim, result.items, now));
      return transactionPage(sim, chain, result, now, untilSecond(next));
    },

    listPrimaryStakingTransactions: ({ params, nowMs, page }) => {
      const { sim } = net(params.network);
      primaryChain(sim.network, params.blockchainId, ['P']);
      const index = explorerIndex(sim);
      const now = secondsOf(nowMs);
      const owners = params.addresses ? new Set(ownersOfAddresses(sim, index, params.addresses, 'P')) : undefined;
      const types = params.txTypes ? new Set<string>(params.txTypes) : undefined;
      // Active: issued, and its staking period not over. The staker is the wallet the reward goes to.
      const result = pageAfterCursor(index.txs.P, seqKey, params.sortOrder ?? 'desc', params.pageSize, page, (tx) => {
        const p = index.stakeOf.get(tx.txHash);
        return Boolean(
          p &&
          p.tx === tx &&
          tx.timestamp <= now &&
          now < p.end &&
          (!owners || owners.has(p.owner)) &&
          (!types || types.has(tx.txType)) &&
          (params.startTimestamp === undefined || tx.timestamp >= params.startTimestamp) &&
          (params.endTimestamp === undefined || tx.timestamp <= params.endTimestamp),
        );
      });
      return transactionPage(sim, 'P', result, now);
    },

    getXChainAsset: ({ params, nowMs }) => {
      const { sim } = net(params.network);
      primaryChain(sim.network, params.blockchainId, ['X']);
      const asset = sim.assets.find((a) => a.assetId === params.assetId && (a.createdBy?.timestamp ?? 0) <= secondsOf(nowMs));
      if (!asset) throw new HttpError(404, `Asset ${params.assetId} not found on the X-Chain of ${sim.network}`);
      return {
        assetId: asset.assetId,
        name: asset.name,
        symbol: asset.symbol,
        denomination: asset.denomination,
        type: 'secp256k1',
        // AVAX has no CreateAssetTx here: it was made with the network, at the X-Chain's creation.
        createdAtTimestamp: asset.createdBy?.timestamp ?? sim.blockchains[1].createdAt,
        cap: asset.createdBy?.cap ?? 'fixed',
      };
    },
  };
}

/** A page of transactions assembled from each transaction's cached JSON bytes; kept while `stillValid` says (answerCache.ts). */
function transactionPage(
  sim: PrimaryNetworkSim,
  chain: ChainKey,
  result: { items: SimTx[]; nextPageToken?: string },
  now: number,
  stillValid?: StillValid,
) {
  const rest = JSON.stringify({
    chainInfo: { chainName: CHAIN_NAMES[chain], network: sim.network },
    ...(result.nextPageToken && { nextPageToken: result.nextPageToken }),
  });
  return new JsonBody<EndpointResponse<'listPrimaryTransactions'>>(
    jsonList(
      '{"transactions":[',
      result.items.map((tx) => chainTransactionJson(sim, tx, now)),
      `],${rest.slice(1)}`,
    ),
    stillValid,
  );
}
