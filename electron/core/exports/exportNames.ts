import type { ExportFormat, ExportJob } from '../../../shared/bridge/exportChannels';
import type { ExportType } from '../../../shared/api/exportBodies';
import { truncateMiddle } from '../../../shared/format/truncate';

const EXPORT_NOUNS: Record<ExportType, string> = {
  TRANSACTION_EXPORT_EVM: 'Transactions',
  TRANSACTION_EXPORT_PRIMARY_NETWORK: 'Primary Network transactions',
  TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING: 'Stakes and rewards',
  TRANSACTION_EXPORT_PRIMARY_NETWORK_SIMPLE: 'Primary Network transactions (simple)',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'report';
const range = (r: { firstDate?: string; lastDate?: string }) =>
  r.firstDate || r.lastDate ? ` from ${r.firstDate ?? 'the start'} to ${r.lastDate ?? 'today'}` : '';

/** How the history names an entry. */
export function entryTitle(job: ExportJob): string {
  if (job.kind === 'export') {
    const r = job.request;
    const who = r.addresses.length === 1 ? truncateMiddle(r.addresses[0], 8, 6) : plural(r.addresses.length, 'address', 'addresses');
    const what = EXPORT_NOUNS[r.type ?? 'TRANSACTION_EXPORT_EVM'];
    return `${what} of ${who} on ${plural(r.includeChains.length, 'chain', 'chains')}${range(r)}`;
  }
  if (job.kind === 'rewards') {
    const r = job.request;
    const who = [
      r.addresses?.length && plural(r.addresses.length, 'address', 'addresses'),
      r.nodeIds?.length && plural(r.nodeIds.length, 'node', 'nodes'),
    ]
      .filter(Boolean)
      .join(' and ');
    return `Staking rewards of ${who}${range(r)} in ${r.currency.toUpperCase()}`;
  }
  if (job.kind === 'portfolio') {
    const r = job.request;
    return r.part === 'holdings'
      ? `Portfolio holdings in ${r.currency.toUpperCase()}`
      : `Portfolio value over ${r.days} days in ${r.currency.toUpperCase()}`;
  }
  return job.request.title;
}

/** The default file name, e.g. ridgeline-transactions-2026-01-31.csv. */
export function suggestedName(job: ExportJob, format: ExportFormat, nowMs: number): string {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  const what =
    job.kind === 'export'
      ? 'transactions'
      : job.kind === 'rewards'
        ? 'staking-rewards'
        : job.kind === 'portfolio'
          ? `portfolio-${job.request.part}`
          : slug(job.request.title);
  return `ridgeline-${what}-${day}.${format}`;
}
