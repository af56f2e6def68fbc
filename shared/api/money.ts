import { z } from 'zod';

/**
 * A JSON number as the exact decimal string it was written as: JavaScript's shortest round-trip
 * form, with any exponent expanded by moving digits (never by float arithmetic), so 1e-7 becomes
 * "0.0000001" and 1.5e21 "1500000000000000000000".
 */
export function numberToDecimalString(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`not a finite number: ${n}`);
  const text = String(n);
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!m) return text;
  const [, sign, whole, fraction = '', exp] = m;
  const digits = whole + fraction;
  const point = whole.length + Number(exp);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A money value: the interface sends a decimal string, the real Data API a JSON number. Both
 * arrive here and leave as one exact decimal string, so nothing after the edge sees a float.
 */
export const decimalValue = z
  .union([z.string(), z.number().refine(Number.isFinite, 'must be a finite number')])
  .transform((v) => (typeof v === 'number' ? numberToDecimalString(v) : v));
