/**
 * The user's number format, made once. `toLocaleString()` builds a formatter on each call: in Chromium about 37 µs
 * for a number and 91 µs for a BigInt, against 2-3 µs for this one (bench/NOTES.md "First rows"), paid by every
 * cell and toolbar that says a count on each render.
 */
const grouped = new Intl.NumberFormat();

/** A number in the user's grouping, as `toLocaleString()` writes it: "27,080". */
export const formatCount = (n: number | bigint): string => grouped.format(n);

/** A count the API sends as a string of digits (gas, cumulative transactions), grouped; anything else as it came. */
export const formatCountText = (text: string): string => (/^\d+$/.test(text) ? formatCount(BigInt(text)) : text);
