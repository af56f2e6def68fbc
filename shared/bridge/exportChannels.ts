import { z } from 'zod';
import { isCalendarDate } from '../api/calendarDate';
import { CURRENCIES } from '../api/enums';
import { endpoints, type EndpointId } from '../api/endpoints';
import { EVM_EXPORT_TYPE, EXPORT_TYPES, PRIMARY_CHAIN_ALIASES } from '../api/exportBodies';
import { HISTORY_SPANS } from '../portfolio/historySpans';
import { TAX_FORMATS } from '../tax/taxFormats';
import { isTimeZone } from '../tax/taxPeriod';
import { cb58Id, chainIdParam, evmAddress, nodeId, pxAddress } from '../api/params';

/**
 * The bridge contract of exports and reports (issue 8): argument schemas of the `export:*`
 * and `report:*` channels (merged into channelArgs in channels.ts), the history entry the
 * main process keeps, and the 'export-progress' event.
 */

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-01-31')
  .refine(isCalendarDate, 'must be a real calendar date such as 2026-01-31');
const firstNotAfterLast = <T extends { firstDate?: string; lastDate?: string }>(v: T) =>
  !v.firstDate || !v.lastDate || v.firstDate <= v.lastDate;
const dateOrder = { message: 'must not be after lastDate', path: ['firstDate'] };

/**
 * Control characters (C0, DEL, C1) and the invisible text-direction marks and overrides: a name
 * such as "report\u202Ecsv.exe" would show as "reportexe.csv".
 */
// oxlint-disable-next-line no-control-regex -- control characters are what this pattern finds
export const UNSAFE_NAME_CHARS = /[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A file name chosen in the renderer: a name only, never a folder (the main process picks where). */
const fileName = z
  .string()
  .trim()
  .min(1)
  .max(200)
  // oxlint-disable-next-line no-control-regex -- control characters are what this pattern finds
  .regex(/^[^/\\:*?"<>|\x00-\x1f]+$/, 'must be a file name without folders or special characters')
  .refine((s) => !UNSAFE_NAME_CHARS.test(s), 'must not contain control or text-direction characters')
  .refine((s) => s !== '.' && s !== '..', 'must be a file name');

export const ExportFormat = z.enum(['csv', 'json']);
export type ExportFormat = z.infer<typeof ExportFormat>;

/**
 * A server-side transaction export as the Exports page fills it in: the EVM type (the default)
 * takes 0x addresses and EVM chains, the Primary Network types P-/X- addresses and p-chain,
 * x-chain, c-chain (or their blockchain ids).
 */
/**
 * "Export for taxes": the period is a calendar year (or firstDate..lastDate) in the user's time
 * zone; the export is also written in a tax tool's format, priced in `currency`, and reconciled
 * with the balances at both ends of the period.
 */
export const TaxOptions = z.strictObject({
  format: z.enum(TAX_FORMATS),
  currency: z.enum(CURRENCIES),
  timeZone: z.string().max(64).refine(isTimeZone, 'must be a time zone such as Europe/Berlin or UTC'),
  year: z.number().int().min(2009, 'must be a year from 2009').max(2100, 'must be a year up to 2100').optional(),
});
export type TaxOptions = z.infer<typeof TaxOptions>;

export const ExportRequest = z
  .strictObject({
    type: z.enum(EXPORT_TYPES).optional(),
    tax: TaxOptions.optional(),
    addresses: z.array(z.string().max(120)).min(1, 'must list at least one address').max(100),
    includeChains: z.array(z.string().max(80)).min(1, 'must list at least one chain').max(50),
    firstDate: day.optional(),
    lastDate: day.optional(),
    fileName: fileName.optional(),
  })
  .superRefine((v, ctx) => {
    const evm = (v.type ?? EVM_EXPORT_TYPE) === EVM_EXPORT_TYPE;
    const address = evm ? evmAddress : pxAddress;
    const chain = evm
      ? chainIdParam
      : z.union([z.enum(PRIMARY_CHAIN_ALIASES), cb58Id], { message: 'must be p-chain, x-chain, c-chain or a blockchain id' });
    v.addresses.forEach((a, i) => {
      const r = address.safeParse(a);
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['addresses', i], message: r.error.issues[0].message });
    });
    v.includeChains.forEach((c, i) => {
      const r = chain.safeParse(c);
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['includeChains', i], message: r.error.issues[0].message });
    });
    if (!evm && v.includeChains.length > 3)
      ctx.addIssue({ code: 'custom', path: ['includeChains'], message: 'lists at most the 3 Primary Network chains' });
    if (v.tax) {
      if (v.type && v.type !== EVM_EXPORT_TYPE && v.type !== 'TRANSACTION_EXPORT_PRIMARY_NETWORK') {
        ctx.addIssue({ code: 'custom', path: ['type'], message: 'an export for taxes is of EVM or Primary Network transactions' });
      }
      if (v.tax.year === undefined && (!v.firstDate || !v.lastDate)) {
        ctx.addIssue({ code: 'custom', path: ['tax', 'year'], message: 'choose a year, or both a first and a last date' });
      }
    }
  })
  .refine(firstNotAfterLast, dateOrder);
