import type { Currency } from '../../../shared/api/common';
import { endpoints } from '../../../shared/api/endpoints';
import { walkAnswers } from '../../../shared/api/wire/pageWalker';
import { addressOnChain } from '../../../shared/codecs/bech32';
import { addDecimals, amountTimesPrice, decimalToString, parseDecimal, ZERO, type Decimal } from '../../../shared/format/decimal';
import { C_CHAIN_EVM_ID } from '../../../shared/network/evmChainOfSettings';
import { NETWORK_IDS } from '../../../shared/network/primaryNetworkIds';
import {
  memberKey,
  type HistoryCost,
  type HistoryRequest,
  type HistoryResult,
  type Portfolio,
} from '../../../shared/bridge/portfolioChannels';
import { totalsByAsset } from '../../../shared/portfolio/balanceCategories';
import { evmHoldings, NAVAX_DECIMALS, totalValue, type Holding } from '../../../shared/portfolio/holdings';
import { DayBlocks, type HistoryClient } from './dayBlocks';
import { fitNotes, type CachedPart, type HistoryCache } from './historyCache';

const DAY = 86_400;
const PRIMARY_CHAINS = ['p', 'x', 'c'] as const;
/** Any address will do where only the answer's price of the C-Chain's token (AVAX) is read. */
const ANY_ADDRESS = '0x0000000000000000000000000000000000000000';
/** The most ERC-20 balances one request answers. */
const ERC20_PAGE = 500;

export interface HistoryDeps {
  client: HistoryClient;
  cache: HistoryCache;
  /** The active profile: answers of one data origin never stand in for another's. */
  profileId: string;
  /** Epoch ms. */
  now: () => number;
}

/** One address on one chain: the unit that is computed and cached per day. */
interface Part {
  key: string;
  kind: 'primary' | 'evm';
  address: string;
  /** p, x or c for a P-/X- address; the EVM chain id otherwise. */
  chain: string;
}

const partsOf = (p: Portfolio): Part[] =>
  p.members.flatMap((m): Part[] =>
    m.kind === 'primary'
      ? PRIMARY_CHAINS.map((chain) => ({ key: `${memberKey(m)}|${chain}`, kind: 'primary' as const, address: m.address, chain }))
      : m.chainIds.map((chain) => ({ key: `${memberKey(m)}|${chain}`, kind: 'evm' as const, address: m.address, chain })),
  );

/** The UTC dates of the span, oldest first, today last. */
export function spanDates(days: number, nowMs: number): string[] {
  const today = Math.floor(nowMs / 1000 / DAY);
  return Array.from({ length: days }, (_, i) => new Date((today - days + 1 + i) * DAY * 1000).toISOString().slice(0, 10));
}

const dayEnd = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000 + DAY - 1;

/** Reads a block search takes per day once its neighbours are known (interpolation on even block times); a guess, not a bound. */
const BLOCK_READS_PER_DAY = 4;

/**
 * About what the days not cached yet cost: per day an AVAX price (a C-Chain block search and a
 * balance) when the portfolio has P-/X- addresses, per P-/X- address and chain one balances answer,
 * per EVM address and chain a block search and one balances page.
 */
export function historyCost(
  portfolio: Portfolio,
  req: HistoryRequest,
  deps: Pick<HistoryDeps, 'cache' | 'profileId' | 'now'>,
  world: string,
): HistoryCost {
  const dates = spanDates(req.days, deps.now());
  const cost = { requests: 2, computeUnits: 2 * endpoints.getBlock.computeUnits };
  const add = (id: 'getBlock' | 'getPrimaryBalances' | 'getNativeBalance' | 'listErc20Balances', n = 1) => {
    cost.requests += n;
    cost.computeUnits += n * endpoints[id].computeUnits;
  };
  for (const [i, date] of dates.entries()) {
    const open = partsOf(portfolio).filter(
      (part) => i === dates.length - 1 || !deps.cache.get(cacheKey(deps.profileId, req, world, part, date)),
    );
    if (open.some((p) => p.kind === 'primary')) {
      add('getNativeBalance');
      add('getBlock', BLOCK_READS_PER_DAY);
    }
    for (const part of open) {
      add(part.kind === 'primary' ? 'getPrimaryBalances' : 'listErc20Balances');
      if (part.kind === 'evm') add('getBlock', BLOCK_READS_PER_DAY);
    }
  }
  return cost;
}

/** The C-Chain's first block: names the chain history values belong to (a restarted simulation, another network). */
export async function worldOf(client: HistoryClient, network: HistoryRequest['network']): Promise<string> {
  const genesis = await client.request('getBlock', { chainId: C_CHAIN_EVM_ID[network], blockId: '0' });
  return String(genesis.blockHash ?? '');
}

const cacheKey = (profileId: string, req: HistoryRequest, world: string, part: Part, date: string) =>
  [profileId, req.network, world, req.currency, part.key, date].join('|');

/**
 * The portfolio's value on each day of the span: its balances as of the day's end (P-/X-:
 * getPrimaryBalances' blockTimestamp; EVM: the balances answer at the day's last block) priced at
 * that day's price (the price the balance answer at that block carries; P-/X- AVAX at the
 * C-Chain's AVAX price of that block). Finished days come from the cache and are never computed
 * again; today is computed as of now and not kept.
 */
