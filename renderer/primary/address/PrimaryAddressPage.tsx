import { setQueryParams, useHashLocation, useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { IdHeader } from '../../components/IdHeader';
import { PageHeader } from '../../components/PageHeader';
import { TaxExportButton } from '../../exports/TaxExportButton';
import { ChainInteractions } from '../balances/ChainInteractions';
import { parsePrimaryChain, PrimaryChainPicker } from '../balances/PrimaryChainPicker';
import { PrimaryBalancesView } from '../balances/PrimaryBalancesView';
import { parseAddressList } from '../forms/parseAddressList';
import { AddressHistory } from './AddressHistory';
import { AddressUtxos } from './AddressUtxos';
import { RewardsLists } from '../rewards/RewardsLists';
import { LastActive } from './LastActive';
import { PortfolioSummary } from './PortfolioSummary';
import { addressFor } from './usePrimaryBalances';
import '../primary.css';
import { AddToPortfolio } from '../../portfolio/AddToPortfolio';
import { WatchButton } from '../../watchlist/WatchButton';

/**
 * One P-/X- address (reached from search) as a portfolio: its AVAX on the P-, X- and C-Chain with
 * totals and value, the chains it has used, then one chain's balances in detail and UTXOs (the chain
 * of its prefix, switchable), its P- and X-Chain transactions, and its staking rewards.
 */
export function PrimaryAddressPage() {
  const { address: param = '' } = useRouteParams();
  const { network, currency } = useChain();
  const { query } = useHashLocation();
  const parsed = parseAddressList(param, network);
  // A link may carry a list; this page is one address's (the Balances page takes several).
  if (!parsed.ok || parsed.values.length !== 1) {
    return (
      <>
        <PageHeader title="Address" subtitle={param} />
        <p className="field-error" role="alert">
          {parsed.ok ? 'Address: this page shows one address; the Balances page takes several.' : parsed.message}
        </p>
      </>
    );
  }
  const address = parsed.values[0];
  // The same 20 bytes own funds on P and X; the bare form (avax1…) is accepted for either chain.
  const bare = address.replace(/^[PXC]-/, '');
  const chain = parsePrimaryChain(query.get('chain') ?? address.slice(0, 1));
  return (
    <>
      <IdHeader title="Address" id={address} idName="address" what="address">
        <AddToPortfolio member={{ kind: 'primary', address: bare }} />
        {/* The chain watched is the one the address's letter names (a bare address: the P-Chain). */}
        <WatchButton target={{ kind: 'pxAddress', id: /^[PX]-/.test(address) ? address : `P-${bare}`, network }} />
        <TaxExportButton
          target={{
            type: 'TRANSACTION_EXPORT_PRIMARY_NETWORK',
            addresses: [`P-${bare}`],
            includeChains: ['p-chain', 'x-chain', 'c-chain'],
            currency,
          }}
        />
      </IdHeader>
      <PortfolioSummary address={address} />
      <section aria-labelledby="address-chains">
        <h2 id="address-chains">Chains this address interacted with</h2>
        <ChainInteractions addresses={[bare]} />
        <LastActive addresses={[bare]} />
      </section>
      <h2>Balances in detail</h2>
      <div className="form-row">
        <PrimaryChainPicker value={chain} onChange={(c) => setQueryParams({ chain: c })} />
      </div>
      {/* In the chain's own form, as the portfolio asked: the two share one request. */}
      <PrimaryBalancesView addresses={[addressFor(address, chain)]} chain={chain} />
      <AddressHistory address={bare} />
      <AddressUtxos address={bare} chain={`${chain}-chain`} />
      <RewardsLists filter={{ addresses: [bare], nodeIds: [], currency }} />
    </>
  );
}
