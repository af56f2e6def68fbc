import { describe, expect, it } from 'vitest';
import { ParamError } from '../../shared/api/wire/request';
import { bindPageCursor, PageTokenCodec, pageScope } from './pageToken';

describe('page tokens', () => {
  const codec = new PageTokenCodec(7);
  const scope = pageScope('listLatestTransactions', { chainId: '43114', status: 'failed', pageSize: 10, pageToken: 'x' });

  it('round-trip a cursor within their scope, whatever the page size', () => {
    const token = codec.encode(scope, { block: 12, contract: '0xab', tokenId: 3 });
    expect(codec.decode(pageScope('listLatestTransactions', { status: 'failed', chainId: '43114', pageSize: 50 }), token)).toEqual({
      block: 12,
      contract: '0xab',
      tokenId: 3,
    });
  });

  it('are not offsets in disguise: the payload is the cursor itself', () => {
    const token = codec.encode(scope, 41_999);
    expect(Buffer.from(token.split('.')[0], 'base64url').toString()).toBe('41999');
  });

  it.each([
    ['another filter', pageScope('listLatestTransactions', { chainId: '43114', status: 'success' })],
    ['another chain', pageScope('listLatestTransactions', { chainId: '43113', status: 'failed' })],
    ['another endpoint', pageScope('listLatestBlocks', { chainId: '43114', status: 'failed' })],
  ])('are rejected by %s', (_, otherScope) => {
    const token = codec.encode(scope, 5);
    expect(() => codec.decode(otherScope, token)).toThrow(ParamError);
  });

  it('reject a tampered cursor, a foreign secret and garbage, naming pageToken', () => {
    const token = codec.encode(scope, 5);
    const forged = `${Buffer.from('4').toString('base64url')}.${token.split('.')[1]}`;
    for (const bad of [forged, new PageTokenCodec(8).encode(scope, 5), 'abc', 'a.b.c', '']) {
      try {
        codec.decode(scope, bad);
        expect.unreachable(`accepted ${bad}`);
      } catch (e) {
        expect(e).toBeInstanceOf(ParamError);
        expect((e as ParamError).field).toBe('pageToken');
      }
    }
  });

  it('bind to the params of a request', () => {
    const params = { chainId: '43114', pageSize: 10 };
    const next = bindPageCursor(codec, 'listLatestBlocks', params).next(99);
    expect(bindPageCursor(codec, 'listLatestBlocks', { ...params, pageToken: next }).cursor()).toBe(99);
    expect(bindPageCursor(codec, 'listLatestBlocks', params).cursor()).toBeUndefined();
  });
});
