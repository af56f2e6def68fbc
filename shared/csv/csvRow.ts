/**
 * One CSV line (RFC 4180, CRLF): a field with a comma, quote or line break is quoted and its
 * quotes doubled. A field that a spreadsheet would run as a formula (= + - @ at the start)
 * is prefixed with a quote mark, unless it is a plain number such as -1.5. So is each part after a
 * semicolon: Excel in most European locales splits a CSV's cells at semicolons, where "USDC;=cmd()"
 * would be two cells, the second a formula.
 */
export function csvRow(fields: readonly (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
/** A cell a semicolon starts, spaces and all, that a spreadsheet would run as a formula. */
const FORMULA_AFTER_SEMICOLON = /^\s*[=+\-@\t\r]/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s) && !NUMBER.test(s)) s = `'${s}`;
  if (s.includes(';'))
    s = s
      .split(';')
      .map((part, i) => (i > 0 && FORMULA_AFTER_SEMICOLON.test(part) && !NUMBER.test(part.trim()) ? `'${part}` : part))
      .join(';');
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
