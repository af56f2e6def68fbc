import { describe, expect, it } from 'vitest';
import { decodeMemo } from './decodeMemo';

const hexOf = (s: string) => '0x' + Buffer.from(s, 'utf8').toString('hex');

describe('decodeMemo', () => {
  it('shows UTF-8 text carried as hex as text', () => {
    expect(decodeMemo(hexOf('payroll march'))).toEqual({ kind: 'text', text: 'payroll march' });
    expect(decodeMemo(hexOf('réseau ⛰️')).kind).toBe('text');
    expect(decodeMemo(hexOf('two\nlines')).kind).toBe('text');
    expect(decodeMemo(hexOf('no prefix').slice(2))).toEqual({ kind: 'text', text: 'no prefix' });
  });

  it('keeps bytes that are not text as hex', () => {
    expect(decodeMemo('0xdeadbeef')).toEqual({ kind: 'bytes', hex: '0xdeadbeef' });
    expect(decodeMemo('0x0102030461')).toEqual({ kind: 'bytes', hex: '0x0102030461' });
    expect(decodeMemo('0xC3')).toEqual({ kind: 'bytes', hex: '0xc3' });
  });

  it('treats absent, empty and zero memos as empty', () => {
    expect(decodeMemo(undefined)).toEqual({ kind: 'empty' });
    expect(decodeMemo('')).toEqual({ kind: 'empty' });
    expect(decodeMemo('0x')).toEqual({ kind: 'empty' });
    expect(decodeMemo('0x0000')).toEqual({ kind: 'empty' });
  });

  it('shows a memo that is not hex as it came', () => {
    expect(decodeMemo('hello world')).toEqual({ kind: 'text', text: 'hello world' });
  });
});
