import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { allPagesQueryOptions, apiQueryOptions } from '../api/apiQueryOptions';
import { useApiQuery } from '../api/useApiQuery';
import { useChain } from '../app/useChain';
import type { ChartSeries } from '../charts/chartData';
import { rangeStart, RANGES } from '../charts/chartRanges';
import { MetricChart } from '../charts/MetricChart';
import { RangePicker } from '../charts/RangePicker';
import { PageHeader } from '../components/PageHeader';
import { StaticTable } from '../components/StaticTable';
import { useNow } from '../components/useNow';
import type { RollingWindow } from '../../shared/api/dashboards';
import { formatCount } from '../../shared/format/count';
import { formatValue } from './dashboardFormat';

interface Pair {
  key: string;
  src: string;
  dest: string;
}

/** Cross-chain message traffic: each chain pair's messages over the rolling windows, and per bucket over time. */
export function IcmAnalyticsPage() {
  const { network } = useChain();
  const [range, setRange] = useState(RANGES[2]);
  const now = useNow(60_000);
  const chains = useApiQuery('listMetricsChains', { network }, { staleTime: 5 * 60_000 }).data?.chains;
  const traffic = useQuery(
    allPagesQueryOptions('getIcmTimeseries', {
      network,
      timeInterval: range.interval,
      startTimestamp: rangeStart(range, now),
      pageSize: 2160,
    }),
  );
  const { pairs, series } = useMemo(() => {
    const byPair = new Map<string, Pair & { points: { timestamp: number; value: number }[] }>();
    for (const page of traffic.data ?? []) {
      for (const r of page.results ?? []) {
        const src = r.srcBlockchainId ?? '';
        const dest = r.destBlockchainId ?? '';
        const key = `${src}>${dest}`;
        const entry = byPair.get(key) ?? { key, src, dest, points: [] };
        if (r.timestamp !== undefined && r.value !== undefined) entry.points.push({ timestamp: r.timestamp, value: r.value });
        byPair.set(key, entry);
      }
    }
    const all = [...byPair.values()].sort((a, b) => a.key.localeCompare(b.key));
    return { pairs: all, series: all.map((p) => ({ key: p.key, label: '', points: p.points.sort((a, b) => a.timestamp - b.timestamp) })) };
  }, [traffic.data]);
  const pairLabel = useCallback(
    (p: Pair) => {
      const nameOf = (id: string) => chains?.find((c) => c.blockchainId === id)?.chainName ?? id.slice(0, 8);
      return `${nameOf(p.src)} → ${nameOf(p.dest)}`;
    },
    [chains],
  );
  const summaries = useQueries({
    queries: pairs.map((p) => apiQueryOptions('getIcmSummary', { srcBlockchainId: p.src, destBlockchainId: p.dest, network })),
  });
  const windowColumn = (header: string, window: RollingWindow) => ({
    header,
    num: true,
    cell: (p: Pair) => {
      const v = summaries[pairs.findIndex((q) => q.key === p.key)]?.data?.result?.[window];
      return v === undefined ? '–' : formatCount(v);
    },
  });
  // The same series while the pairs' summaries arrive one by one: new ones would redraw the chart for each answer.
  const labelled: ChartSeries[] = useMemo(() => series.map((s, i) => ({ ...s, label: pairLabel(pairs[i]) })), [series, pairs, pairLabel]);
  return (
    <>
      <PageHeader title="ICM analytics" subtitle={`Cross-chain message traffic by chain pair · ${network}`} />
      <section className="card dashboard-section" aria-labelledby="icm-summary">
        <h2 id="icm-summary">Messages by chain pair</h2>
        <StaticTable<Pair>
          label="Messages by chain pair"
          rows={pairs}
          rowKey={(p) => p.key}
          empty={traffic.isPending ? 'Loading…' : 'No cross-chain messages in this range.'}
          columns={[
            { header: 'Source → destination', cell: pairLabel, rowHeader: true },
            windowColumn('Last hour', 'lastHour'),
            windowColumn('Last day', 'lastDay'),
            windowColumn('Last week', 'lastWeek'),
            windowColumn('Last month', 'lastMonth'),
            windowColumn('All time', 'allTime'),
          ]}
        />
      </section>
      <MetricChart
        name={`icm-traffic-${network}`}
        title="Messages over time"
        unit="messages"
        kind="bar"
        stacked
        series={labelled}
        format={formatValue}
        daily={range.interval !== 'hour'}
        loading={traffic.isPending}
        error={traffic.error}
        onRetry={() => void traffic.refetch()}
        controls={<RangePicker ranges={RANGES} value={range} onChange={setRange} />}
      />
    </>
  );
}