export async function valueHistory(portfolio: Portfolio, req: HistoryRequest, deps: HistoryDeps): Promise<HistoryResult> {
  const { client, cache } = deps;
  const cChain = C_CHAIN_EVM_ID[req.network];
  const finders = new Map<string, Promise<DayBlocks>>();
  const finder = (chainId: string) => {
    let f = finders.get(chainId);
    if (!f) finders.set(chainId, (f = DayBlocks.open(client, chainId)));
    return f;
  };
  const world = await worldOf(client, req.network);
  const dates = spanDates(req.days, deps.now());
  let requests = 0;
  const fresh: Array<[string, CachedPart]> = [];
  const days = [];
  // A walk that stops part way (cancelled, or a request that failed) keeps the days it finished: the next reads only the rest.
  try {
    for (const [i, date] of dates.entries()) {
      const today = i === dates.length - 1;
      const end = today ? Math.floor(deps.now() / 1000) : dayEnd(date);
      let avaxPrice: Promise<string | undefined> | undefined;
      const priceOfAvax = () =>
        (avaxPrice ??= (async () => {
          const block = await (await finder(cChain)).atOrBefore(end);
          if (block === undefined) return undefined;
          requests += 1;
          const answer = await client.request('getNativeBalance', {
            chainId: cChain,
            address: ANY_ADDRESS,
            blockNumber: String(block),
            currency: req.currency,
          });
          return answer.nativeTokenBalance?.price?.value;
        })());
      let total: Decimal | undefined;
      const notes: string[] = [];
      for (const part of partsOf(portfolio)) {
        const key = cacheKey(deps.profileId, req, world, part, date);
        let value = today ? undefined : cache.get(key);
        if (!value) {
          const computed =
            part.kind === 'primary'
              ? await primaryPart(part, req, end, priceOfAvax, client)
              : await evmPart(part, req.currency, end, await finder(part.chain), client);
          requests += computed.requests;
          value = computed.part;
          // A day is final only once every chain has blocks after it; a stalled chain's day waits.
          if (!today && computed.final) fresh.push([key, value]);
        }
        notes.push(...value.notes);
        const d = value.value === undefined ? undefined : parseDecimal(value.value);
        if (d) total = addDecimals(total ?? ZERO, d);
      }
      days.push({ date, ...(total ? { value: decimalToString(total) } : {}), notes: [...new Set(notes)] });
    }
  } finally {
    await cache.putAll(fresh);
  }
  for (const f of finders.values()) requests += (await f).requests;
  return { currency: req.currency, days, requests };
}

interface Computed {
  part: CachedPart;
  requests: number;
  final: boolean;
}

async function primaryPart(
  part: Part,
  req: HistoryRequest,
  end: number,
  priceOfAvax: () => Promise<string | undefined>,
  client: HistoryClient,
): Promise<Computed> {
  const chain = part.chain as (typeof PRIMARY_CHAINS)[number];
  const answer = await client.request('getPrimaryBalances', {
    network: req.network,
    blockchainId: `${chain}-chain`,
    addresses: addressOnChain(part.address, chain.toUpperCase() as 'P' | 'X' | 'C'),
    blockTimestamp: end,
  });
  const avaxId = NETWORK_IDS[req.network].avaxAssetId;
  const nAvax = totalsByAsset(answer.balances).find((t) => t.assetId === avaxId)?.amount ?? '0';
  const price = nAvax === '0' ? '0' : await priceOfAvax();
  const value = price === undefined ? null : amountTimesPrice(nAvax, NAVAX_DECIMALS, price);
  const label = `${chain.toUpperCase()}-Chain`;
  return {
    part: value ? { value: decimalToString(value), notes: [] } : { notes: [`${label} AVAX not valued: no AVAX price that day`] },
    requests: 1,
    final: true,
  };
}

async function evmPart(part: Part, currency: Currency, end: number, blocks: DayBlocks, client: HistoryClient): Promise<Computed> {
  const block = await blocks.atOrBefore(end);
  // Before the chain's first block the address held nothing there.
  if (block === undefined) return { part: { value: '0', notes: [] }, requests: 0, final: true };
  const holdings: Holding[] = [];
  let requests = 0;
  const ask = (pageToken: string | undefined) =>
    client.request('listErc20Balances', {
      chainId: part.chain,
      address: part.address,
      blockNumber: String(block),
      currency,
      pageSize: ERC20_PAGE,
      ...(pageToken ? { pageToken } : {}),
    });
  for await (const page of walkAnswers(ask)) {
    // Every page repeats the native balance; it counts once.
    holdings.push(...evmHoldings(part.chain, part.address, requests > 0 ? { ...page, nativeTokenBalance: undefined } : page));
    requests += 1;
  }
  const notes = fitNotes(
    holdings.filter((h) => h.value === undefined).map((h) => `${h.symbol} on chain ${part.chain} not valued: no price that day`),
  );
  return { part: { value: totalValue(holdings), notes }, requests, final: blocks.settled(end) };
}
