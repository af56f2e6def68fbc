/**
 * The fields of one CSV record (RFC 4180: quoted fields with doubled quotes), without its line
 * break. The reverse of csvRow, except that csvRow's formula guard (a leading ') stays.
 */
export function parseCsvLine(line: string): string[] {
  const text = line.replace(/\r?\n$/, '');
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (text[i] === '"') {
      let value = '';
      i += 1;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote === -1) throw new Error('a quoted CSV field is not closed');
        value += text.slice(i, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
      fields.push(value);
    } else {
      const comma = text.indexOf(',', i);
      fields.push(text.slice(i, comma === -1 ? text.length : comma));
      i = comma === -1 ? text.length : comma;
    }
    if (i >= text.length) return fields;
    if (text[i] !== ',') throw new Error(`a CSV field has text after its closing quote at ${i}`);
    i += 1;
  }
}
