import { describe, expect, it } from 'vitest';
import { truncateMiddle } from './truncate';

describe('truncateMiddle', () => {
  it('keeps head and tail of a long id', () => {
    expect(truncateMiddle('0x88e96d4537bea4d9c05d12549907b32561d3bf31f45aae734cdc119f13406cb6')).toBe('0x88e9…6cb6');
    expect(truncateMiddle('2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM', 4, 4)).toBe('2oYM…FByM');
  });

  it('leaves short text alone, where cutting would save nothing', () => {
    expect(truncateMiddle('0x1234')).toBe('0x1234');
    expect(truncateMiddle('0123456789a')).toBe('0123456789a');
    expect(truncateMiddle('0123456789ab')).toBe('012345…89ab');
  });
});
