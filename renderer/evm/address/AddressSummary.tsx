import { useApiQuery } from '../../api/useApiQuery';
import { useChain } from '../../app/useChain';
import { ErrorState } from '../../components/ErrorState';
import { Price } from '../../components/Price';
import { SkeletonLines } from '../../components/Skeleton';
import { decimalToString } from '../../../shared/format/decimal';
import { totalValue } from './erc20Value';

/** The address's tokens at a glance: how many ERC-20 tokens it holds (spam left out) and their total value. */
export function AddressSummary({ address }: { address: string }) {
  const chain = useChain();
  const tokens = useApiQuery(
    'listErc20Balances',
    { chainId: chain.chainId, address, currency: chain.currency, pageSize: 500 },
    { enabled: chain.ready },
  );
  const balances = tokens.data?.erc20TokenBalances ?? [];
  const { total, priced } = totalValue(balances);
  return (
    <section className="card" aria-labelledby="token-summary">
      <h2 id="token-summary" style={{ marginTop: 0 }}>
        Tokens
      </h2>
      {tokens.isPending ? (
        <SkeletonLines lines={2} label="Loading tokens" />
      ) : tokens.isError ? (
        <ErrorState error={tokens.error} onRetry={() => void tokens.refetch()} what="the token balances" />
      ) : (
        <dl className="fields">
          <dt>Token value</dt>
          <dd style={{ fontSize: 18 }} aria-label="Total token value">
            <Price price={{ currencyCode: chain.currency, value: decimalToString(total) }} />
          </dd>
          <dt>ERC-20 tokens</dt>
          <dd>
            {balances.length}
            {tokens.data?.nextPageToken ? ' (the first 500)' : ''}
            {balances.length > priced ? <span className="muted"> · {balances.length - priced} without a price, not counted</span> : null}
          </dd>
          <dt>Native token price</dt>
          <dd>
            <Price price={tokens.data?.nativeTokenBalance?.price} />
          </dd>
        </dl>
      )}
    </section>
  );
}
