/**
 * Amounts travel as integer strings in the smallest unit (nAVAX, wei, token units) and are
 * formatted with BigInt only: a JavaScript number loses digits past 2^53.
 */

export interface FormatAmountOptions {
  /** Group the whole part in threes with commas: 1,234,567.5 */
  group?: boolean;
  /** Round (half away from zero) to at most this many fraction digits. */
  maxFractionDigits?: number;
}

const INTEGER = /^-?\d+$/;

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`decimals must be an integer from 0 to 255, got ${decimals}`);
  }
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** formatAmount("1000000001", 9) === "1.000000001"; trailing fraction zeros are dropped. */
export function formatAmount(amount: string, decimals: number, options: FormatAmountOptions = {}): string {
  if (!INTEGER.test(amount)) throw new Error(`amount must be an integer string, got "${amount}"`);
  checkDecimals(decimals);
  let value = BigInt(amount);
  const negative = value < 0n;
  if (negative) value = -value;

  let shown = decimals;
  const max = options.maxFractionDigits;
  if (max !== undefined && max < decimals) {
    if (!Number.isInteger(max) || max < 0) throw new RangeError(`maxFractionDigits must be an integer of at least 0, got ${max}`);
    const step = 10n ** BigInt(decimals - max);
    value = (value + step / 2n) / step;
    shown = max;
  }

  const base = 10n ** BigInt(shown);
  const whole = (value / base).toString();
  const fraction = shown === 0 ? '' : (value % base).toString().padStart(shown, '0').replace(/0+$/, '');
  const text = (options.group ? groupThousands(whole) : whole) + (fraction ? `.${fraction}` : '');
  // A value that rounds to zero is shown without a sign.
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** A user's amount that cannot be turned into an integer string; the message names the field. */
export class AmountError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field} ${reason}`);
    this.name = 'AmountError';
  }
}

/**
 * parseAmount("1.5", 9) === "1500000000". Accepts an optional minus sign, commas between
 * groups of the whole part, and at most `decimals` fraction digits.
 */
export function parseAmount(text: string, decimals: number, field = 'amount'): string {
  checkDecimals(decimals);
  const trimmed = text.trim();
  if (trimmed === '') throw new AmountError(field, 'is empty');
  const m = /^(-?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!m) {
    const bad = /[^\d.,-]/.exec(trimmed);
    throw new AmountError(field, bad ? `has a character that is not a digit: "${bad[0]}"` : 'is not a number such as 12.5 or 1,000');
  }
  const [, sign, wholeText, fraction = ''] = m;
  const whole = wholeText.replace(/,/g, '');
  if (whole === '' && fraction === '') throw new AmountError(field, 'has no digits');
  if (fraction.length > decimals) {
    throw new AmountError(field, `has ${fraction.length} decimal places; at most ${decimals} are allowed`);
  }
  const units = BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return (sign && units !== 0n ? -units : units).toString();
}
