import type { ReportColumn } from '../../../shared/bridge/exportChannels';
import { formatAmount } from '../../../shared/format/amount';
import { formatIsoUtc } from '../../../shared/format/time';
import { pathReader } from '../../../shared/format/valueAt';

/** A column of the written file: its header and how to get its text from a list item. */
export interface FileColumn {
  header: string;
  cell: (item: unknown) => string;
}

function text(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (Array.isArray(v)) return v.map(text).join(' ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function amount(raw: unknown, decimals: unknown): string {
  const s = text(raw);
  // An amount the API sent in another shape is written as it came rather than dropped.
  if (!/^-?\d+$/.test(s) || typeof decimals !== 'number') return s;
  return formatAmount(s, decimals);
}

const NONE = Symbol('no time yet');

/** Times as ISO 8601 UTC; the rows of one block share its time, so the last one written is reused. */
function timeColumn(): (raw: unknown) => string {
  let last: unknown = NONE;
  let lastText = '';
  return (raw) => {
    if (raw !== last) {
      last = raw;
      lastText = typeof raw === 'number' && Number.isFinite(raw) ? formatIsoUtc(raw) : text(raw);
    }
    return lastText;
  };
}

/**
 * The list's columns as file columns: amounts as exact decimals with the unit in the header
 * (or, when each row has its own unit, in a column beside), times as ISO 8601 UTC.
 */
export function fileColumns(columns: readonly ReportColumn[]): FileColumn[] {
  return columns.flatMap((c): FileColumn[] => {
    switch (c.kind) {
      case 'amount': {
        const decimalsAt = c.decimalsPath ? pathReader(c.decimalsPath) : () => c.decimals;
        const scaled = c.decimals !== undefined || c.decimalsPath !== undefined;
        const header = c.unit ? `${c.header} (${c.unit})` : scaled ? c.header : `${c.header} (smallest unit)`;
        const valueAt = pathReader(c.path);
        const value: FileColumn = { header, cell: (item) => amount(valueAt(item), decimalsAt(item)) };
        if (!c.unitPath || c.unit) return [value];
        const unitAt = pathReader(c.unitPath);
        return [value, { header: `${c.header} unit`, cell: (item) => text(unitAt(item)) }];
      }
      case 'time': {
        const timeAt = pathReader(c.path);
        const time = timeColumn();
        return [{ header: `${c.header} (UTC)`, cell: (item) => time(timeAt(item)) }];
      }
      default: {
        const valueAt = pathReader(c.path);
        return [{ header: c.header, cell: (item) => text(valueAt(item)) }];
      }
    }
  });
}
