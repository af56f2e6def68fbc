import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './safeImageUrl';

describe('safeImageUrl', () => {
  const local = 'http://127.0.0.1:4545';
  it.each([
    ['https://img.example/1.png', local, 'https://img.example/1.png'],
    ['http://127.0.0.1:4545/nft/1.svg', local, 'http://127.0.0.1:4545/nft/1.svg'],
    ['http://127.0.0.1:4545/nft/1.svg', undefined, undefined],
    ['http://img.example/1.png', local, undefined],
    ['ipfs://Qm123/1.png', local, undefined],
    ['data:image/svg+xml,<svg/>', local, undefined],
    ['javascript:alert(1)', local, undefined],
    ['not a url', local, undefined],
    [undefined, local, undefined],
  ])('%s with local %s -> %s', (uri, origin, expected) => {
    expect(safeImageUrl(uri, origin)).toBe(expected);
  });
});
