import { Amount } from '../../components/Amount';
import { Price } from '../../components/Price';
import type { InfiniteList } from '../../api/useInfiniteList';
import { rewardTotals, type HistoricalRewardItem } from './rewardTotals';
import { useBudgetGate } from '../../api/useBudgetGate';
import { useLoadAll } from './useLoadAll';
import { formatCount } from '../../../shared/format/count';

/** The total of the historical rewards, with a way to load every page so it covers all of them. */
export function RewardTotalsPanel({ list }: { list: InfiniteList<HistoricalRewardItem> }) {
  const loadAll = useLoadAll(list);
  const gate = useBudgetGate('listHistoricalRewards', undefined);
  if (list.status !== 'success' || list.items.length === 0) return null;
  const totals = rewardTotals(list.items);
  const complete = !list.hasNextPage;
  return (
    <section className="card" aria-labelledby="rewards-total" style={{ marginBottom: 12 }}>
      <h3 id="rewards-total" style={{ marginTop: 0 }}>
        Total of {complete ? 'all' : 'the loaded'} {formatCount(list.items.length)} rewards
      </h3>
      <dl className="fields" aria-label="Reward totals">
        {totals.map((t) => (
          <div key={t.assetId} style={{ display: 'contents' }}>
            <dt>{t.symbol ?? t.assetId}</dt>
            <dd>
              <strong>
                <Amount value={t.amount} decimals={t.denomination} unit={t.symbol} />
              </strong>
              {t.values.map((v) => (
                <span key={v.currencyCode}>
                  {' '}
                  · worth <Price price={v} /> at the prices of their days
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      {!complete && (
        <p role="status">
          {loadAll.running ? (
            <>
              Loading every reward… {formatCount(list.items.length)} so far.{' '}
              <button type="button" onClick={loadAll.cancel}>
                Cancel
              </button>
            </>
          ) : (
            <>
              More rewards exist than are loaded.{' '}
              <button type="button" onClick={() => gate.run(loadAll.start)}>
                Load all for the total
              </button>{' '}
              {gate.note}
            </>
          )}
        </p>
      )}
      {gate.prompt}
    </section>
  );
}
