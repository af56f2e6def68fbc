import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HISTORY_SPANS, type HistoryDay, type HistorySpan, type Portfolio } from '../../shared/bridge/portfolioChannels';
import { useBudgetGate } from '../api/useBudgetGate';
import { useChain } from '../app/useChain';
import { getBridge } from '../bridge';
import { ErrorState } from '../components/ErrorState';
import { Price } from '../components/Price';
import { SkeletonLines } from '../components/Skeleton';
import { MetricChart } from '../charts/MetricChart';
import { formatValue } from '../dashboards/dashboardFormat';

/**
 * The portfolio's value over the last 7, 30 or 90 days, computed by the main process (balances as
 * of each day's end at that day's price, finished days cached on disk). Before a walk on a metered
 * profile its cost is shown, and asked about when it takes more than a minute of the budget.
 */
export function ValueHistory({
  portfolio,
  days,
  setDays,
}: {
  portfolio: Portfolio;
  days: HistorySpan;
  setDays: (days: HistorySpan) => void;
}) {
  const { network, currency, ready } = useChain();
  const req = { id: portfolio.id, days, currency, network };
  // The members are part of the key: adding an address asks again (the cache keeps the days already known).
  const key = ['portfolio-history', req, portfolio.members] as const;
  const cost = useQuery({ queryKey: [...key, 'cost'], queryFn: () => getBridge().portfolios.historyCost(req), enabled: ready });
  const requests = cost.data?.requests;
  const gate = useBudgetGate(requests ? Math.ceil(cost.data!.computeUnits / requests) : 'getPrimaryBalances', requests);
  const [started, setStarted] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const startKey = JSON.stringify(key);
  const queryClient = useQueryClient();
  const history = useQuery({
    queryKey: key,
    // The query's signal reaches the main process: Cancel (or leaving the period) stops the walk there.
    queryFn: ({ signal }) => getBridge().portfolios.history(req, { signal }),
    enabled: started === startKey,
    staleTime: 60_000,
  });
  const needsAsking = Boolean(gate.estimate?.needsConfirmation);
  const running = started === startKey && history.isFetching;
  const cancel = () => {
    setStarted(null);
    setCancelled(startKey);
    void queryClient.cancelQueries({ queryKey: key, exact: true });
  };
  const start = () => gate.run(() => (setCancelled(null), setStarted(startKey)));
  // Without a question to ask (the local service, or a walk within a minute of budget) the history starts by itself.
  useEffect(() => {
    if (cost.isSuccess && !needsAsking) setStarted(startKey);
  }, [cost.isSuccess, needsAsking, startKey]);

  return (
    <section aria-labelledby="value-history" className="portfolio-history">
      <h2 id="value-history">Value over time</h2>
      <div className="form-row" role="group" aria-label="Period">
        {HISTORY_SPANS.map((d) => (
          <button key={d} type="button" aria-pressed={d === days} onClick={() => setDays(d)}>
            {d} days
          </button>
        ))}
        {gate.note}
        {started !== startKey && (needsAsking || cancelled === startKey) && (
          <button type="button" className="primary" onClick={start}>
            Compute the history
          </button>
        )}
        {running && (
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        )}
      </div>
      {gate.prompt}
      <p className="muted">
        Balances as of each day's end (UTC; today as of now), valued at the price the Data API's balance answer gives at that day's last
        block: P-/X-Chain AVAX at the C-Chain's AVAX price. The local service prices every past block at its own day's price; the public
        Data API does not document whether a past block's price is that day's or today's. Finished days are kept, so reopening reads only
        today.
      </p>
      {cost.isError ? (
        <ErrorState error={cost.error} onRetry={() => void cost.refetch()} what="the history's cost" />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} what="the value history" />
      ) : history.data ? (
        <HistoryChart days={history.data.days} currency={history.data.currency} />
      ) : started === startKey || cost.isPending ? (
        <SkeletonLines lines={4} label="Computing the value history" />
      ) : cancelled === startKey ? (
        <p role="status">Cancelled. The days already computed are kept: computing again reads only the rest.</p>
      ) : null}
    </section>
  );
}

function HistoryChart({ days, currency }: { days: HistoryDay[]; currency: string }) {
  const valued = days.filter((d) => d.value !== undefined);
  const points = valued.map((d) => ({ timestamp: Date.parse(`${d.date}T00:00:00Z`) / 1000, value: Number(d.value) }));
  const code = currency.toUpperCase();
  const money = (value: string | undefined) => <Price price={{ currencyCode: currency, value }} />;
  return (
    <>
      {valued.length === 0 ? (
        <p>No day of this period could be valued.</p>
      ) : (
        // Drawn with numbers for position only; every value in the table below is the exact decimal.
        <MetricChart
          name={`portfolio-value-${code.toLowerCase()}`}
          title={`Portfolio value (${code})`}
          unit={code}
          kind="area"
          daily
          format={formatValue}
          series={[{ key: 'value', label: `Value (${code})`, points }]}
        />
      )}
      <details>
        <summary>Values by day</summary>
        <table className="static-table" aria-label="Value by day">
          <thead>
            <tr>
              <th scope="col">Date (UTC)</th>
              <th scope="col">Value</th>
              <th scope="col">Not counted</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.date}>
                <td>{d.date}</td>
                <td className="num">{d.value === undefined ? <span className="muted">no price</span> : money(d.value)}</td>
                <td className="muted">{d.notes.join('; ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
