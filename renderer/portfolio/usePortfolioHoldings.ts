import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import type { Portfolio } from '../../shared/bridge/portfolioChannels';
import type { Holding } from '../../shared/portfolio/holdings';
import { holdingRequests } from '../../shared/portfolio/holdingRequests';
import { apiQueryOptions } from '../api/apiQueryOptions';
import { useApiQuery } from '../api/useApiQuery';
import { useChain } from '../app/useChain';
import { useAvaxPrice } from '../primary/address/useAvaxPrice';

/** The state of one request behind the holdings. */
export interface HoldingPart {
  key: string;
  chain: string;
  address: string;
  what: string;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
  /** The answer had more pages than were read: what they hold is not counted. */
  truncated: boolean;
}

/**
 * Today's holdings of every address of the portfolio (shared/portfolio/holdingRequests.ts), one
 * query per address and chain, each with its own loading and error state. Primary Network AVAX is
 * valued at today's AVAX price (the C-Chain's native token, as on the address page).
 */
export function usePortfolioHoldings(portfolio: Portfolio) {
  const { network, currency } = useChain();
  const price = useAvaxPrice();
  const avaxPrice = price.data?.nativeTokenBalance?.price?.value;
  const chains = useApiQuery('listChains', { network }, { staleTime: 5 * 60_000 });
  const requests = holdingRequests(portfolio, network, currency);
  // Answers of different endpoints side by side; each request's `read` knows its own answer's shape.
  const results = useQueries({
    queries: requests.map((r) => apiQueryOptions(r.endpointId, r.params) as unknown as UseQueryOptions<unknown, Error>),
  });
  const holdings: Holding[] = [];
  const parts: HoldingPart[] = requests.map((r, i) => {
    const result = results[i];
    if (result.data) holdings.push(...r.read(result.data as never, avaxPrice));
    return {
      key: `${r.address}|${r.chain}|${r.what}`,
      chain: r.chain,
      address: r.address,
      what: r.what,
      isPending: result.isPending,
      isError: result.isError,
      error: result.error,
      refetch: () => void result.refetch(),
      truncated: Boolean((result.data as { nextPageToken?: string } | undefined)?.nextPageToken),
    };
  });
  return { holdings, parts, price, chains: chains.data?.chains ?? [], currency };
}
