import { useMemo, useState, type FormEvent } from 'react';
import { VALIDATOR_SORT_KEYS } from '../../../shared/api';
import { useInfiniteList } from '../../api/useInfiniteList';
import { navigate, useHashLocation } from '../../app/router';
import { withQuery } from '../../app/hashPath';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { validatorTable } from './validatorColumns';
import { ROUTES } from '../../app/urls';
import '../primary.css';

const FILTERS = ['status', 'node', 'minFee', 'maxFee', 'maxDays', 'minUptime', 'minCapacity', 'sortBy', 'order'] as const;
type Filter = Record<(typeof FILTERS)[number], string>;
const SORT_LABELS: Record<(typeof VALIDATOR_SORT_KEYS)[number], string> = {
  blockIndex: 'Start (staking transaction)',
  delegationCapacity: 'Delegation capacity',
  timeRemaining: 'Time remaining',
  delegationFee: 'Delegation fee',
  uptimePerformance: 'Uptime',
};
const DAY = 86_400;

/** A number field's value, or an error naming the field when it is not a number in range. */
function numberField(text: string, name: string, max: number): { value?: number; error?: string } {
  if (!text.trim()) return {};
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0 || n > max) return { error: `${name} must be a number from 0 to ${max}` };
  return { value: n };
}

/** The validator list's params from the URL's filter; undefined fields are not sent. */
function toParams(f: Filter) {
  const num = (text: string) => (text && Number.isFinite(Number(text)) ? Number(text) : undefined);
  const minCapacity = num(f.minCapacity);
  const maxDays = num(f.maxDays);
  return {
    ...(f.status && { validationStatus: f.status as 'pending' | 'active' | 'completed' }),
    ...(f.node.trim() && { nodeIds: f.node.trim() }),
    ...(num(f.minFee) !== undefined && { minFeePercentage: num(f.minFee) }),
    ...(num(f.maxFee) !== undefined && { maxFeePercentage: num(f.maxFee) }),
    ...(maxDays !== undefined && { maxTimeRemaining: Math.round(maxDays * DAY) }),
    ...(num(f.minUptime) !== undefined && { minUptimePerformance: num(f.minUptime) }),
    // AVAX in the form, nAVAX on the wire; whole AVAX keeps it exact.
    ...(minCapacity !== undefined && { minDelegationCapacity: `${BigInt(Math.floor(minCapacity))}000000000` }),
    ...((VALIDATOR_SORT_KEYS as readonly string[]).includes(f.sortBy) && { sortBy: f.sortBy as (typeof VALIDATOR_SORT_KEYS)[number] }),
    ...((f.order === 'asc' || f.order === 'desc') && { sortOrder: f.order as 'asc' | 'desc' }),
  };
}

/** Every validation of the Primary Network, filtered by status, capacity, time remaining, fee and uptime, sorted by any of the API's keys. */
export function ValidatorsPage() {
  const { network } = useChain();
  const { query } = useHashLocation();
  const filter = Object.fromEntries(FILTERS.map((k) => [k, query.get(k) ?? ''])) as Filter;
  const key = JSON.stringify(filter);
  const params = useMemo(() => ({ network, ...toParams(JSON.parse(key) as Filter) }), [network, key]);
  const list = useInfiniteList('listValidators', params, validatorTable);
  // The headers of the columns the API sorts by drive the same URL fields as the form's Sort by and Order.
  const apiSort = useMemo(() => {
    const f = JSON.parse(key) as Filter;
    const toUrl = (by: string, desc: boolean) =>
      navigate(withQuery(ROUTES.validators, { ...f, sortBy: by === 'blockIndex' ? undefined : by, order: desc ? undefined : 'asc' }));
    return { by: f.sortBy || 'blockIndex', desc: f.order !== 'asc', onChange: toUrl };
  }, [key]);
  return (
    <>
      <PageHeader title="Validators" subtitle={`Primary Network · ${network}`} />
      <ValidatorFilters key={key} value={filter} />
      <DataTable
        tableId="primary-validators"
        label="Validators"
        list={list}
        {...validatorTable}
        apiSort={apiSort}
        emptyMessage="No validation matches these filters."
      />
    </>
  );
}

function ValidatorFilters({ value }: { value: Filter }) {
  const [draft, setDraft] = useState<Filter>(value);
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof Filter) => (e: { target: { value: string } }) => setDraft({ ...draft, [k]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checks = [
      numberField(draft.minFee, 'Minimum fee %', 100),
      numberField(draft.maxFee, 'Maximum fee %', 100),
      numberField(draft.maxDays, 'Time remaining (days)', 10_000),
      numberField(draft.minUptime, 'Minimum uptime %', 100),
      numberField(draft.minCapacity, 'Minimum capacity (AVAX)', 720_000_000),
    ];
    const bad = checks.find((c) => c.error);
    if (bad) return setError(bad.error!);
    if (draft.node && !/^[A-Za-z0-9-]{1,60}$/.test(draft.node.trim()))
      return setError('Node id must be a node id or part of one (letters, digits, -)');
    setError(null);
    navigate(withQuery(ROUTES.validators, Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim() || undefined]))));
  };
  const field = (k: keyof Filter, label: string, inputMode: 'decimal' | 'text' = 'decimal') => (
    <label>
      {label}
      <input value={draft[k]} onChange={set(k)} inputMode={inputMode} size={10} />
    </label>
  );
  return (
    <form className="form-row filters" onSubmit={submit} aria-label="Validator filters">
      <label>
        Status
        <select value={draft.status} onChange={set('status')}>
          <option value="">All</option>
          <option value="active">Active</option>
          <option value="pending">Pending</option>
          <option value="completed">Completed</option>
        </select>
      </label>
      {field('node', 'Node id', 'text')}
      {field('minFee', 'Min fee %')}
      {field('maxFee', 'Max fee %')}
      {field('maxDays', 'Ends within (days)')}
      {field('minUptime', 'Min uptime %')}
      {field('minCapacity', 'Min capacity (AVAX)')}
      <label>
        Sort by
        <select value={draft.sortBy} onChange={set('sortBy')}>
          {VALIDATOR_SORT_KEYS.map((k) => (
            <option key={k} value={k === 'blockIndex' ? '' : k}>
              {SORT_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Order
        <select value={draft.order} onChange={set('order')}>
          <option value="">Descending</option>
          <option value="asc">Ascending</option>
        </select>
      </label>
      <button type="submit">Apply</button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
