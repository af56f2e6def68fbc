import { PRIMARY_SUBNET_ID } from '../catalog';
import type { PrimaryNetworkSim } from './network';
import { activeValidators } from './staking';
import type { SimSubnet } from './subnets';
import { blsCredentialsOf, blsKeyOf, type BlsKey } from './blsKeys';

export interface WarpValidator extends BlsKey {
  nodeId: string;
  weight: bigint;
}

/** A node's BLS key: one per node id on a network, whichever subnets it validates. */
export const nodeBlsKey = (sim: PrimaryNetworkSim, nodeId: string): BlsKey => blsKeyOf(`${sim.label}:${nodeId}`);
/** The same key as the API's blsCredentials: public key and proof of possession. */
export const nodeBlsCredentials = (sim: PrimaryNetworkSim, nodeId: string) => blsCredentialsOf(`${sim.label}:${nodeId}`);

/** The nodes the API shows blsCredentials of: permissionless Primary Network validators and L1 validators. */
export function nodesWithBlsCredentials(sim: PrimaryNetworkSim): string[] {
  const nodes = new Set(sim.validators.filter((v) => v.tx?.txType === 'AddPermissionlessValidatorTx').map((v) => v.nodeId));
  for (const subnet of sim.subnets) for (const v of subnet.l1?.validators ?? []) nodes.add(v.nodeId);
  return [...nodes];
}

/**
 * The validators of a subnet at time t in canonical order (sorted by public key bytes), the
 * order the signers bitset indexes. Sets change over time: staking periods start and end,
 * L1 validators register and change weight.
 */
export function validatorSetAt(sim: PrimaryNetworkSim, subnet: SimSubnet, t: number): WarpValidator[] {
  let members: { nodeId: string; weight: bigint }[];
  if (subnet.subnetId === PRIMARY_SUBNET_ID) {
    members = activeValidators(sim.validators, t).map(({ period, weight }) => ({ nodeId: period.nodeId, weight }));
  } else if (subnet.l1 && subnet.l1.convertedAt <= t) {
    members = subnet.l1.validators
      .filter((v) => v.registeredAt <= t)
      .map((v) => ({ nodeId: v.nodeId, weight: [...v.weights].reverse().find((w) => w.at <= t)!.weight }))
      .filter((v) => v.weight > 0n);
  } else if (subnet.createdAt <= t) {
    // Before (or without) a conversion, a subnet is validated by Primary Network validators of its slots.
    const bySlot = new Map(activeValidators(sim.validators, t).map(({ period }) => [period.slot, period.nodeId]));
    members = subnet.members.flatMap((m) => (bySlot.has(m.slot) ? [{ nodeId: bySlot.get(m.slot)!, weight: m.weight }] : []));
  } else {
    members = [];
  }
  return members.map((m) => ({ ...m, ...nodeBlsKey(sim, m.nodeId) })).sort((a, b) => compareBytes(a.publicKey, b.publicKey));
}

export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
