import { cb58Encode } from '../../shared/codecs/cb58';
import { tryAddressedCall } from '../../shared/warp/addressedCall';
import { bytesToHex, hexToBytes } from '../../shared/warp/bytes';
import { tryL1Message, type L1Message } from '../../shared/warp/l1Messages';
import { decodeSigned, signerIndexes } from '../../shared/warp/message';

export interface DecodedSignedMessage {
  networkId: number;
  /** cb58, as blockchain ids are shown everywhere else. */
  sourceChainId: string;
  payloadHex: string;
  addressedCall?: { sourceAddressHex: string; payloadHex: string; l1Message?: L1Message };
  signerIndexes: number[];
  signersHex: string;
  signatureHex: string;
  unsignedHex: string;
}

const hex = (b: Uint8Array) => `0x${bytesToHex(b)}`;

/** Decodes the API's signedMessage; throws an Error saying what is wrong with its bytes. */
export function decodeSignedMessage(signedHex: string): DecodedSignedMessage {
  const signed = decodeSigned(hexToBytes(signedHex, 'signedMessage'));
  const call = tryAddressedCall(signed.unsigned.payload);
  return {
    networkId: signed.unsigned.networkId,
    sourceChainId: cb58Encode(signed.unsigned.sourceChainId),
    payloadHex: hex(signed.unsigned.payload),
    ...(call && {
      addressedCall: { sourceAddressHex: hex(call.sourceAddress), payloadHex: hex(call.payload), l1Message: tryL1Message(call.payload) },
    }),
    signerIndexes: signerIndexes(signed.signers),
    signersHex: hex(signed.signers),
    signatureHex: hex(signed.signature),
    unsignedHex: hex(signed.unsignedBytes),
  };
}
