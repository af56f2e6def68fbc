import { describe, expect, it } from 'vitest';
import { matchPattern, pathTo } from './hashPath';
import { ROUTES, addressOnChainUrl, blockUrl, keepLinkedChain, nftTokenLink, primaryTxUrl, pxAddressUrl, txOnChainUrl } from './urls';
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

  it("names an EVM page's chain in its query, so the page opens on that chain whichever the header has chosen", () => {
    expect(addressOnChainUrl('0xabc', '432204')).toBe('/address/0xabc?evmChain=432204');
    expect(txOnChainUrl('0xdef', '43114')).toBe('/tx/0xdef?evmChain=43114');
  });

  it("keeps that chain on links to the same chain's pages, and only there", () => {
    expect(keepLinkedChain('/tx/0xdef', '432204')).toBe('/tx/0xdef?evmChain=432204');
    expect(keepLinkedChain('/blocks/7?x=1', '432204')).toBe('/blocks/7?x=1&evmChain=432204');
    expect(keepLinkedChain('/address/0xabc?evmChain=43114', '432204')).toBe('/address/0xabc?evmChain=43114');
    expect(keepLinkedChain('/validators/NodeID-1', '432204')).toBe('/validators/NodeID-1');
    expect(keepLinkedChain('/watchlist', '432204')).toBe('/watchlist');
    // The omnibox's hash search resolves on one EVM chain; its id search (a blockchain, subnet or P-/X-Chain id) does not.
    expect(keepLinkedChain('/search/hash/0xdef', '432204')).toBe('/search/hash/0xdef?evmChain=432204');
    expect(keepLinkedChain('/search/2q9e4r6M', '432204')).toBe('/search/2q9e4r6M');
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
