import { Price } from '../../components/Price';
import { Skeleton } from '../../components/Skeleton';
import type { useAvaxPrice } from './useAvaxPrice';
import { avaxValue } from './portfolioTotals';

/** What `nAvax` is worth in the chosen currency; "price unavailable" when no usable price came, never a guess. */
export function PortfolioValue({ nAvax, price }: { nAvax: string; price: ReturnType<typeof useAvaxPrice> }) {
  if (price.isPending) return <Skeleton width="6em" label="Loading the AVAX price" />;
  const value = avaxValue(nAvax, price.data?.nativeTokenBalance?.price);
  if (!value) return <span className="muted">price unavailable</span>;
  return <Price price={value} />;
}
