import { secondsOf } from '../sim/clock';
import { cb58Encode } from '../../shared/codecs/cb58';
import { canonicalNetwork } from '../../shared/api/params';
import { ParamError } from '../../shared/api/wire/request';
import { bytesToHex, hexToBytes, WarpFormatError } from '../../shared/warp/bytes';
import { decodeUnsigned } from '../../shared/warp/message';
import { HttpError, type HandlerMap } from '../server/handler';
import { hasWarpMessage, pChainHeightAt, timeAtPChainHeight, type PrimaryNetworkSim } from '../sim/primary/network';
import type { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import { PRIMARY_SUBNET_ID } from '../sim/catalog';
import { aggregate, type QuorumRequest } from './aggregator';
import { pChainL1Message } from './l1Payloads';
import { validatorSetAt } from '../sim/primary/validatorSets';

const L1_TX_TYPES = 'ConvertSubnetToL1Tx, RegisterL1ValidatorTx or SetL1ValidatorWeightTx';

/** Reads hex bytes of a body field; 400 naming the field when they are not hex. */
function fieldBytes(text: string, field: string): Uint8Array {
  try {
    return hexToBytes(text, field);
  } catch (e) {
    throw new ParamError(field, (e as Error).message);
  }
}

/** The L1 transaction a hash names on this network, visible at `now`; 404/400 otherwise. */
function l1Record(sim: PrimaryNetworkSim, txHash: string, now: number, field: string) {
  const record = sim.l1Txs.get(txHash);
  if (record && hasWarpMessage(record) && record.tx.timestamp <= now) return record;
  const other = sim.ledger.txByHash.get(txHash);
  if (other && other.timestamp <= now) {
    throw new ParamError(field, `${txHash} is a ${other.chain}-Chain ${other.txType}; only ${L1_TX_TYPES} have a P-Chain Warp message`);
  }
  throw new HttpError(404, `Transaction ${txHash} not found on the P-Chain of ${sim.network}`);
}

/** The P-Chain height whose validator set signs: 0 is the current height. */
function signingTime(sim: PrimaryNetworkSim, pChainHeight: number, now: number): number {
  const current = pChainHeightAt(sim, now);
  if (pChainHeight > current) throw new ParamError('body.pChainHeight', `${pChainHeight} is above the current P-Chain height ${current}`);
  return timeAtPChainHeight(sim, pChainHeight || current);
}

function signWith(
  sim: PrimaryNetworkSim,
  unsignedBytes: Uint8Array,
  subnetId: string,
  t: number,
  q: QuorumRequest,
): { signedMessage: string } {
  const subnet = sim.subnets.find((s) => s.subnetId === subnetId && s.createdAt <= t);
  if (!subnet) throw new ParamError('body.signingSubnetId', `subnet ${subnetId} is not known on ${sim.network} at that P-Chain height`);
  const validators = validatorSetAt(sim, subnet, t);
  if (!validators.length) throw new ParamError('body.signingSubnetId', `subnet ${subnetId} has no validators at that P-Chain height`);
  return { signedMessage: bytesToHex(aggregate(unsignedBytes, validators, q)) };
}

/** signingSubnetId as hex (32 bytes) or cb58, to cb58. */
function subnetIdText(text: string): string {
  if (!text.startsWith('0x')) return text;
  const bytes = fieldBytes(text, 'body.signingSubnetId');
  if (bytes.length !== 32) throw new ParamError('body.signingSubnetId', 'a subnet id is 32 bytes');
  return cb58Encode(bytes);
}

/** Spec 4.1: signature aggregation over the simulated validator sets, with real BLS signatures. */
export function warpHandlers(nets: PrimaryNetworks): HandlerMap {
  return {
    aggregateSignatures: ({ params, nowMs }) => {
      const sim = nets.sim(canonicalNetwork(params.network));
      const now = secondsOf(nowMs);
      const body = params.body;
      let unsignedBytes: Uint8Array;
      if (body.message) {
        unsignedBytes = fieldBytes(body.message, 'body.message');
        if (body.justification) fieldBytes(body.justification, 'body.justification');
      } else {
        // A justification alone names what to sign: the 32-byte id of one of the P-Chain's L1 transactions.
        const id = fieldBytes(body.justification!, 'body.justification');
        if (id.length !== 32)
          throw new ParamError('body.justification', `without a message it must be the 32-byte id of a P-Chain ${L1_TX_TYPES}`);
        unsignedBytes = pChainL1Message(sim, l1Record(sim, cb58Encode(id), now, 'body.justification'));
      }
      let message;
      try {
        message = decodeUnsigned(unsignedBytes);
      } catch (e) {
        if (e instanceof WarpFormatError) throw new ParamError('body.message', `malformed Warp message: ${e.message}`);
        throw e;
      }
      if (message.networkId !== sim.ids.networkId) {
        throw new ParamError(
          'body.message',
          `network id ${message.networkId} does not match ${params.network} (network id ${sim.ids.networkId})`,
        );
      }
      const sourceChainId = cb58Encode(message.sourceChainId);
      const t = signingTime(sim, body.pChainHeight, now);
      const source = sim.blockchains.find((b) => b.blockchainId === sourceChainId && b.createdAt <= now);
      if (!source) throw new ParamError('body.message', `unknown source chain ${sourceChainId} on ${sim.network}`);
      const subnetId = body.signingSubnetId ? subnetIdText(body.signingSubnetId) : source.subnetId;
      return signWith(sim, unsignedBytes, subnetId, t, body);
    },

    getAggregatedSignatures: ({ params, nowMs }) => {
      const sim = nets.sim(canonicalNetwork(params.network));
      const now = secondsOf(nowMs);
      const record = l1Record(sim, params.txHash, now, 'txHash');
      return signWith(sim, pChainL1Message(sim, record), PRIMARY_SUBNET_ID, signingTime(sim, 0, now), {
        quorumPercentage: 67,
        quorumPercentageBuffer: 0,
      });
    },
  };
}
