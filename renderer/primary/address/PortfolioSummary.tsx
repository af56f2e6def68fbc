import { NETWORK_IDS } from '../../../shared/network/primaryNetworkIds';
import { useChain } from '../../app/useChain';
import { Amount } from '../../components/Amount';
import { Price } from '../../components/Price';
import { ChainBalanceCard, chainLabel } from './ChainBalanceCard';
import { PortfolioValue } from './PortfolioValue';
import { AVAX_DECIMALS, portfolioTotals } from './portfolioTotals';
import { useAvaxPrice } from './useAvaxPrice';
import { usePrimaryBalances } from './usePrimaryBalances';
import './portfolio.css';

/**
 * The address's AVAX on the P-, X- and C-Chain (atomic memory) at a glance: one request per chain,
 * each shown as it arrives, and the total over the chains answered so far with its value in the
 * chosen currency. The total says which chains it does not count yet.
 */
export function PortfolioSummary({ address }: { address: string }) {
  const { network } = useChain();
  const price = useAvaxPrice();
  const byChain = { p: usePrimaryBalances(address, 'p'), x: usePrimaryBalances(address, 'x'), c: usePrimaryBalances(address, 'c') };
  const portfolio = portfolioTotals(
    { p: byChain.p.query.data?.balances, x: byChain.x.query.data?.balances, c: byChain.c.query.data?.balances },
    NETWORK_IDS[network].avaxAssetId,
  );
  const missing = (['p', 'x', 'c'] as const)
    .filter((c) => !byChain[c].query.data)
    .map((c) => `${chainLabel(c)} (${byChain[c].query.isError ? 'failed' : 'loading'})`);
  const unitPrice = price.data?.nativeTokenBalance?.price;
  return (
    <section aria-labelledby="portfolio" className="portfolio">
      <h2 id="portfolio">Portfolio</h2>
      <div className="portfolio-grid">
        <section className="card portfolio-all" aria-label="All chains">
          <h3>All chains</h3>
          <dl className="fields" aria-label="Portfolio total">
            <dt>Total</dt>
            <dd className="portfolio-total">
              <Amount value={portfolio.avax} decimals={AVAX_DECIMALS} unit="AVAX" />
            </dd>
            <dt>Value</dt>
            <dd>
              <PortfolioValue nAvax={portfolio.avax} price={price} />
            </dd>
            {unitPrice?.value && (
              <>
                <dt>AVAX price</dt>
                <dd>
                  <Price price={unitPrice} />
                </dd>
              </>
            )}
          </dl>
          {missing.length > 0 && (
            <p className="muted" role="status">
              Not counted yet: {missing.join(', ')}.
            </p>
          )}
        </section>
        {(['p', 'x', 'c'] as const).map((c) => (
          <ChainBalanceCard
            key={c}
            chain={c}
            address={byChain[c].address}
            query={byChain[c].query}
            portfolio={portfolio.chains.find((p) => p.chain === c)}
            price={price}
          />
        ))}
      </div>
    </section>
  );
}
