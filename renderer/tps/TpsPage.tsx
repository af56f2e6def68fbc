import { useMemo } from 'react';
import { chainIdParam } from '../../shared/api/params';
import { useApiQuery } from '../api/useApiQuery';
import { setQueryParams, useHashLocation } from '../app/router';
import { useChain } from '../app/useChain';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { sameItems, useStable } from '../components/useStable';
import { ChainPicker } from './ChainPicker';
import { MAX_COMPARED } from './chart/palette';
import { METRIC_CHOICES, metricViewFor, type NativeToken } from './chart/chartMetrics';
import { TpsView, type ChainRef } from './TpsView';
import { browsableChains } from '../app/browsableChains';

/** `chains=a,b` of the hash route: the compared chains, or an error naming the bad value. */
export function parseChains(text: string | null): { ids: string[] } | { error: string } | null {
  if (!text) return null;
  const ids = [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const bad = ids.find((id) => !chainIdParam.safeParse(id).success);
  if (bad !== undefined) return { error: `chains: "${bad}" is not an EVM chain id or a blockchain id` };
  if (ids.length > MAX_COMPARED) return { error: `chains: at most ${MAX_COMPARED} chains can be compared, got ${ids.length}` };
  return { ids };
}

/** TPS of the chains the user picks, from the metrics service. */
export function TpsPage() {
  const { query } = useHashLocation();
  const { network, chainId, ready } = useChain();
  const list = useApiQuery('listChains', { network }, { staleTime: 5 * 60_000, enabled: ready });
  const parsed = parseChains(query.get('chains'));
  // The same array while the same chains are chosen (the parse makes a new one on every render).
  const selected = useStable(parsed && 'ids' in parsed ? parsed.ids : [chainId], sameItems);

  const options = useMemo<ChainRef[]>(
    () => browsableChains(list.data?.chains).browsable.map((c) => ({ id: c.chainId!, name: c.chainName ?? `Chain ${c.chainId}` })),
    [list.data],
  );
  const chains = useMemo<ChainRef[]>(
    () => selected.map((id) => ({ id, name: options.find((o) => o.id === id)?.name ?? `Chain ${id}` })),
    [selected, options],
  );

  // The compared chains' native token (EVM native tokens have 18 decimals): fees read in it.
  const token = useMemo<NativeToken>(() => {
    const tokens = selected.map((id) => list.data?.chains?.find((c) => c.chainId === id)?.networkToken);
    const symbols = new Set(tokens.map((t) => t?.symbol));
    const decimals = new Set(tokens.map((t) => t?.decimals ?? 18));
    return { symbol: symbols.size === 1 ? [...symbols][0] : undefined, decimals: decimals.size === 1 ? [...decimals][0] : 18 };
  }, [selected, list.data]);
  const choice = METRIC_CHOICES.find((m) => m.id === (query.get('metric') ?? 'tps'));
  const metric = useMemo(() => choice && metricViewFor(choice, token), [choice, token]);

  const toggle = (id: string) => {
    const next = selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id].slice(0, MAX_COMPARED);
    setQueryParams({ chains: next.join(',') || null });
  };

  return (
    <>
      <PageHeader title="TPS" subtitle="Average transactions per second, and the other chain metrics, from the metrics service" />
      {list.isError && <ErrorState error={list.error} what="the list of chains" onRetry={() => void list.refetch()} />}
      <ChainPicker options={options} selected={selected} onToggle={toggle} />
      <label className="tps-metric">
        Metric{' '}
        <select value={metric?.id ?? ''} onChange={(e) => setQueryParams({ metric: e.target.value === 'tps' ? null : e.target.value })}>
          {!metric && (
            <option value="" disabled>
              Choose a metric
            </option>
          )}
          {METRIC_CHOICES.map((m) => (
            <option key={m.id} value={m.id}>
              {m.label}
            </option>
          ))}
        </select>
      </label>
      {!metric ? (
        <p className="field-error" role="alert">
          metric: "{query.get('metric')}" is not one of {METRIC_CHOICES.map((m) => m.id).join(', ')}
        </p>
      ) : parsed && 'error' in parsed ? (
        <p className="field-error" role="alert">
          {parsed.error}
        </p>
      ) : selected.length === 0 ? (
        <p className="state">Pick a chain above to see its {metric.title}.</p>
      ) : (
        // A new metric is a new set of series: keyed so its history, range and live state start afresh.
        <TpsView key={metric.id} chains={chains} sourceFor={metric.sourceFor} metric={metric} />
      )}
    </>
  );
}
