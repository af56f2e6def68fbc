import type { UseQueryResult } from '@tanstack/react-query';
import { Amount } from '../../components/Amount';
import { ErrorState } from '../../components/ErrorState';
import { Hash } from '../../components/Hash';
import { SkeletonLines } from '../../components/Skeleton';
import { categoryLabel } from '../balances/balanceTotals';
import type { PrimaryChain } from '../balances/PrimaryChainPicker';
import { PortfolioValue } from './PortfolioValue';
import { AVAX_DECIMALS, type ChainPortfolio } from './portfolioTotals';
import type { useAvaxPrice } from './useAvaxPrice';

export const chainLabel = (chain: PrimaryChain) => `${chain.toUpperCase()}-Chain`;

/**
 * One chain of the portfolio with its own loading, error and empty state, so a slow or failing
 * chain never holds back the others: AVAX per category the answer carries, the chain's total and
 * its value, and any other assets held there.
 */
export function ChainBalanceCard({
  chain,
  address,
  query,
  portfolio,
  price,
}: {
  chain: PrimaryChain;
  /** The address in this chain's form, as it was asked about. */
  address: string;
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>;
  portfolio: ChainPortfolio | undefined;
  price: ReturnType<typeof useAvaxPrice>;
}) {
  const label = chainLabel(chain);
  const empty = portfolio && portfolio.avax === '0' && portfolio.others.length === 0;
  return (
    <section className="card" aria-label={`${label} balances`}>
      <h3>{label}</h3>
      <p className="muted portfolio-address">
        <Hash value={address} label={`${label} address`} />
      </p>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} what={`the ${label} balances`} />
      ) : !portfolio ? (
        <SkeletonLines lines={3} label={`Loading ${label} balances`} />
      ) : empty ? (
        <p>Holds nothing on the {label}.</p>
      ) : (
        <>
          <table className="static-table" aria-label={`${label} AVAX by category`}>
            <tbody>
              {portfolio.categories.map((c) => (
                <tr key={c.category} className={c.amount === '0' ? 'zero' : undefined}>
                  <th scope="row">{categoryLabel(c.category)}</th>
                  <td className="num">
                    <Amount value={c.amount} decimals={AVAX_DECIMALS} unit="AVAX" />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="num">
                  <Amount value={portfolio.avax} decimals={AVAX_DECIMALS} unit="AVAX" />
                </td>
              </tr>
              <tr>
                <th scope="row">Value</th>
                <td className="num">
                  <PortfolioValue nAvax={portfolio.avax} price={price} />
                </td>
              </tr>
            </tfoot>
          </table>
          {portfolio.others.length > 0 && (
            <p aria-label={`Other assets on the ${label}`}>
              Also holds{' '}
              {portfolio.others.map((t, i) => (
                <span key={t.assetId}>
                  {i > 0 && ', '}
                  <Amount value={t.amount} decimals={t.denomination} unit={t.symbol ?? t.assetId} />
                </span>
              ))}
              <span className="muted"> (not valued)</span>
            </p>
          )}
        </>
      )}
    </section>
  );
}