export type ExportRequest = z.infer<typeof ExportRequest>;

/**
 * One part of an export: the server cut a large export (WarnTruncatedExport) and the next part
 * asks again from its nextDate. Parts are appended to the export's file one after the other.
 */
export const ExportPart = z.object({
  /** Absent until the server accepted the part's request. */
  operationId: z.string().optional(),
  /** Where this part starts: the previous part's nextDate (the first part starts at the request's firstDate). */
  firstDate: z.string().optional(),
  status: z.enum(['creating', 'running', 'downloading', 'appending', 'joined']),
  downloadUrl: z.string().optional(),
  validator: z.string().optional(),
  /** Rows this part added to the file (rows it shared with the part before are not counted twice). */
  rows: z.number().optional(),
  /** Set when the server cut this part: where the next part starts. */
  nextDate: z.string().optional(),
  /** Size of the file before this part was appended: a restart while appending cuts the file back to it. */
  joinOffset: z.number().optional(),
});
export type ExportPart = z.infer<typeof ExportPart>;

const valuePath = z
  .string()
  .max(200)
  .regex(/^[A-Za-z_$][\w$]*(?:\.[\w$]+)*$/, 'must be a dotted path such as from.address');

/** One column of a list as the renderer's table describes it (renderer/components/DataTable/columns.tsx). */
export const ReportColumn = z.strictObject({
  id: z.string().min(1).max(80),
  header: z.string().min(1).max(120),
  path: valuePath,
  kind: z.enum(['text', 'amount', 'time', 'id']),
  decimals: z.number().int().min(0).max(255).optional(),
  decimalsPath: valuePath.optional(),
  unit: z.string().max(24).optional(),
  unitPath: valuePath.optional(),
});
export type ReportColumn = z.infer<typeof ReportColumn>;

export const LIST_ENDPOINT_IDS = (Object.keys(endpoints) as EndpointId[]).filter((id) => 'page' in endpoints[id]);
const listEndpointId = z.enum(LIST_ENDPOINT_IDS as [EndpointId, ...EndpointId[]], { message: 'must be a list endpoint' });

/**
 * A view's filter params as a report carries them: a few named scalars (or short lists of
 * strings, as list params allow). The endpoint's own schema then checks names and values in the
 * main process; this bound keeps a deep or huge value from reaching the history at all.
 */
const reportParamValue = z.union([z.string().max(4096), z.number(), z.boolean(), z.array(z.string().max(256)).max(100)]);
const ReportParams = z
  .record(z.string().max(64), reportParamValue)
  .refine((p) => Object.keys(p).length <= 32, 'must have at most 32 params');

