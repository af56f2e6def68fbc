import { describe, expect, it } from 'vitest';
import { recentOwners } from './recentOwners';

const output = (...addresses: string[]) => ({ addresses });

describe('recentOwners', () => {
  it('lists the X-Chain owners of the newest outputs once each, newest first, leaving out exports to P and C', () => {
    const page = {
      transactions: [
        { emittedUtxos: [output('C-avax1cc'), output('X-avax1bb')] },
        { emittedUtxos: [output('X-avax1aa', 'X-avax1bb'), output('P-avax1pp')] },
        {},
      ],
    };
    expect(recentOwners(page)).toEqual(['X-avax1bb', 'X-avax1aa']);
  });

  it('is empty before the page has loaded', () => {
    expect(recentOwners(undefined)).toEqual([]);
  });
});
