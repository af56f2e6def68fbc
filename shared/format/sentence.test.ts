import { describe, expect, it } from 'vitest';
import { inSentence } from './sentence';

describe('inSentence', () => {
  it('lowers a capitalised word and keeps an acronym', () => {
    expect(inSentence('Internal transactions')).toBe('internal transactions');
    expect(inSentence('ERC-1155 transfers')).toBe('ERC-1155 transfers');
    expect(inSentence('')).toBe('');
  });
});
