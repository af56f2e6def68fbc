import { formatAmount } from './amount';

/**
 * An exact decimal: `units / 10^scale`. Prices arrive as decimal strings, amounts as integer
 * strings; a value (amount times price) is computed and summed here without ever being a float.
 */
export interface Decimal {
  units: bigint;
  scale: number;
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

export function parseDecimal(text: string): Decimal | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const fraction = m[2] ?? '';
  return { units: BigInt(m[1] + fraction), scale: fraction.length };
}

/** An amount in the smallest unit (`decimals`) times a price per whole token: the value, exactly. */
export function amountTimesPrice(amount: string, decimals: number, price: string): Decimal | null {
  const p = parseDecimal(price);
  if (!p || !/^\d+$/.test(amount)) return null;
  return { units: BigInt(amount) * p.units, scale: decimals + p.scale };
}

export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: a.units * 10n ** BigInt(scale - a.scale) + b.units * 10n ** BigInt(scale - b.scale), scale };
}

/** As a decimal string such as "1234.5": every digit, or rounded half away from zero to `maxFractionDigits`. */
export function decimalToString(d: Decimal, maxFractionDigits?: number): string {
  return formatAmount(d.units.toString(), d.scale, { maxFractionDigits });
}