/** A CSV/JSON report of any list: the same endpoint and filters as the view, all pages or up to maxRows. */
export const ReportRequest = z.strictObject({
  endpointId: listEndpointId,
  /** The view's params without paging; checked against the endpoint table by the main process. */
  params: ReportParams,
  columns: z.array(ReportColumn).min(1, 'must list at least one column').max(80),
  format: ExportFormat,
  maxRows: z.number().int().min(1).max(10_000_000).optional(),
  /** Names the report in the history and in its default file name, e.g. "Latest blocks". */
  title: z.string().trim().min(1).max(80),
  fileName: fileName.optional(),
});
export type ReportRequest = z.infer<typeof ReportRequest>;

/** The Staking rewards report of the Rewards page. */
export const RewardsReportRequest = z
  .strictObject({
    network: z.enum(['mainnet', 'fuji']),
    addresses: z.array(pxAddress).max(64).optional(),
    nodeIds: z.array(nodeId).max(64).optional(),
    firstDate: day.optional(),
    lastDate: day.optional(),
    currency: z.enum(CURRENCIES),
    format: ExportFormat,
    fileName: fileName.optional(),
  })
  .refine((v) => Boolean(v.addresses?.length || v.nodeIds?.length), {
    message: 'one of addresses or nodeIds is required',
    path: ['addresses'],
  })
  .refine(firstNotAfterLast, dateOrder);
export type RewardsReportRequest = z.infer<typeof RewardsReportRequest>;

/** A portfolio's holdings now or its value by day, from the portfolio's page (docs/exports.md). */
export const PortfolioReportRequest = z.strictObject({
  portfolioId: z.string().regex(/^[\w-]{1,64}$/, 'must be a portfolio id'),
  part: z.enum(['holdings', 'history']),
  days: z.union([z.literal(HISTORY_SPANS[0]), z.literal(HISTORY_SPANS[1]), z.literal(HISTORY_SPANS[2])]),
  network: z.enum(['mainnet', 'fuji']),
  currency: z.enum(CURRENCIES),
  format: ExportFormat,
  fileName: fileName.optional(),
});
export type PortfolioReportRequest = z.infer<typeof PortfolioReportRequest>;

const entryId = z.string().regex(/^[\w-]{1,80}$/, 'must be an export id');

export const exportChannelArgs = {
  'export:create': ExportRequest,
  'export:list': z.strictObject({}),
  'export:cancel': z.strictObject({ id: entryId }),
  'export:open': z.strictObject({ id: entryId }),
  'export:reveal': z.strictObject({ id: entryId }),
  'export:remove': z.strictObject({ id: entryId }),
  'export:again': z.strictObject({ id: entryId }),
  'report:start': ReportRequest,
  'report:rewards': RewardsReportRequest,
  'report:portfolio': PortfolioReportRequest,
  'report:cancel': z.strictObject({ id: entryId }),
} as const;

export const EXPORT_STATUSES = [
  'creating',
  'running',
  'queued',
  'downloading',
  'writing',
  'completed',
  'warning',
  'failed',
  'cancelled',
  'interrupted',
] as const;

export const TransferProgress = z.object({
  bytes: z.number(),
  total: z.number().nullable(),
  percent: z.number().nullable(),
  /** Bytes per second (downloads) or rows per second (reports). */
  speed: z.number(),
  etaSeconds: z.number().nullable(),
});
export type TransferProgress = z.infer<typeof TransferProgress>;

