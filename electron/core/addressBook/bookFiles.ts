import { z } from 'zod';
import {
  ADDRESS_BOOK_MAX_ENTRIES,
  LabelId,
  LabelText,
  type BookFile,
  type BookFormat,
  type LabelEntry,
  type RefusedRow,
} from '../../../shared/bridge/addressBookChannels';
import { csvRow } from '../../../shared/csv/csvRow';
import { parseCsvLine } from '../../../shared/csv/parseCsvLine';
import { InputError } from '../inputError';
import type { LabelChange } from './addressBookStore';

/** The JSON file's mark, so an unrelated JSON file is refused as a whole rather than row by row. */
const JSON_FORMAT = 'ridgeline-address-book';

export function exportBook(entries: LabelEntry[], format: BookFormat, today: string): BookFile {
  const fileName = `address-book-${today}.${format}`;
  if (format === 'json') {
    const text = `${JSON.stringify({ format: JSON_FORMAT, version: 1, entries: entries.map(({ id, kind, label }) => ({ id, kind, label })) }, null, 2)}\n`;
    return { fileName, mimeType: 'application/json', text };
  }
  const text = csvRow(['id', 'kind', 'label']) + entries.map((e) => csvRow([e.id, e.kind, e.label])).join('');
  return { fileName, mimeType: 'text/csv', text };
}

export interface ParsedImport {
  changes: LabelChange[];
  refused: RefusedRow[];
}

/**
 * Reads an import and checks every row as the bridge checks one label. Rows that fail are
 * reported by line (CSV) or position (JSON) and field and left out; a file that is not an
 * address book at all (no id/label header, not JSON) is refused whole with an InputError.
 */
export function parseImport(format: BookFormat, text: string): ParsedImport {
  const rows = format === 'csv' ? csvRows(text) : jsonRows(text);
  if (rows.length > ADDRESS_BOOK_MAX_ENTRIES)
    throw new InputError('text', `The file has ${rows.length} rows; an address book holds at most ${ADDRESS_BOOK_MAX_ENTRIES}.`);
  const changes: LabelChange[] = [];
  const refused: RefusedRow[] = [];
  for (const { row, id, label, unreadable } of rows) {
    if (unreadable) {
      refused.push({ row, field: 'line', message: `line could not be read: ${unreadable}` });
      continue;
    }
    if (typeof id !== 'string' || typeof label !== 'string') {
      refused.push({
        row,
        field: typeof id !== 'string' ? 'id' : 'label',
        message: `${typeof id !== 'string' ? 'id' : 'label'} is missing`,
      });
      continue;
    }
    const checkedId = LabelId.safeParse(id);
    if (!checkedId.success) {
      refused.push({ row, field: 'id', message: `id ${checkedId.error.issues[0].message}` });
      continue;
    }
    const checkedLabel = LabelText.safeParse(label);
    if (!checkedLabel.success) {
      refused.push({ row, field: 'label', message: `label ${checkedLabel.error.issues[0].message}` });
      continue;
    }
    changes.push({ id: checkedId.data, label: checkedLabel.data });
  }
  return { changes, refused };
}

interface RawRow {
  row: number;
  id: unknown;
  label: unknown;
  /** Why a CSV line could not be split into fields. */
  unreadable?: string;
}

/** csvRow guards a label starting with = + - @ with a quote mark; reading our own export takes it off again. */
const unguard = (s: string) => (/^'[=+\-@\t\r]/.test(s) ? s.slice(1) : s);

function csvRows(text: string): RawRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let header: string[];
  try {
    header = parseCsvLine(lines[0] ?? '').map((h) => h.trim().toLowerCase());
  } catch (e) {
    throw new InputError('text', `The first line of the CSV file could not be read: ${(e as Error).message}.`);
  }
  const idAt = header.indexOf('id');
  const labelAt = header.indexOf('label');
  if (idAt === -1 || labelAt === -1)
    throw new InputError('text', 'The CSV file needs a first line naming its columns, with "id" and "label" among them.');
  const rows: RawRow[] = [];
  lines.slice(1).forEach((line, i) => {
    const row = i + 2;
    if (!line.trim()) return;
    let fields: string[];
    try {
      fields = parseCsvLine(line);
    } catch (e) {
      rows.push({ row, id: undefined, label: undefined, unreadable: (e as Error).message });
      return;
    }
    rows.push({ row, id: fields[idAt], label: fields[labelAt] === undefined ? undefined : unguard(fields[labelAt]) });
  });
  return rows;
}

const JsonBook = z.union([z.array(z.unknown()), z.object({ entries: z.array(z.unknown()) })]);

function jsonRows(text: string): RawRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InputError('text', 'The file is not valid JSON.');
  }
  const book = JsonBook.safeParse(parsed);
  if (!book.success)
    throw new InputError('text', 'The JSON file must be a list of {"id", "label"} objects or an address book export with "entries".');
  const items = Array.isArray(book.data) ? book.data : book.data.entries;
  return items.map((item, i) => {
    const o = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    return { row: i + 1, id: o.id, label: o.label };
  });
}
