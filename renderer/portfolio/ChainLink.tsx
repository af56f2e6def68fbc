import type { EndpointResponse } from '../../shared/api';
import { Link } from '../app/router';
import { blockchainUrl, ROUTES } from '../app/urls';
import { PRIMARY_CHAIN_NAMES } from '../../shared/portfolio/holdingRequests';

const PRIMARY_CHAIN_PAGES: Record<string, string> = { p: ROUTES.pChain, x: ROUTES.xChainLatest, c: ROUTES.cChainAtomic };

export type Chains = NonNullable<EndpointResponse<'listChains'>['chains']>;

/** A chain of the portfolio by name, linked to its page: the P-/X-Chain pages, the C-Chain's atomic transactions, or an EVM chain's blockchain page. */
export function ChainLink({ chainId, chains }: { chainId: string; chains: Chains }) {
  const evm = chains.find((c) => c.chainId === chainId);
  const name = PRIMARY_CHAIN_NAMES[chainId] ?? evm?.chainName ?? `Chain ${chainId}`;
  const to = PRIMARY_CHAIN_PAGES[chainId] ?? (evm?.platformChainId ? blockchainUrl(evm.platformChainId) : undefined);
  return to ? <Link to={to}>{name}</Link> : <span>{name}</span>;
}
