import { describe, expect, it } from 'vitest';
import { cb58Encode } from '../../shared/codecs/cb58';
import { encodeAddressedCall } from '../../shared/warp/addressedCall';
import { bytesToHex } from '../../shared/warp/bytes';
import { encodeL1Message } from '../../shared/warp/l1Messages';
import { encodeSigned, encodeUnsigned, signersBitset } from '../../shared/warp/message';
import { decodeSignedMessage } from './decodeSignedMessage';
import { EMPTY_FORM, toSignatureRequest } from './signatureRequest';

const txHash = cb58Encode(new Uint8Array(32).fill(4));

describe('the Signatures form', () => {
  it('sends a transaction hash as the GET by hash, and refuses one that is not a cb58 id', () => {
    expect(toSignatureRequest({ ...EMPTY_FORM, value: ` ${txHash} ` }, 'fuji')).toEqual({
      request: { kind: 'txHash', params: { network: 'fuji', txHash } },
    });
    expect(toSignatureRequest({ ...EMPTY_FORM, value: `${txHash.slice(0, -1)}z` }, 'fuji')).toEqual({
      errors: { value: 'bad cb58 checksum' },
    });
  });

  it('builds the POST body with only the optional fields filled in', () => {
    const form = { ...EMPTY_FORM, source: 'message' as const, value: '0xabcd', quorumPercentage: '80', pChainHeight: '12' };
    expect(toSignatureRequest(form, 'mainnet')).toEqual({
      request: { kind: 'aggregate', params: { network: 'mainnet', body: { message: '0xabcd', quorumPercentage: 80, pChainHeight: 12 } } },
    });
  });

  it("puts each problem beside its field, with the API schema's own words", () => {
    const form = {
      ...EMPTY_FORM,
      source: 'justification' as const,
      value: 'xyz',
      quorumPercentage: '70',
      quorumPercentageBuffer: '40',
      signingSubnetId: 'nope',
    };
    const result = toSignatureRequest(form, 'mainnet');
    expect(result).toEqual({
      errors: {
        value: 'must be hex bytes, with or without 0x',
        signingSubnetId: 'must be a subnet id, hex or cb58',
        quorumPercentageBuffer: 'quorumPercentage + quorumPercentageBuffer must be at most 100',
      },
    });
    expect(toSignatureRequest({ ...EMPTY_FORM, source: 'message', value: '0x00', pChainHeight: '-1' }, 'mainnet')).toEqual({
      errors: { pChainHeight: 'must be a whole number' },
    });
    expect(toSignatureRequest({ ...EMPTY_FORM, source: 'message' }, 'mainnet')).toEqual({ errors: { value: 'enter the message as hex' } });
  });
});

describe('decodeSignedMessage', () => {
  it('reads network, source chain, AddressedCall, L1 message, signers and signature', () => {
    const validationId = new Uint8Array(32).fill(1);
    const inner = encodeL1Message({ type: 'L1ValidatorRegistration', validationId, registered: true });
    const unsigned = encodeUnsigned({
      networkId: 5,
      sourceChainId: new Uint8Array(32),
      payload: encodeAddressedCall({ sourceAddress: new Uint8Array(), payload: inner }),
    });
    const signed = encodeSigned(unsigned, signersBitset([1, 9]), new Uint8Array(96).fill(2));
    const d = decodeSignedMessage(bytesToHex(signed));
    expect(d).toMatchObject({
      networkId: 5,
      sourceChainId: '11111111111111111111111111111111LpoYY',
      signerIndexes: [1, 9],
      signersHex: '0x0202',
      signatureHex: `0x${'02'.repeat(96)}`,
      addressedCall: {
        sourceAddressHex: '0x',
        payloadHex: `0x${bytesToHex(inner)}`,
        l1Message: { type: 'L1ValidatorRegistration', registered: true },
      },
    });
    expect(() => decodeSignedMessage('0x0000')).toThrow(/ends early/);
  });
});
