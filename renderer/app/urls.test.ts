import { describe, expect, it } from 'vitest';
import { matchPattern, pathTo } from './router';
import { ROUTES, blockUrl, nftTokenLink, primaryTxUrl, pxAddressUrl } from './urls';
import { routes } from './routes';

describe("the app's places", () => {
  it('every route of the registry is one of ROUTES, and every one of ROUTES has a page', () => {
    const registered = routes.map((r) => r.path).sort();
    expect(registered).toEqual(Object.values(ROUTES).sort());
  });

  it('builds each path so that the registry matches it back to the same params', () => {
    expect(matchPattern(ROUTES.primaryTx, primaryTxUrl('p-chain', 'abc/def'))).toEqual({ chain: 'p-chain', txHash: 'abc/def' });
    expect(matchPattern(ROUTES.block, blockUrl('42'))).toEqual({ blockId: '42' });
    expect(pxAddressUrl('P-avax1xyz')).toBe('/primary/address/P-avax1xyz');
  });

  it('refuses an empty param, naming it, rather than linking to the wrong page', () => {
    expect(() => pathTo(ROUTES.validator, { nodeId: '' })).toThrow('the param "nodeId" is missing');
  });

  it('links a row only when it names what the link needs', () => {
    expect(nftTokenLink({ address: '0xabc', tokenId: '7' })).toBe('/nfts/0xabc/7');
    expect(nftTokenLink({ address: '0xabc' })).toBeUndefined();
    expect(nftTokenLink(undefined)).toBeUndefined();
  });
});