/** What every entry of the history has, whatever its kind. */
const EntryFields = z.object({
  id: entryId,
  title: z.string(),
  status: z.enum(EXPORT_STATUSES),
  operationId: z.string().optional(),
  file: z.string(),
  format: ExportFormat,
  /** Bytes of the finished file. */
  size: z.number().optional(),
  rows: z.number().optional(),
  /** What the API or the main process said: the operation's message, an error. */
  message: z.string().optional(),
  /** metadata.code of a failed or truncated operation (ErrInternal, WarnTruncatedExport), or the local error code. */
  code: z.string().optional(),
  progress: TransferProgress.optional(),
  /** Epoch ms. */
  createdAt: z.number(),
  updatedAt: z.number(),
  /** When the server-side operation started running (its createdAtTimestamp), for the elapsed time. */
  runningSince: z.number().optional(),
  finishedAt: z.number().optional(),
  /** Where to resume the download after a restart. */
  downloadUrl: z.string().optional(),
  validator: z.string().optional(),
  /** A server export's parts, the last one the current one. */
  parts: z.array(ExportPart).optional(),
  /** An export for taxes: the file in the tax tool's format (beside the full export) and the reconciliation. */
  taxFile: z.string().optional(),
  reconciliation: z.lazy(() => Reconciliation).optional(),
});

/**
 * One export or report in the history; persisted by the main process and read back validated. The kind
 * decides the request (the parameters it was started with: "Export again" starts the same): a server
 * export, a report of a list, or the staking rewards report.
 */
export const ExportEntry = z.discriminatedUnion('kind', [
  EntryFields.extend({ kind: z.literal('export'), request: ExportRequest }),
  EntryFields.extend({ kind: z.literal('report'), request: ReportRequest }),
  EntryFields.extend({ kind: z.literal('rewards'), request: RewardsReportRequest }),
  EntryFields.extend({ kind: z.literal('portfolio'), request: PortfolioReportRequest }),
]);
export type ExportEntry = z.infer<typeof ExportEntry>;
/** What starts an entry: its kind with that kind's request (kept together, never one without the other). */
export type ExportJob = ExportEntry extends infer E ? (E extends ExportEntry ? Pick<E, 'kind' | 'request'> : never) : never;

/** One asset of a reconciliation: start + received − sent − fees against the end balance, exact decimals. */
export const ReconciledAsset = z.object({
  asset: z.string(),
  symbol: z.string(),
  start: z.string(),
  received: z.string(),
  sent: z.string(),
  fees: z.string(),
  /** start + received − sent − fees. */
  expectedEnd: z.string(),
  end: z.string(),
  /** end − expectedEnd: 0 when the report is complete. */
  difference: z.string(),
  ok: z.boolean(),
});
export type ReconciledAsset = z.infer<typeof ReconciledAsset>;

export const Reconciliation = z.object({
  ok: z.boolean(),
  /** The period, UTC seconds, and the zone it was chosen in. */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  assets: z.array(ReconciledAsset),
  /** Said when some part could not be checked. */
  note: z.string().optional(),
});
export type Reconciliation = z.infer<typeof Reconciliation>;

/** What "open" and "show in folder" did: the web host cannot open files, so it says where the file is. */
export interface FileActionResult {
  path: string;
  opened: boolean;
  note?: string;
}

export interface ExportEvents {
  /** An entry changed (status, progress); the whole entry, so a view replaces it by id. */
  'export-progress': ExportEntry;
  /** An entry was removed from the history. */
  'export-removed': { id: string };
}

/** The renderer's side of the channels above (part of BridgeApi). */
export interface ExportsApi {
  create(request: z.input<typeof ExportRequest>): Promise<ExportEntry>;
  list(): Promise<ExportEntry[]>;
  cancel(id: string): Promise<ExportEntry>;
  open(id: string): Promise<FileActionResult>;
  reveal(id: string): Promise<FileActionResult>;
  remove(id: string): Promise<ExportEntry[]>;
  again(id: string): Promise<ExportEntry>;
  startReport(request: z.input<typeof ReportRequest>): Promise<ExportEntry>;
  startRewardsReport(request: z.input<typeof RewardsReportRequest>): Promise<ExportEntry>;
  startPortfolioReport(request: z.input<typeof PortfolioReportRequest>): Promise<ExportEntry>;
  cancelReport(id: string): Promise<ExportEntry>;
}
