import './contracts.css';
import { Link } from '../app/router';
import { addressOnChainUrl } from '../app/urls';
import { useApiQuery } from '../api/useApiQuery';
import { useChain } from '../app/useChain';

/** The other chains of the network the address was active on, each a link to the same address on that chain. */
export function AddressChainChips({ address }: { address: string }) {
  const chain = useChain();
  const chains = useApiQuery('listAddressChains', { address }, { staleTime: 60_000 });
  const others = (chains.data?.indexedChains ?? []).filter(
    (c) => c.chainId && c.chainId !== chain.chainId && c.isTestnet === (chain.network !== 'mainnet'),
  );
  if (others.length === 0) return null;
  return (
    <nav aria-label="Other chains of this address" className="chain-chips">
      <span className="muted">Also active on</span>
      {others.map((c) => (
        <Link key={c.chainId} className="chain-chip" to={addressOnChainUrl(address, c.chainId!)}>
          {c.chainName ?? `Chain ${c.chainId}`}
        </Link>
      ))}
    </nav>
  );
}
