import { formatAmount } from '../../shared/format/amount';
import { plainText } from '../../shared/format/plainText';

/**
 * An exact amount from an integer string in the smallest unit, formatted with BigInt, with its
 * unit. A missing or malformed value shows a dash: the API does not promise every field. The unit
 * (a token's symbol: chain text anyone writes) loses control and text-direction characters, which
 * would otherwise turn the text around it.
 */
export function Amount({ value, decimals, unit }: { value: string | undefined; decimals: number | undefined; unit?: string }) {
  if (value === undefined || decimals === undefined || !/^-?\d+$/.test(value)) return <span className="amount">—</span>;
  const text = formatAmount(value, decimals, { group: true });
  return (
    <span className="amount" title={`${value} (${decimals} decimals)`}>
      {text}
      {unit ? ` ${plainText(unit)}` : ''}
    </span>
  );
}
