import { formatAmount } from '../../../shared/format/amount';

/** An exact decimal: units / 10^scale, in BigInt. */
export interface Decimal {
  units: bigint;
  scale: number;
}

export function parseDecimal(text: string): Decimal | undefined {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return undefined;
  const fraction = m[3] ?? '';
  const units = BigInt(m[2] + fraction);
  return { units: m[1] ? -units : units, scale: fraction.length };
}

/** An integer amount in the smallest unit (e.g. nAVAX) times a decimal price, exactly. */
export const times = (amount: string, decimals: number, price: Decimal): Decimal => ({
  units: BigInt(amount) * price.units,
  scale: decimals + price.scale,
});

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: a.units * 10n ** BigInt(scale - a.scale) + b.units * 10n ** BigInt(scale - b.scale), scale };
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

export const formatDecimal = (d: Decimal) => formatAmount(d.units.toString(), d.scale);
