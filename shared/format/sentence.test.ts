import { describe, expect, it } from 'vitest';
import { countOf, inSentence } from './sentence';

describe('inSentence', () => {
  it('lowers a capitalised word and keeps an acronym', () => {
    expect(inSentence('Internal transactions')).toBe('internal transactions');
    expect(inSentence('ERC-1155 transfers')).toBe('ERC-1155 transfers');
    expect(inSentence('')).toBe('');
  });
});

describe('countOf', () => {
  it('says one item in the singular and any other count in the plural, grouped', () => {
    expect(countOf(1, 'transactions')).toBe('1 transaction');
    expect(countOf(1, 'addresses')).toBe('1 address');
    expect(countOf(1, 'vertices')).toBe('1 vertex');
    expect(countOf(1, 'UTXOs')).toBe('1 UTXO');
    expect(countOf(0, 'rows')).toBe('0 rows');
    expect(countOf(2000, 'blocks')).toBe(`${(2000).toLocaleString()} blocks`);
  });
});
