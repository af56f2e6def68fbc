import { describe, expect, it } from 'vitest';
import { cb58Encode } from '../../shared/codecs/cb58';
import { toChecksumAddress } from '../../shared/codecs/evmAddress';
import { encodeNodeId } from '../../shared/codecs/nodeId';
import { formatPxAddress } from '../../shared/codecs/bech32';
import { classifyInput } from './classifyInput';
import { searchDestination } from './searchTargets';

const lower = '0x' + 'ab'.repeat(20);
const checksummed = toChecksumAddress(lower);
const id32 = cb58Encode(new Uint8Array(32).fill(7));
const nodeId = encodeNodeId(new Uint8Array(20).fill(3));
const xAddress = formatPxAddress({ chain: 'X', hrp: 'fuji', bytes: new Uint8Array(20).fill(9) });

describe('classifyInput', () => {
  it.each([
    [lower, 'evmAddress', `/address/${lower}`],
    [checksummed, 'evmAddress', `/address/${checksummed}`],
    ['0x' + 'cd'.repeat(32), 'hash', `/search/hash/0x${'cd'.repeat(32)}`],
    ['  12345 ', 'blockNumber', '/blocks/12345'],
    [id32, 'cb58', `/search/${id32}`],
    [nodeId, 'nodeId', `/rewards?nodeIds=${encodeURIComponent(nodeId)}`],
    [xAddress, 'pxAddress', `/primary/address/${xAddress}`],
  ])('%s is a %s and goes to %s', (text, kind, to) => {
    const input = classifyInput(text);
    expect(input.kind).toBe(kind);
    expect(searchDestination(input)).toBe(to);
  });

  it.each([
    ['0x1234', /40 hex digits.*64.*has 4/],
    ['0xzz' + 'a'.repeat(38), /only hex digits/],
    [checksummed.slice(0, -1) + (checksummed.endsWith('B') ? 'b' : checksummed.at(-1) === 'b' ? 'B' : 'A'), /checksum|40 hex/],
    ['NodeID-abc', /node id/i],
    ['P-avax1notanaddress', /P-\/X-Chain address/],
    [id32.slice(0, -2) + (id32.endsWith('11') ? '22' : '11'), /cb58/],
    ['hello world', /Type a 0x address/],
    ['123456789012345678901', /too large/],
  ])('%s is invalid with a message', (text, message) => {
    const input = classifyInput(text);
    expect(input.kind).toBe('invalid');
    expect(input.kind === 'invalid' && input.message).toMatch(message);
    expect(searchDestination(input)).toBeNull();
  });

  it('ignores empty input', () => {
    expect(classifyInput('   ').kind).toBe('empty');
  });
});
