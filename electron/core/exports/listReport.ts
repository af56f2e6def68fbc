import { endpoints, type EndpointId, type EndpointParams } from '../../../shared/api/endpoints';
import { itemsOf, walkAnswers } from '../../../shared/api/wire/pageWalker';
import type { ExportFormat, ReportColumn } from '../../../shared/bridge/exportChannels';
import { ExportError } from './exportError';
import type { ApiRequester } from './operationRunner';
import { fileColumns, type FileColumn } from './reportColumns';
import { readAhead } from './readAhead';
import { ReportFile } from './reportFile';

export interface ReportProgress {
  rows: number;
  /** The row limit, when one was set. */
  limit?: number;
}

export interface PagedSource {
  endpointId: EndpointId;
  params: Record<string, unknown>;
}

/**
 * Walks every page of a list endpoint with the largest page size it allows, handing each
 * page's items on as they arrive; stops at the last page, when the caller stops (its row limit), or on abort.
 */
export function walkPages(api: ApiRequester, source: PagedSource, signal?: AbortSignal): AsyncGenerator<unknown[]> {
  const def = endpoints[source.endpointId];
  if (!('page' in def)) throw new ExportError('invalid-request', `${source.endpointId} is not a list`);
  const page = def.page as { items: string; maxSize?: number };
  const ask = (pageToken: string | undefined) => {
    const params = { ...source.params, ...(page.maxSize ? { pageSize: page.maxSize } : {}), ...(pageToken ? { pageToken } : {}) };
    return api.request(source.endpointId, params as EndpointParams<EndpointId>, { signal });
  };
  return itemsOf(walkAnswers(ask, signal), page.items);
}

/**
 * Writes a report of a list: the view's columns, every page (or up to maxRows), to `file`
 * via its part file. Memory holds two pages at a time: the one written and the next, read meanwhile.
 */
export async function writeListReport(opts: {
  api: ApiRequester;
  source: PagedSource;
  columns: readonly ReportColumn[];
  format: ExportFormat;
  file: string;
  maxRows?: number;
  signal?: AbortSignal;
  onProgress?: (p: ReportProgress) => void;
}): Promise<{ rows: number; size: number }> {
  const columns = fileColumns(opts.columns);
  return writeRows({
    file: opts.file,
    format: opts.format,
    columns,
    pages: walkPages(opts.api, opts.source, opts.signal),
    maxRows: opts.maxRows,
    signal: opts.signal,
    onProgress: opts.onProgress,
  });
}

/** Rows from pages of items into a report file; shared by list reports and the rewards report. */
export async function writeRows(opts: {
  file: string;
  format: ExportFormat;
  columns: FileColumn[];
  pages: AsyncIterable<unknown[]>;
  maxRows?: number;
  /** Extra rows after the items (the rewards report's total). */
  trailer?: () => string[][];
  signal?: AbortSignal;
  onProgress?: (p: ReportProgress) => void;
}): Promise<{ rows: number; size: number }> {
  const report = await ReportFile.create(
    opts.file,
    opts.format,
    opts.columns.map((c) => c.header),
  );
  const limit = opts.maxRows ?? Infinity;
  let asked = 0;
  let rows = 0;
  try {
    // The next page is read while this one is written; none past the row limit.
    for await (const items of readAhead(opts.pages, (page) => (asked += page.length) < limit)) {
      const page = items.slice(0, limit - rows).map((item) => opts.columns.map((c) => c.cell(item)));
      await report.rows(page);
      rows += page.length;
      opts.signal?.throwIfAborted();
      opts.onProgress?.({ rows, limit: opts.maxRows });
      if (rows >= limit) break;
    }
    await report.rows(opts.trailer?.() ?? []);
    const size = await report.finish();
    return { rows, size };
  } catch (err) {
    await report.discard();
    if (opts.signal?.aborted) throw new ExportError('cancelled', 'The report was cancelled');
    throw err;
  }
}
