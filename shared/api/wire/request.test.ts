import { describe, expect, it } from 'vitest';
import { buildRequest, ParamError } from './request';

const EVM = '0x' + 'ab'.repeat(20);
const HASH = '0x' + 'cd'.repeat(32);

function fieldOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof ParamError) return e.field;
    throw e;
  }
  return undefined;
}

describe('buildRequest', () => {
  it('fills every path parameter in place and sends the rest as the query, in the order the caller gave them', () => {
    expect(buildRequest('listLatestTransactions', { pageToken: 'a b,c', chainId: '43114', pageSize: 5 }).path).toBe(
      '/v1/chains/43114/transactions?pageToken=a+b%2Cc&pageSize=5',
    );
    expect(buildRequest('getTransaction', { chainId: '43114', txHash: HASH }).path).toBe(`/v1/chains/43114/transactions/${HASH}`);
    expect(buildRequest('listErc20Balances', { address: EVM, chainId: '43114', contractAddresses: [EVM, EVM] }).path).toBe(
      `/v1/chains/43114/addresses/${EVM}/balances:listErc20?contractAddresses=${EVM}%2C${EVM}`,
    );
  });

  it('names a missing or bad path parameter and a bad query parameter', () => {
    expect(fieldOf(() => buildRequest('getTransaction', { chainId: '43114' } as never))).toBe('txHash');
    expect(fieldOf(() => buildRequest('getTransaction', { chainId: '43114', txHash: '0x12' }))).toBe('txHash');
    expect(fieldOf(() => buildRequest('listLatestTransactions', { chainId: '43114', pageSize: 'x' as never }))).toBe('pageSize');
  });

  it('leaves out a `__proto__` key of parsed params like any unknown key, never a prototype lending the params its fields', () => {
    const params = JSON.parse('{"chainId":"43114","__proto__":{"pageSize":"x","chainId":"1"}}') as { chainId: string };
    expect(buildRequest('listLatestTransactions', params).path).toBe('/v1/chains/43114/transactions');
    expect(buildRequest('listLatestTransactions', { chainId: '43114', unknownKey: 'x' } as never).path).toBe(
      '/v1/chains/43114/transactions',
    );
  });
});
