import type { PortfolioReportRequest } from '../../../shared/bridge/exportChannels';
import { C_CHAIN_EVM_ID } from '../../../shared/network/evmChainOfSettings';
import { formatAmount } from '../../../shared/format/amount';
import type { Holding } from '../../../shared/portfolio/holdings';
import { holdingRequests, PRIMARY_CHAIN_NAMES, readAllPages } from '../../../shared/portfolio/holdingRequests';
import { writeRows, type ReportProgress } from '../exports/listReport';
import type { ApiRequester } from '../exports/operationRunner';
import type { FileColumn } from '../exports/reportColumns';
import type { HistoryCache } from './historyCache';
import type { PortfolioStore } from './portfolioStore';
import { valueHistory } from './valueHistory';

export interface PortfolioReportDeps {
  portfolios: PortfolioStore;
  cache: HistoryCache;
  profileId: () => string;
  now?: () => number;
}

export interface PortfolioReportJob {
  api: ApiRequester;
  request: PortfolioReportRequest;
  file: string;
  signal?: AbortSignal;
  onProgress?: (p: ReportProgress) => void;
}

const cellOf = (f: (h: Holding) => string) => (item: unknown) => f(item as Holding);

/**
 * A portfolio report (columns in docs/exports.md): its holdings now, one row per address, chain,
 * asset and category, read with the same requests as the page; or its value by day, from the same
 * cached history as the chart. Written through the report machinery (part file, then renamed).
 */
export async function writePortfolioReport(deps: PortfolioReportDeps, job: PortfolioReportJob): Promise<{ rows: number; size: number }> {
  const { api, request } = job;
  const portfolio = deps.portfolios.get(request.portfolioId);
  const cur = request.currency.toUpperCase();
  if (request.part === 'history') {
    const history = await valueHistory(
      portfolio,
      { id: portfolio.id, days: request.days, currency: request.currency, network: request.network },
      {
        // Every request of the walk carries the job's signal: a cancelled report stops at its next request, not after the walk.
        client: { request: (id, params) => api.request(id, params, { signal: job.signal }) },
        cache: deps.cache,
        profileId: deps.profileId(),
        now: deps.now ?? Date.now,
      },
    );
    const columns: FileColumn[] = [
      { header: 'Date (UTC)', cell: (d) => (d as { date: string }).date },
      { header: `Value (${cur})`, cell: (d) => (d as { value?: string }).value ?? '' },
      { header: 'Not counted', cell: (d) => (d as { notes: string[] }).notes.join('; ') },
    ];
    return writeRows({
      file: job.file,
      format: request.format,
      columns,
      pages: once(history.days),
      signal: job.signal,
      onProgress: job.onProgress,
    });
  }
  // Today's AVAX price, as the page takes it: the C-Chain's native balance answer.
  const price = await api.request(
    'getNativeBalance',
    { chainId: C_CHAIN_EVM_ID[request.network], address: '0x0000000000000000000000000000000000000000', currency: request.currency },
    { signal: job.signal },
  );
  const avaxPrice = price.nativeTokenBalance?.price?.value;
  const holdings: Holding[] = [];
  for (const r of holdingRequests(portfolio, request.network, request.currency)) {
    holdings.push(
      ...(await readAllPages(r, (params) => api.request(r.endpointId, params as never, { signal: job.signal }), avaxPrice, job.signal)),
    );
  }
  const columns: FileColumn[] = [
    { header: 'Address', cell: cellOf((h) => (h.address.startsWith('0x') ? h.address : `P-${h.address}`)) },
    { header: 'Chain', cell: cellOf((h) => PRIMARY_CHAIN_NAMES[h.chain] ?? h.chain) },
    { header: 'Category', cell: cellOf((h) => h.category) },
    { header: 'Asset', cell: cellOf((h) => h.symbol) },
    { header: 'Asset id', cell: cellOf((h) => h.assetKey) },
    { header: 'Amount', cell: cellOf((h) => formatAmount(h.amount, h.decimals)) },
    { header: `Price (${cur})`, cell: cellOf((h) => h.price ?? '') },
    { header: `Value (${cur})`, cell: cellOf((h) => h.value ?? '') },
  ];
  return writeRows({
    file: job.file,
    format: request.format,
    columns,
    pages: once(holdings),
    signal: job.signal,
    onProgress: job.onProgress,
  });
}

async function* once<T>(items: T[]): AsyncGenerator<unknown[]> {
  yield items;
}
