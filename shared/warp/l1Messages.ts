import { ByteReader, ByteWriter, WarpFormatError } from './bytes';

/**
 * The P-Chain's L1 messages (ACP-77), carried in an AddressedCall from the P-Chain: codec
 * version uint16 0, type id uint32, then the fields.
 */
export const L1_MESSAGE_TYPES = {
  SubnetToL1Conversion: 0,
  RegisterL1Validator: 1,
  L1ValidatorRegistration: 2,
  L1ValidatorWeight: 3,
} as const;

export type L1Message =
  | { type: 'SubnetToL1Conversion'; conversionId: Uint8Array }
  | { type: 'L1ValidatorRegistration'; validationId: Uint8Array; registered: boolean }
  | { type: 'L1ValidatorWeight'; validationId: Uint8Array; nonce: bigint; weight: bigint };

export function encodeL1Message(m: L1Message): Uint8Array {
  const w = new ByteWriter().u16(0).u32(L1_MESSAGE_TYPES[m.type]);
  switch (m.type) {
    case 'SubnetToL1Conversion':
      return w.fixed(m.conversionId).done();
    case 'L1ValidatorRegistration':
      return w.fixed(m.validationId).bool(m.registered).done();
    case 'L1ValidatorWeight':
      return w.fixed(m.validationId).u64(m.nonce).u64(m.weight).done();
  }
}

/** The L1 message in an AddressedCall's payload, or undefined when it is not one of these. */
export function tryL1Message(bytes: Uint8Array): L1Message | undefined {
  try {
    const r = new ByteReader(bytes, 'L1 message');
    if (r.u16('codec version') !== 0) return undefined;
    const type = r.u32('type id');
    let m: L1Message | undefined;
    if (type === L1_MESSAGE_TYPES.SubnetToL1Conversion) m = { type: 'SubnetToL1Conversion', conversionId: r.fixed(32, 'conversion id') };
    else if (type === L1_MESSAGE_TYPES.L1ValidatorRegistration)
      m = { type: 'L1ValidatorRegistration', validationId: r.fixed(32, 'validation id'), registered: r.bool('registered') };
    else if (type === L1_MESSAGE_TYPES.L1ValidatorWeight)
      m = { type: 'L1ValidatorWeight', validationId: r.fixed(32, 'validation id'), nonce: r.u64('nonce'), weight: r.u64('weight') };
    r.end();
    return m;
  } catch (e) {
    if (e instanceof WarpFormatError) return undefined;
    throw e;
  }
}
