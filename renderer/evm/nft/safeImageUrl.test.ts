import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './safeImageUrl';

describe('safeImageUrl', () => {
  it.each([
    ['https://img.example/1.png', true, 'https://img.example/1.png'],
    ['https://img.example/1.png', false, 'https://img.example/1.png'],
    ['http://127.0.0.1:4545/nft/1.svg', true, 'http://127.0.0.1:4545/nft/1.svg'],
    ['http://127.0.0.1:4545/nft/1.svg', false, undefined],
    ['http://localhost.evil.example/1.png', true, undefined],
    ['http://img.example/1.png', true, undefined],
    ['ipfs://Qm123/1.png', true, undefined],
    ['data:image/svg+xml,<svg/>', true, undefined],
    ['javascript:alert(1)', true, undefined],
    ['not a url', true, undefined],
    [undefined, true, undefined],
  ])('%s (local service: %s) -> %s', (uri, local, expected) => {
    expect(safeImageUrl(uri, local)).toBe(expected);
  });
});
