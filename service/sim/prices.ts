import type { Currency } from '../../shared/api/common';
import { hashLabel } from './random';

/** Price of one whole token in a currency, as the API shows it: a decimal string. */
// A type alias, not an interface, so it fits the API schemas' open (index-signature) objects.
export type PriceValue = {
  currencyCode: Currency;
  value: string;
};

const DECIMALS = 6;
/** Distinct (symbol, currency, day) prices kept: every token in every currency over a year and more. */
const MAX_KNOWN = 50_000;
const SCALE = 10n ** BigInt(DECIMALS);

/** Units of each currency per US dollar (a fixed basket that drifts a little day to day). */
const PER_USD: Record<Currency, number> = {
  usd: 1,
  eur: 0.92,
  aud: 1.52,
  cad: 1.36,
  chf: 0.88,
  clp: 940,
  cny: 7.2,
  czk: 23.1,
  dkk: 6.87,
  gbp: 0.79,
  hkd: 7.82,
  huf: 362,
  jpy: 151,
  nzd: 1.66,
};

/** US dollar level around which each simulated token moves; dollar-pegged tokens stay within 0.5% of 1. */
const USD_LEVEL: Record<string, number> = {
  AVAX: 26,
  WAVAX: 26,
  SUM: 0.84,
  WSUM: 0.84,
  BSLT: 3.1,
  WBSLT: 3.1,
  RUSD: 1,
  'USD.b': 1,
  'SUM.b': 0.84,
};
const PEGGED = new Set(['RUSD', 'USD.b']);

/**
 * Deterministic daily prices: the same (seed, token, currency, day) always gives the same
 * value, so a reward's historical price and a balance's value can be checked in tests. Used
 * for native balances, deployments' token details and the Primary Network's reward prices.
 */
export class Prices {
  /** Prices already worked out, by symbol, currency and day: a page of transfers asks for the same few many times. */
  private readonly known = new Map<string, PriceValue>();

  constructor(private readonly seed: number) {}

  /** Price of one `symbol` on the UTC day containing `timestampSeconds`. Unknown symbols get a level from their name. */
  price(symbol: string, currency: Currency, timestampSeconds: number): PriceValue {
    const day = Math.floor(timestampSeconds / 86_400);
    const key = `${symbol}\n${currency}\n${day}`;
    const known = this.known.get(key);
    if (known) return { ...known };
    const usd = this.usd(symbol, day);
    const fx = PER_USD[currency] * (currency === 'usd' ? 1 : 1 + 0.01 * Math.sin(day / 11 + this.phase(currency)));
    const price: PriceValue = { currencyCode: currency, value: (usd * fx).toFixed(DECIMALS) };
    if (this.known.size >= MAX_KNOWN) this.known.clear();
    this.known.set(key, price);
    return { ...price };
  }

  /** Value of `amount` base units (with `decimals`) at `price`, exact to the price's decimals. */
  valueOf(amount: bigint, decimals: number, price: PriceValue): PriceValue {
    const [whole, fraction = ''] = price.value.split('.');
    const priceUnits = BigInt(whole + fraction.padEnd(DECIMALS, '0').slice(0, DECIMALS));
    const units = (amount * priceUnits) / 10n ** BigInt(decimals);
    const sign = units < 0n ? '-' : '';
    const abs = units < 0n ? -units : units;
    return { currencyCode: price.currencyCode, value: `${sign}${abs / SCALE}.${(abs % SCALE).toString().padStart(DECIMALS, '0')}` };
  }

  private usd(symbol: string, day: number): number {
    const level = USD_LEVEL[symbol] ?? 0.5 + (hashLabel(`level:${symbol}`) % 2000) / 100;
    const phase = this.phase(symbol);
    if (PEGGED.has(symbol)) return 1 + 0.005 * Math.sin(day / 3 + phase);
    const noise = (hashLabel(`${this.seed}:${symbol}:${day}`) / 2 ** 32 - 0.5) * 0.04;
    return level * Math.exp(0.25 * Math.sin(day / 23 + phase) + 0.1 * Math.sin(day / 7 + 2 * phase) + noise);
  }

  private phase(label: string): number {
    return (hashLabel(`${this.seed}:phase:${label}`) % 6283) / 1000;
  }
}
