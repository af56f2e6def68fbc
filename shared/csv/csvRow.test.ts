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
});
