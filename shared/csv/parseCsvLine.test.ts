import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRow } from './csvRow';
import { parseCsvLine } from './parseCsvLine';

describe('parseCsvLine', () => {
  it('reads plain, empty and quoted fields', () => {
    expect(parseCsvLine('a,,"b,c","say ""hi"""\r\n')).toEqual(['a', '', 'b,c', 'say "hi"']);
    expect(parseCsvLine('')).toEqual(['']);
    expect(parseCsvLine('x,')).toEqual(['x', '']);
  });

  it('gives back what csvRow wrote (fields without formula starts, at the start or after a semicolon, or line breaks)', () => {
    const formulaStart = /(^|;\s*)[=+\-@\t\r]/;
    const field = fc.string().filter((s) => !formulaStart.test(s) && !/[\r\n]/.test(s));
    fc.assert(
      fc.property(fc.array(field, { minLength: 1, maxLength: 8 }), (fields) => {
        expect(parseCsvLine(csvRow(fields))).toEqual(fields);
      }),
    );
  });

  it('refuses an unclosed quote or text after a closing quote', () => {
    expect(() => parseCsvLine('"abc')).toThrow(/not closed/);
    expect(() => parseCsvLine('"a"b,c')).toThrow(/after its closing quote/);
  });
});
