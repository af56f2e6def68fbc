/**
 * One CSV line (RFC 4180, CRLF): a field with a comma, quote or line break is quoted and its
 * quotes doubled. A field that a spreadsheet would run as a formula (= + - @ at the start)
 * is prefixed with a quote mark, unless it is a plain number such as -1.5.
 */
export function csvRow(fields: readonly (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s) && !NUMBER.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
