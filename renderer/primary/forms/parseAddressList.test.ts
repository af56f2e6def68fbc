import { describe, expect, it } from 'vitest';
import { formatPxAddress } from '../../../shared/codecs/bech32';
import { encodeNodeId } from '../../../shared/codecs/nodeId';
import { parseAddressList } from './parseAddressList';
import { parseNodeIdList } from './parseNodeIdList';

const bytes = (fill: number) => new Uint8Array(20).fill(fill);
const pAvax = formatPxAddress({ chain: 'P', hrp: 'avax', bytes: bytes(1) });
const xAvax = formatPxAddress({ chain: 'X', hrp: 'avax', bytes: bytes(2) });
const bareAvax = formatPxAddress({ hrp: 'avax', bytes: bytes(3) });
const pFuji = formatPxAddress({ chain: 'P', hrp: 'fuji', bytes: bytes(1) });

describe('parseAddressList', () => {
  it('accepts comma, newline and space separated addresses of the network, dropping repeats', () => {
    expect(parseAddressList(` ${pAvax},\n${xAvax}\n\n${bareAvax} ${pAvax}`, 'mainnet')).toEqual({
      ok: true,
      values: [pAvax, xAvax, bareAvax],
    });
    expect(parseAddressList(pFuji, 'fuji')).toEqual({ ok: true, values: [pFuji] });
  });

  it('asks for an address when the field is empty', () => {
    expect(parseAddressList(' ,\n ', 'mainnet')).toEqual({ ok: false, message: 'Enter at least one address.' });
  });

  it('names the entry with a broken checksum', () => {
    const typo = pAvax.slice(0, -1) + (pAvax.endsWith('q') ? 'p' : 'q');
    const result = parseAddressList(`${xAvax}, ${typo}`, 'mainnet');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toBe(`"${typo}" is not a valid address: not a bech32 address (bad characters or checksum).`);
  });

  it('refuses an address of the other network with the prefix it should have', () => {
    const result = parseAddressList(pFuji, 'mainnet');
    expect(!result.ok && result.message).toContain('mainnet addresses start with avax1');
  });

  it('refuses C-Chain and EVM addresses', () => {
    const cAvax = formatPxAddress({ chain: 'C', hrp: 'avax', bytes: bytes(4) });
    expect(!parseAddressList(cAvax, 'mainnet').ok).toBe(true);
    const evm = parseAddressList('0x' + '11'.repeat(20), 'mainnet');
    expect(!evm.ok && evm.message).toContain('"0x1111');
  });

  it('caps a request at 64 addresses', () => {
    const many = Array.from({ length: 65 }, (_, i) => formatPxAddress({ chain: 'P', hrp: 'avax', bytes: bytes(i) }));
    const result = parseAddressList(many.join(','), 'mainnet');
    expect(!result.ok && result.message).toBe('At most 64 addresses per request; 65 were given.');
  });
});

describe('parseNodeIdList', () => {
  it('accepts valid node ids and names a bad one', () => {
    const a = encodeNodeId(bytes(7));
    const b = encodeNodeId(bytes(8));
    expect(parseNodeIdList(`${a}\n${b}`)).toEqual({ ok: true, values: [a, b] });
    const bad = a.slice(0, -2) + 'zz';
    const result = parseNodeIdList(`${a}, ${bad}`);
    expect(!result.ok && result.message).toBe(`"${bad}" is not a valid node id: bad cb58 checksum.`);
    const noPrefix = parseNodeIdList(a.replace('NodeID-', ''));
    expect(!noPrefix.ok && noPrefix.message).toContain('a node id starts with NodeID-');
  });
});
