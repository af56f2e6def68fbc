import { describe, expect, it } from 'vitest';
import { decodeNodeId, encodeNodeId, isValidNodeId } from './nodeId';

describe('node ids', () => {
  it('encodes 20 zero bytes as the empty node id of avalanchego', () => {
    expect(encodeNodeId(new Uint8Array(20))).toBe('NodeID-111111111111111111116DBWJs');
    expect(decodeNodeId('NodeID-111111111111111111116DBWJs')).toEqual(new Uint8Array(20));
  });

  it('round-trips a mainnet validator id', () => {
    const id = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
    expect(decodeNodeId(id).length).toBe(20);
    expect(encodeNodeId(decodeNodeId(id))).toBe(id);
    expect(isValidNodeId(id)).toBe(true);
  });

  it('rejects a missing prefix, a bad checksum and a wrong length', () => {
    expect(() => decodeNodeId('7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg')).toThrow('starts with NodeID-');
    expect(isValidNodeId('NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lh')).toBe(false);
    expect(() => decodeNodeId('NodeID-11111111111111111111111111111111LpoYY')).toThrow('20 bytes, got 32');
    expect(() => encodeNodeId(new Uint8Array(19))).toThrow('20 bytes, got 19');
  });
});
