import { describe, expect, it } from 'vitest';
import { chains as realChains } from '../../test/realApi/samples';
import { browsableChains } from './browsableChains';

// GET /v1/chains of the real Data API (its OpenAPI ChainInfo): status OK/UNAVAILABLE, vmName EVM/BITCOIN/ETHEREUM.
describe('browsableChains', () => {
  it('offers the chains the app can browse and says why the others are missing', () => {
    const { browsable, hidden } = browsableChains(realChains.chains);
    expect(browsable.map((c) => c.chainId)).toEqual(['43114']);
    expect(hidden.map((h) => [h.chain.chainId, h.reason])).toEqual([
      ['779672', 'status UNAVAILABLE'],
      ['-1', 'not an EVM chain (BITCOIN)'],
      ['7777', 'not a chain of this network'],
    ]);
  });

  it("takes the interface's chains, which carry none of these fields, as browsable", () => {
    expect(browsableChains([{ chainId: '43114', chainName: 'C-Chain' }]).browsable).toHaveLength(1);
    expect(browsableChains(undefined)).toEqual({ browsable: [], hidden: [] });
  });
});
