import { describe, expect, it } from 'vitest';
import { decodeAddressedCall, encodeAddressedCall, tryAddressedCall } from './addressedCall';
import { bytesToHex, hexToBytes, WarpFormatError } from './bytes';
import { encodeL1Message, tryL1Message } from './l1Messages';
import { decodeSigned, decodeUnsigned, encodeSigned, encodeUnsigned, signerIndexes, signersBitset } from './message';

const chain = Uint8Array.from({ length: 32 }, (_, i) => i);

describe('Warp codec', () => {
  it('writes the unsigned message big-endian with a length-prefixed payload', () => {
    const bytes = encodeUnsigned({ networkId: 5, sourceChainId: chain, payload: Uint8Array.of(0xaa, 0xbb) });
    expect(bytesToHex(bytes)).toBe(`0000` + `00000005` + bytesToHex(chain) + `00000002` + `aabb`);
    expect(decodeUnsigned(bytes)).toEqual({ networkId: 5, sourceChainId: chain, payload: Uint8Array.of(0xaa, 0xbb) });
  });

  it('writes the signed message: unsigned bytes, type 0, signers, 96-byte signature; and reads it back', () => {
    const unsigned = encodeUnsigned({ networkId: 1, sourceChainId: chain, payload: new Uint8Array() });
    const signature = new Uint8Array(96).fill(9);
    const signed = encodeSigned(unsigned, Uint8Array.of(0x01, 0x05), signature);
    expect(bytesToHex(signed)).toBe(bytesToHex(unsigned) + '00000000' + '00000002' + '0105' + '09'.repeat(96));
    const back = decodeSigned(signed);
    expect(back.unsignedBytes).toEqual(unsigned);
    expect(back.signature).toEqual(signature);
    expect(signerIndexes(back.signers)).toEqual([0, 2, 8]);
  });

  it('puts bit i in byte len-1-(i/8) at position i%8', () => {
    expect(bytesToHex(signersBitset([0]))).toBe('01');
    expect(bytesToHex(signersBitset([0, 2, 8]))).toBe('0105');
    expect(bytesToHex(signersBitset([15, 16]))).toBe('018000');
    expect(signersBitset([])).toEqual(new Uint8Array());
    for (const set of [[1, 3, 7], [0, 9, 17, 23], [30]]) expect(signerIndexes(signersBitset(set))).toEqual(set);
  });

  it('names what is wrong with malformed bytes', () => {
    expect(() => decodeUnsigned(Uint8Array.of(0, 0, 0))).toThrow(/network id needs 4 bytes/);
    expect(() => decodeUnsigned(Uint8Array.of(0, 1, ...Array.from({ length: 40 }, () => 0)))).toThrow(/codec version must be 0, got 1/);
    const ok = encodeUnsigned({ networkId: 1, sourceChainId: chain, payload: Uint8Array.of(1) });
    expect(() => decodeUnsigned(Uint8Array.of(...ok, 7))).toThrow(/1 unexpected trailing bytes/);
    expect(() => decodeSigned(Uint8Array.of(...ok, 0, 0, 0, 1))).toThrow(/signature type must be 0/);
    expect(() => hexToBytes('0xabc', 'message')).toThrow(WarpFormatError);
    expect(hexToBytes('0xABcd', 'm')).toEqual(Uint8Array.of(0xab, 0xcd));
  });

  it('round-trips an AddressedCall and the P-Chain L1 messages inside it', () => {
    const inner = encodeL1Message({ type: 'L1ValidatorWeight', validationId: chain, nonce: 3n, weight: 2n ** 40n });
    expect(bytesToHex(inner)).toBe('0000' + '00000003' + bytesToHex(chain) + '0000000000000003' + '0000010000000000');
    const call = encodeAddressedCall({ sourceAddress: new Uint8Array(), payload: inner });
    expect(bytesToHex(call).slice(0, 20)).toBe('0000' + '00000001' + '00000000');
    expect(decodeAddressedCall(call)).toEqual({ sourceAddress: new Uint8Array(), payload: inner });
    expect(tryL1Message(inner)).toEqual({ type: 'L1ValidatorWeight', validationId: chain, nonce: 3n, weight: 2n ** 40n });
    expect(tryL1Message(encodeL1Message({ type: 'L1ValidatorRegistration', validationId: chain, registered: true }))).toMatchObject({
      registered: true,
    });
    expect(tryL1Message(encodeL1Message({ type: 'SubnetToL1Conversion', conversionId: chain }))).toEqual({
      type: 'SubnetToL1Conversion',
      conversionId: chain,
    });
    expect(tryAddressedCall(Uint8Array.of(1, 2, 3))).toBeUndefined();
    expect(tryL1Message(Uint8Array.of(0, 0, 0, 0, 0, 9))).toBeUndefined();
  });
});
