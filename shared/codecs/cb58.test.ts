import { describe, expect, it } from 'vitest';
import { cb58Decode, cb58Encode } from './cb58';

// The fixed ids of docs/api-contract.md: every one must decode to 32 bytes and encode back to itself.
const GAPS_IDS = [
  '11111111111111111111111111111111LpoYY',
  '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
  '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
  '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
  'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
  'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z',
  'U8iRqJoiJm8xZHAacmvYyZVwqQx6uDNtQeP3CQ6fcgQk3JqnK',
];

describe('cb58', () => {
  it('encodes 32 zero bytes as the Primary Network id', () => {
    expect(cb58Encode(new Uint8Array(32))).toBe('11111111111111111111111111111111LpoYY');
    expect(cb58Decode('11111111111111111111111111111111LpoYY')).toEqual(new Uint8Array(32));
  });

  it.each(GAPS_IDS)('round-trips %s', (id) => {
    const bytes = cb58Decode(id);
    expect(bytes.length).toBe(32);
    expect(cb58Encode(bytes)).toBe(id);
  });

  it('rejects a changed character (checksum), non-base58 text and too-short input', () => {
    expect(() => cb58Decode('2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByN')).toThrow('bad cb58 checksum');
    expect(() => cb58Decode('0OIl')).toThrow('not base58');
    expect(() => cb58Decode('1111')).toThrow('too short');
  });
});
