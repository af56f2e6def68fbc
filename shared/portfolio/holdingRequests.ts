import type { Currency } from '../api/common';
import type { EndpointId, EndpointParams, EndpointResponse } from '../api/endpoints';
import { walkAnswers } from '../api/wire/pageWalker';
import type { Portfolio } from '../bridge/portfolioChannels';
import { addressOnChain } from '../codecs/bech32';
import { NETWORK_IDS } from '../network/primaryNetworkIds';
import { evmHoldings, pendingRewardHoldings, primaryHoldings, type Holding } from './holdings';

/** The most ERC-20 balances and pending rewards read per address and chain. */
export const HOLDINGS_PAGE = 100;

export const PRIMARY_CHAIN_NAMES: Record<string, string> = { p: 'P-Chain', x: 'X-Chain', c: 'C-Chain (atomic memory)' };

/** One request of a portfolio's current holdings: an address on one chain, or its pending rewards. */
export interface HoldingRequest<Id extends EndpointId = EndpointId> {
  /** p, x, c or an EVM chain id: the chain its holdings are filed under. */
  chain: string;
  address: string;
  /** For states and errors: "P-Chain balances", "pending rewards", "balances on chain 43114". */
  what: string;
  endpointId: Id;
  params: EndpointParams<Id>;
  /** The answer as holdings; Primary Network AVAX at `avaxPrice` (none: not valued). */
  read(answer: EndpointResponse<Id>, avaxPrice: string | undefined): Holding[];
}

/**
 * The holdings of every page of one request's answer, first page first (a paged answer, ERC-20 balances or pending
 * rewards, is read to its end, so neither the page nor the report stops at the first HOLDINGS_PAGE items); the native
 * balance each ERC-20 page repeats counts once.
 */
export function readPages(r: HoldingRequest, answers: readonly unknown[], avaxPrice: string | undefined): Holding[] {
  return answers.flatMap((answer, i) => readPage(r, answer, i, avaxPrice));
}

/** The holdings of the `i`-th page of a request's answer. */
const readPage = (r: HoldingRequest, answer: unknown, i: number, avaxPrice: string | undefined): Holding[] =>
  r.read((i === 0 ? answer : { ...(answer as object), nativeTokenBalance: undefined }) as never, avaxPrice);

/** Asks for every page of one request (pageWalker.ts) and reads each as holdings as it comes: no page is kept once read. */
export async function readAllPages(
  r: HoldingRequest,
  ask: (params: object) => Promise<unknown>,
  avaxPrice: string | undefined,
  signal?: AbortSignal,
): Promise<Holding[]> {
  const params = r.params as object;
  const holdings: Holding[] = [];
  let i = 0;
  for await (const answer of walkAnswers((pageToken) => ask(pageToken ? { ...params, pageToken } : params), signal))
    holdings.push(...readPage(r, answer, i++, avaxPrice));
  return holdings;
}

const request = <Id extends EndpointId>(r: HoldingRequest<Id>) => r as unknown as HoldingRequest;

/**
 * What reading a portfolio's holdings now takes, the same for the page (one query each, with its
 * own state) and the holdings report: a P-/X- address's balances on the P-, X- and C-Chain and its
 * pending rewards, an EVM address's native and ERC-20 balances on each chosen chain.
 */
export function holdingRequests(portfolio: Portfolio, network: 'mainnet' | 'fuji', currency: Currency): HoldingRequest[] {
  const avaxId = NETWORK_IDS[network].avaxAssetId;
  return portfolio.members.flatMap((m) =>
    m.kind === 'primary'
      ? [
          ...(['p', 'x', 'c'] as const).map((chain) =>
            request({
              chain,
              address: m.address,
              what: `${PRIMARY_CHAIN_NAMES[chain]} balances`,
              endpointId: 'getPrimaryBalances',
              params: {
                network,
                blockchainId: `${chain}-chain`,
                addresses: addressOnChain(m.address, chain.toUpperCase() as 'P' | 'X' | 'C'),
              },
              read: (answer, avaxPrice) => primaryHoldings(chain, m.address, answer.balances, avaxId, avaxPrice),
            }),
          ),
          request({
            chain: 'p',
            address: m.address,
            what: 'pending rewards',
            endpointId: 'listPendingRewards',
            params: { network, addresses: `P-${m.address}`, pageSize: HOLDINGS_PAGE },
            read: (answer, avaxPrice) => pendingRewardHoldings(m.address, answer.pendingRewards, avaxId, avaxPrice),
          }),
        ]
      : m.chainIds.map((chainId) =>
          request({
            chain: chainId,
            address: m.address,
            what: `balances on chain ${chainId}`,
            endpointId: 'listErc20Balances',
            params: { chainId, address: m.address, currency, pageSize: HOLDINGS_PAGE },
            read: (answer) => evmHoldings(chainId, m.address, answer),
          }),
        ),
  );
}
