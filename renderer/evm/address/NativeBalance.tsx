import { useId, useState, type FormEvent } from 'react';
import { useApiQuery } from '../../api/useApiQuery';
import { setQueryParams, useHashLocation } from '../../app/router';
import { useChain } from '../../app/useChain';
import { Amount } from '../../components/Amount';
import { ErrorState } from '../../components/ErrorState';
import { Price } from '../../components/Price';
import { SkeletonLines } from '../../components/Skeleton';
import { UnreadableNotice } from '../../components/UnreadableNotice';

/** The native balance with its value in the chosen currency, optionally as of a block (`?asOf=`). */
export function NativeBalance({ address }: { address: string }) {
  const chain = useChain();
  const asOf = useHashLocation().query.get('asOf') ?? '';
  const [draft, setDraft] = useState(asOf);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const params = { chainId: chain.chainId, address, currency: chain.currency, ...(asOf ? { blockNumber: asOf } : {}) };
  const balance = useApiQuery('getNativeBalance', params, { enabled: chain.ready });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const value = draft.trim();
    if (value && !/^\d{1,20}$/.test(value)) {
      setError('The block must be a whole block number, or empty for the latest block.');
      return;
    }
    setError(null);
    setQueryParams({ asOf: value || null });
  };

  const b = balance.data?.nativeTokenBalance;
  return (
    <section className="card" aria-labelledby="native-balance">
      <h2 id="native-balance" style={{ marginTop: 0 }}>
        Native balance
      </h2>
      {balance.isPending ? (
        <SkeletonLines lines={2} label="Loading balance" />
      ) : balance.isError ? (
        <ErrorState error={balance.error} onRetry={() => void balance.refetch()} what="the balance" />
      ) : (
        <>
          <UnreadableNotice value={balance.data} />
          <dl className="fields">
            <dt>Balance</dt>
            <dd style={{ fontSize: 18 }}>
              <Amount value={b?.balance} decimals={b?.decimals} unit={b?.symbol} />
            </dd>
            <dt>Value</dt>
            <dd>
              <Price price={b?.balanceValue} />{' '}
              <span className="muted">
                at <Price price={b?.price} /> per {b?.symbol ?? 'token'}
              </span>
            </dd>
            <dt>As of</dt>
            <dd>{asOf ? `block ${asOf}` : 'the latest block'}</dd>
          </dl>
        </>
      )}
      <form className="form-row" onSubmit={apply} noValidate>
        <label>
          As of block
          <input
            inputMode="numeric"
            placeholder="latest"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </label>
        <button type="submit">Show balance</button>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
