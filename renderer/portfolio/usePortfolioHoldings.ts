import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import type { Portfolio } from '../../shared/bridge/portfolioChannels';
import type { Holding } from '../../shared/portfolio/holdings';
import { holdingRequests, readPages } from '../../shared/portfolio/holdingRequests';
import { allPagesQueryOptions } from '../api/apiQueryOptions';
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
}

/**
 * Today's holdings of every address of the portfolio (shared/portfolio/holdingRequests.ts), one
 * query per address and chain, each with its own loading and error state and read to its last page. Primary Network AVAX is
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
    queries: requests.map((r) => allPagesQueryOptions(r.endpointId, r.params) as unknown as UseQueryOptions<unknown[], Error>),
  });
  const holdings: Holding[] = [];
  const parts: HoldingPart[] = requests.map((r, i) => {
    const result = results[i];
    if (result.data) holdings.push(...readPages(r, result.data, avaxPrice));
    return {
      key: `${r.address}|${r.chain}|${r.what}`,
      chain: r.chain,
      address: r.address,
      what: r.what,
      isPending: result.isPending,
      isError: result.isError,
      error: result.error,
      refetch: () => void result.refetch(),
    };
  });
  return { holdings, parts, price, chains: chains.data?.chains ?? [], currency };
}
