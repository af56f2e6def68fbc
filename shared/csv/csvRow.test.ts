import { describe, expect, it } from 'vitest';
import { csvField, csvRow } from './csvRow';

describe('csvRow', () => {
  it('quotes fields with commas, quotes and line breaks, and ends with CRLF', () => {
    expect(csvRow(['a', 'b,c', 'say "hi"', 'two\nlines', 3, null])).toBe('a,"b,c","say ""hi""","two\nlines",3,\r\n');
  });
  it('defuses spreadsheet formulas but keeps negative numbers', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-1.5')).toBe('-1.5');
    expect(csvField('0xabc')).toBe('0xabc');
  });
  it('defuses a formula after a semicolon too: Excel in most European locales splits cells there', () => {
    // A token name from the chain, as an export's symbol column holds it.
    expect(csvField('USDC;=HYPERLINK("http://x","y")')).toBe(`"USDC;'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('a;@SUM(1)')).toBe("a;'@SUM(1)");
    expect(csvField('a; +1+cmd')).toBe("a;' +1+cmd");
    expect(csvField('=x;-y')).toBe("'=x;'-y");
    expect(csvRow(['ok;fine', '1.5'])).toBe('ok;fine,1.5\r\n');
  });
});
