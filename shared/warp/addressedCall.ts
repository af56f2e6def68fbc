import { ByteReader, ByteWriter, WarpFormatError } from './bytes';

/** The AddressedCall payload (codec version 0, type id 1): what the P-Chain's own L1 messages travel in. */
export const PAYLOAD_CODEC_VERSION = 0;
export const ADDRESSED_CALL_TYPE = 1;

export interface AddressedCall {
  /** Empty for the P-Chain. */
  sourceAddress: Uint8Array;
  payload: Uint8Array;
}

export function encodeAddressedCall(c: AddressedCall): Uint8Array {
  return new ByteWriter().u16(PAYLOAD_CODEC_VERSION).u32(ADDRESSED_CALL_TYPE).bytesField(c.sourceAddress).bytesField(c.payload).done();
}

export function decodeAddressedCall(bytes: Uint8Array): AddressedCall {
  const r = new ByteReader(bytes, 'AddressedCall');
  const version = r.u16('codec version');
  const type = r.u32('type id');
  if (version !== PAYLOAD_CODEC_VERSION || type !== ADDRESSED_CALL_TYPE) {
    throw new WarpFormatError(`not an AddressedCall (codec version ${version}, type id ${type})`);
  }
  const call = { sourceAddress: r.bytesField('source address'), payload: r.bytesField('payload') };
  r.end();
  return call;
}

/** The AddressedCall inside a payload, or undefined when the payload is something else. */
export function tryAddressedCall(payload: Uint8Array): AddressedCall | undefined {
  try {
    return decodeAddressedCall(payload);
  } catch (e) {
    if (e instanceof WarpFormatError) return undefined;
    throw e;
  }
}
