import { sha256 } from '@noble/hashes/sha2.js';
import { cb58Decode } from '../../shared/codecs/cb58';
import { decodeNodeId } from '../../shared/codecs/nodeId';
import { encodeAddressedCall } from '../../shared/warp/addressedCall';
import { ByteWriter } from '../../shared/warp/bytes';
import { encodeL1Message, type L1Message } from '../../shared/warp/l1Messages';
import { encodeUnsigned } from '../../shared/warp/message';
import { P_CHAIN_ID } from '../sim/catalog';
import type { PrimaryNetworkSim, WarpL1TxRecord } from '../sim/primary/network';
import { nodeBlsKey } from '../sim/primary/validatorSets';

/**
 * SubnetToL1ConversionData as the P-Chain hashes it into the conversion id: codec version,
 * subnet id, manager chain id, manager address, and the initial validators (node id, BLS key, weight).
 */
function conversionId(sim: PrimaryNetworkSim, record: WarpL1TxRecord): Uint8Array {
  const l1 = record.subnet.l1!;
  const initial = l1.validators.filter((v) => v.registeredAt === l1.convertedAt);
  const w = new ByteWriter()
    .u16(0)
    .fixed(cb58Decode(record.subnet.subnetId))
    .fixed(cb58Decode(l1.managerChainId))
    .bytesField(hexBytes(l1.managerAddress))
    .u32(initial.length);
  for (const v of initial) w.bytesField(decodeNodeId(v.nodeId)).fixed(nodeBlsKey(sim, v.nodeId).publicKey).u64(v.weights[0].weight);
  return sha256(w.done());
}

const hexBytes = (hex: string) =>
  Uint8Array.from(
    hex
      .slice(2)
      .match(/../g)!
      .map((b) => parseInt(b, 16)),
  );

function l1Message(sim: PrimaryNetworkSim, record: WarpL1TxRecord): L1Message {
  switch (record.kind) {
    case 'ConvertSubnetToL1Tx':
      return { type: 'SubnetToL1Conversion', conversionId: conversionId(sim, record) };
    case 'RegisterL1ValidatorTx':
      return { type: 'L1ValidatorRegistration', validationId: record.validator!.validationId, registered: true };
    case 'SetL1ValidatorWeightTx':
      return {
        type: 'L1ValidatorWeight',
        validationId: record.validator!.validationId,
        nonce: record.change!.nonce,
        weight: record.change!.weight,
      };
  }
}

/** The unsigned Warp message the P-Chain issues for one of its L1 transactions (AddressedCall, empty source address). */
export function pChainL1Message(sim: PrimaryNetworkSim, record: WarpL1TxRecord): Uint8Array {
  return encodeUnsigned({
    networkId: sim.ids.networkId,
    sourceChainId: cb58Decode(P_CHAIN_ID),
    payload: encodeAddressedCall({ sourceAddress: new Uint8Array(), payload: encodeL1Message(l1Message(sim, record)) }),
  });
}
