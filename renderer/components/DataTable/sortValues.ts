import type { ColumnKind } from './columns';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A decimal string or a number as a bigint scaled by 10^scale, or undefined when it is not a number. */
function scaled(value: unknown, scale: number): bigint | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const m = DECIMAL.exec(text);
  if (!m) return undefined;
  const digits = BigInt(m[2] + (m[3] ?? '').padEnd(scale, '0').slice(0, scale));
  return m[1] ? -digits : digits;
}

const fractionLength = (value: unknown) => {
  const m = typeof value === 'string' ? DECIMAL.exec(value.trim()) : null;
  return m?.[3]?.length ?? (typeof value === 'number' ? (String(value).split('.')[1]?.length ?? 0) : 0);
};

/**
 * Compares two numbers given as numbers or decimal strings exactly (amounts in base units exceed 2^53),
 * or undefined when either is not a number.
 */
export function compareDecimals(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const scale = Math.max(fractionLength(a), fractionLength(b));
  const x = scaled(a, scale);
  const y = scaled(b, scale);
  if (x === undefined || y === undefined) return undefined;
  return x === y ? 0 : x < y ? -1 : 1;
}

const lexical = (a: unknown, b: unknown) => {
  const x = String(a);
  const y = String(b);
  return x === y ? 0 : x < y ? -1 : 1;
};
const natural = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * How a column's loaded values compare, by its kind: amounts and times as numbers (amounts exactly, from their
 * strings), ids as plain strings, text as numbers when both are, else in the reader's collation.
 * Missing values are left to the caller (they sort last).
 */
export function compareByKind(kind: ColumnKind, a: unknown, b: unknown): number {
  if (kind === 'id') return lexical(a, b);
  const numeric = compareDecimals(a, b);
  if (numeric !== undefined) return numeric;
  if (kind === 'amount' || kind === 'time') return lexical(a, b);
  return natural.compare(String(a), String(b));
}
