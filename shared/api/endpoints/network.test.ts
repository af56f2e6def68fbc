import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints';
import { buildRequest, ParamError } from '../wire/request';

// GET /v1/networks/{network}/subnets of the real Data API (pageSize 1 to 10000, default 100: docs/api-contract.md).
describe('listSubnets', () => {
  const def = endpoints.listSubnets;

  it('is a beyond-interface read of the data service at 20 CU, paged under "subnets"', () => {
    expect(def).toMatchObject({
      service: 'data',
      source: 'beyond',
      computeUnits: 20,
      method: 'GET',
      page: { items: 'subnets', defaultSize: 100, maxSize: 10000 },
    });
    expect(buildRequest('listSubnets', { network: 'fuji', pageSize: 10000, sortOrder: 'desc', pageToken: 'abc' }).path).toBe(
      '/v1/networks/fuji/subnets?pageSize=10000&sortOrder=desc&pageToken=abc',
    );
  });

  it('refuses a page larger than 10000, naming pageSize', () => {
    expect(() => buildRequest('listSubnets', { network: 'mainnet', pageSize: 10001 })).toThrow(ParamError);
    try {
      buildRequest('listSubnets', { network: 'mainnet', pageSize: 10001 });
    } catch (e) {
      expect((e as ParamError).field).toBe('pageSize');
    }
  });

  it('reads subnets with their blockchains', () => {
    const page = def.response.parse({
      subnets: [{ subnetId: 'S', isL1: true, blockchains: [{ blockchainId: 'B', genesisData: '{}' }] }],
      nextPageToken: 'n',
    });
    expect(page.subnets?.[0].blockchains?.[0].genesisData).toBe('{}');
  });
});
