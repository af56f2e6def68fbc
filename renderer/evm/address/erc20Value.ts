import { addDecimals, parseDecimal, ZERO, type Decimal } from '../../../shared/format/decimal';

/** The sum of the balances' values (decimal strings, exact), and how many balances had one. */
export function totalValue(balances: { balanceValue?: { value?: string } }[]): { total: Decimal; priced: number } {
  let total = ZERO;
  let priced = 0;
  for (const b of balances) {
    const value = b.balanceValue?.value && parseDecimal(b.balanceValue.value);
    if (!value) continue;
    total = addDecimals(total, value);
    priced++;
  }
  return { total, priced };
}

/** A value's share of a total, in percent with two decimals, computed in BigInt. */
export function sharePercent(value: string | undefined, total: Decimal): string | undefined {
  const v = value && parseDecimal(value);
  if (!v || total.units === 0n) return undefined;
  const scale = Math.max(v.scale, total.scale);
  const num = v.units * 10n ** BigInt(scale - v.scale);
  const den = total.units * 10n ** BigInt(scale - total.scale);
  const basisPoints = (num * 10_000n + den / 2n) / den;
  return `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}%`;
}
