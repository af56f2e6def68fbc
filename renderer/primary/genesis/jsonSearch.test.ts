import { describe, expect, it } from 'vitest';
import { childPath, ROOT_PATH, searchJson } from './jsonSearch';

const doc = { config: { chainId: 43114, feeConfig: { minBaseFee: 25 } }, alloc: { '0xAbC': { balance: '0x10' } }, list: ['alpha', 'beta'] };
const at = (...keys: (string | number)[]) => keys.reduce<string>((p, k) => childPath(p, k), ROOT_PATH);

describe('searchJson', () => {
  it('finds keys and scalar values case-insensitively and opens their ancestors', () => {
    const r = searchJson(doc, 'FEECONFIG');
    expect([...r.matches]).toEqual([at('config', 'feeConfig')]);
    expect(r.visible).toEqual(new Set([at('config', 'feeConfig'), at('config'), ROOT_PATH]));
    expect([...searchJson(doc, 'fee').matches]).toEqual([at('config', 'feeConfig', 'minBaseFee'), at('config', 'feeConfig')]);
  });

  it('matches values inside arrays and object keys that look like addresses', () => {
    expect([...searchJson(doc, 'bet').matches]).toEqual([at('list', 1)]);
    expect([...searchJson(doc, '0xabc').matches]).toEqual([at('alloc', '0xAbC')]);
    expect([...searchJson(doc, '43114').matches]).toEqual([at('config', 'chainId')]);
  });

  it('finds nothing for an empty query or a missing text', () => {
    expect(searchJson(doc, '  ').visible.size).toBe(0);
    expect(searchJson(doc, 'nowhere').matches.size).toBe(0);
  });

  it('keeps paths of keys with slashes apart', () => {
    expect(childPath(ROOT_PATH, 'a/b')).not.toBe(childPath(childPath(ROOT_PATH, 'a'), 'b'));
  });
});
