import { formatCount } from '../../shared/format/count';

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 2 });
const fixed = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const small = new Intl.NumberFormat(undefined, { maximumSignificantDigits: 3 });

/**
 * A chart value: whole counts grouped, small fractions to three significant digits. An axis' labels are given the
 * axis' magnitude (chartData's axisMagnitude): a large axis is labelled compact (1.2M), every label of it alike.
 */
export const formatValue = (v: number, magnitude?: number): string =>
  magnitude !== undefined && magnitude >= 100_000
    ? compact.format(v)
    : Number.isInteger(v)
      ? formatCount(v)
      : Math.abs(v) >= 1
        ? fixed.format(v)
        : small.format(v);

/** nAVAX in 1 AVAX, wei in one gwei, and wei in one 18-decimal token. */
export const NANO = 1e9;
export const GWEI = 1e9;
export const WEI_PER_TOKEN = 1e18;

/** An AVAX decimal string (the supply's fields) as whole AVAX, grouped. */
export const formatAvaxText = (text: string | undefined): string | undefined =>
  text === undefined ? undefined : `${formatCount(Math.round(Number(text)))} AVAX`;
