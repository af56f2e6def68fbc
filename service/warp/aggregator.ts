import { sha256 } from '@noble/hashes/sha2.js';
import { encodeSigned, signersBitset } from '../../shared/warp/message';
import { HttpError } from '../server/handler';
import { bls, WARP_DST } from '../sim/primary/blsKeys';
import type { WarpValidator } from '../sim/primary/validatorSets';

export interface QuorumRequest {
  quorumPercentage: number;
  quorumPercentageBuffer: number;
}

/** How a validator answers a signature request for one message: deterministic per (node, message). */
export type Availability = { kind: 'offline' } | { kind: 'answers'; latencyMs: number };

/** About one in ten validators is offline for a message and about one in six slow. */
export function availabilityOf(v: WarpValidator, message: Uint8Array): Availability {
  const h = sha256(new Uint8Array([...v.publicKey, ...sha256(message)]));
  if (h[0] < 26) return { kind: 'offline' };
  if (h[1] < 43) return { kind: 'answers', latencyMs: 2_000 + h[2] * 12 };
  return { kind: 'answers', latencyMs: 10 + h[2] };
}

/** weight * 100 >= total * percent (docs/api-contract.md, Warp messages). */
export const meetsPercent = (weight: bigint, total: bigint, percent: number): boolean => weight * 100n >= total * BigInt(percent);

/**
 * Gathers signatures as the validators' answers arrive (fastest first), stops once the weight
 * reaches quorum plus buffer, and accepts quorum alone when the buffer cannot be reached.
 * Returns the signed message bytes; not enough reachable weight is a 503 saying how much.
 */
export function aggregate(unsignedBytes: Uint8Array, validators: WarpValidator[], q: QuorumRequest): Uint8Array {
  const total = validators.reduce((s, v) => s + v.weight, 0n);
  const target = q.quorumPercentage + q.quorumPercentageBuffer;
  const arrivals = validators
    .map((v, index) => ({ v, index, a: availabilityOf(v, unsignedBytes) }))
    .flatMap((x) => (x.a.kind === 'answers' ? [{ ...x, latencyMs: x.a.latencyMs }] : []))
    .sort((a, b) => a.latencyMs - b.latencyMs || a.index - b.index);
  const signers: typeof arrivals = [];
  let weight = 0n;
  for (const arrival of arrivals) {
    if (meetsPercent(weight, total, target)) break;
    signers.push(arrival);
    weight += arrival.v.weight;
  }
  if (!meetsPercent(weight, total, q.quorumPercentage)) {
    throw new HttpError(
      503,
      `Could not reach quorum: signatures gathered from validators with weight ${weight} out of ${total} ` +
        `(${signers.length} of ${validators.length} validators answered), ${q.quorumPercentage}% required`,
    );
  }
  const hashed = bls.hash(unsignedBytes, WARP_DST);
  const signature = bls.aggregateSignatures(signers.map((s) => bls.sign(hashed, s.v.secretKey)));
  return encodeSigned(unsignedBytes, signersBitset(signers.map((s) => s.index)), bls.Signature.toBytes(signature));
}
