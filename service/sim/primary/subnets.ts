import { cb58Encode } from '../../../shared/codecs/cb58';
import { evmChains, NETWORK_IDS, P_CHAIN_ID, plainSubnetIds, PRIMARY_SUBNET_ID, type EvmChainSpec, type SimNetwork } from '../catalog';
import { bytesFor, type Rng } from '../random';
import { DAY, HOUR, NANO, TX_FEE } from './constants';
import { nodeIdFor } from './keys';
import type { Ledger } from './ledger';
import type { SimTx } from './model';
import type { Schedule } from './schedule';
import { CONTINUOUS_SLOTS } from './staking';
import { WALLET_ROLES } from './wallets';

export interface SimBlockchain {
  blockchainId: string;
  blockchainName: string;
  vmId: string;
  subnetId: string;
  createdAt: number;
  /** Absent for the P-, X- and C-Chain, which the network's genesis made. */
  createTx?: SimTx;
  evm?: EvmChainSpec;
}

export interface L1WeightChange {
  at: number;
  weight: bigint;
  nonce: bigint;
  tx?: SimTx;
}

/** An IncreaseL1ValidatorBalanceTx: AVAX added to a validator's balance while it is active. */
export interface L1TopUp {
  at: number;
  amount: bigint;
  tx?: SimTx;
}

export interface L1Validator {
  nodeId: string;
  /** The 32-byte validation id the P-Chain gives the registration. */
  validationId: Uint8Array;
  registeredAt: number;
  registerTx?: SimTx;
  /** First entry: the registration weight; later ones: SetL1ValidatorWeightTx. */
  weights: L1WeightChange[];
  /** In time order. */
  topUps: L1TopUp[];
}

export interface SimSubnet {
  subnetId: string;
  createdAt: number;
  createTx?: SimTx;
  /** Who controls it, from each TransferSubnetOwnershipTx on (the first entry: its creation). */
  ownerHistory: { at: number; owners: number[]; threshold: number; locktime: number }[];
  blockchains: SimBlockchain[];
  /** Validators before (or without) an L1 conversion: Primary Network staking slots with a subnet weight. */
  members: { slot: number; weight: bigint }[];
  l1?: {
    conversionTx?: SimTx;
    convertedAt: number;
    managerChainId: string;
    managerAddress: string;
    validators: L1Validator[];
  };
}

/** The L1 transactions the P-Chain issues a Warp message for. */
export type L1TxKind = 'ConvertSubnetToL1Tx' | 'RegisterL1ValidatorTx' | 'SetL1ValidatorWeightTx';

/** vm ids are the VM's name padded to 32 bytes, as on the real network. */
export const vmIdOf = (name: string): string => {
  const bytes = new Uint8Array(32);
  bytes.set(new TextEncoder().encode(name));
  return cb58Encode(bytes);
};

const PLAIN_SUBNETS = [
  { name: 'Ridgeline Timestamps', vm: 'timestampvm' },
  { name: 'Spaces', vm: 'spacesvm' },
  { name: 'Blob Store', vm: 'blobvm' },
  { name: 'Cross-Subnet Messages', vm: 'xsvm' },
];
export const L1_INITIAL_VALIDATORS = 5;

interface SubnetContext {
  network: SimNetwork;
  label: string;
  rng: Rng;
  ledger: Ledger;
  schedule: Schedule;
  avax: string;
  worldStart: number;
}

/** The genesis subnet: P-, X- and C-Chain. */
export function primarySubnet(network: SimNetwork, worldStart: number): SimSubnet {
  const ids = NETWORK_IDS[network];
  const chain = (blockchainId: string, blockchainName: string, vm: string, evm?: EvmChainSpec): SimBlockchain => ({
    blockchainId,
    blockchainName,
    vmId: vmIdOf(vm),
    subnetId: PRIMARY_SUBNET_ID,
    createdAt: worldStart,
    evm,
  });
  return {
    subnetId: PRIMARY_SUBNET_ID,
    createdAt: worldStart,
    ownerHistory: [],
    blockchains: [
      chain(P_CHAIN_ID, 'P-Chain', 'platformvm'),
      chain(ids.xChainId, 'X-Chain', 'avm'),
      chain(
        ids.cChainId,
        'C-Chain',
        'evm',
        evmChains(network).find((c) => c.isCChain),
      ),
    ],
    members: [],
  };
}

/** Plain subnets and the catalog's L1s, with their P-Chain transactions scheduled. */
export function planSubnets(ctx: SubnetContext): SimSubnet[] {
  const plain = plainSubnetIds(ctx.network, PLAIN_SUBNETS.length).map((subnetId, k) => {
    const at = ctx.worldStart + DAY + k * 6 * HOUR;
    const { name, vm } = PLAIN_SUBNETS[k];
    const subnet = newSubnet(ctx, subnetId, at, k);
    subnet.blockchains.push(newChain(ctx, subnet, idLabel(ctx, `chain:${k}`), name, vm, at + HOUR));
    return subnet;
  });
  // One subnet changes hands, so subnetOwnershipInfo differs from the creation owner.
  const transferAt = ctx.worldStart + 20 * DAY;
  plain[0].ownerHistory.push({ at: transferAt, owners: [WALLET_ROLES.subnetAdmin, WALLET_ROLES.users[5]], threshold: 1, locktime: 0 });
  ctx.schedule.at(transferAt, () => payFee(ctx, 'TransferSubnetOwnershipTx', transferAt));
  const l1s = evmChains(ctx.network)
    .filter((c) => !c.isCChain)
    .map((spec, i) => planL1(ctx, spec, i));
  return [...plain, ...l1s];
}

function planL1(ctx: SubnetContext, spec: EvmChainSpec, i: number): SimSubnet {
  const at = ctx.worldStart + 2 * DAY + i * 6 * HOUR;
  const subnet = newSubnet(ctx, spec.subnetId, at, PLAIN_SUBNETS.length + i);
  subnet.blockchains.push(newChain(ctx, subnet, spec.blockchainId, spec.name, 'subnetevm', at + HOUR, spec));
  const rng = ctx.rng.fork(`l1:${i}`);
  const convertedAt = at + DAY;
  const validator = (n: number, registeredAt: number): L1Validator => ({
    nodeId: nodeIdFor(`${ctx.label}:l1:${i}:${n}`),
    validationId: bytesFor(`${ctx.label}:l1:${i}:validation:${n}`),
    registeredAt,
    weights: [{ at: registeredAt, weight: BigInt(rng.int(20, 201)), nonce: 0n }],
    topUps: [],
  });
  const l1: NonNullable<SimSubnet['l1']> = {
    convertedAt,
    managerChainId: spec.blockchainId,
    // The validator manager contract's address on the L1's own EVM chain.
    managerAddress: `0x${(0x0200 + i).toString(16).padStart(40, '0')}`,
    validators: Array.from({ length: L1_INITIAL_VALIDATORS }, (_, n) => validator(n, convertedAt)),
  };
  subnet.l1 = l1;
  ctx.schedule.at(convertedAt, () => (l1.conversionTx = payFee(ctx, 'ConvertSubnetToL1Tx', convertedAt)));
  for (const [n, day] of [
    [L1_INITIAL_VALIDATORS, 40 + i],
    [L1_INITIAL_VALIDATORS + 1, 90 + i],
  ]) {
    const v = validator(n, ctx.worldStart + day * DAY);
    l1.validators.push(v);
    ctx.schedule.at(v.registeredAt, () => (v.registerTx = payFee(ctx, 'RegisterL1ValidatorTx', v.registeredAt)));
  }
  for (const day of [60, 120, 150]) {
    const v = l1.validators[rng.int(0, L1_INITIAL_VALIDATORS)];
    const change: L1WeightChange = {
      at: ctx.worldStart + (day + i) * DAY,
      weight: BigInt(rng.int(20, 201)),
      nonce: BigInt(v.weights.length),
    };
    v.weights.push(change);
    ctx.schedule.at(change.at, () => (change.tx = payFee(ctx, 'SetL1ValidatorWeightTx', change.at)));
  }
  // Two initial validators are topped up, twice each, well before their first deposit runs out
  // (a deposit lasts months at the fee rate), so the balance never touched zero in between.
  for (const n of [1, 3]) {
    const v = l1.validators[n];
    for (const day of [30 + 10 * n + i, 100 + 10 * n + i]) {
      const topUp: L1TopUp = { at: ctx.worldStart + day * DAY + HOUR, amount: BigInt(rng.int(1, 9)) * NANO };
      v.topUps.push(topUp);
      ctx.schedule.at(topUp.at, () => (topUp.tx = payFee(ctx, 'IncreaseL1ValidatorBalanceTx', topUp.at, topUp.amount)));
    }
  }
  return subnet;
}

function newSubnet(ctx: SubnetContext, subnetId: string, at: number, k: number): SimSubnet {
  const rng = ctx.rng.fork(`subnet:${k}`);
  const first = rng.int(0, CONTINUOUS_SLOTS);
  const subnet: SimSubnet = {
    subnetId,
    createdAt: at,
    ownerHistory: [{ at, owners: [WALLET_ROLES.subnetAdmin], threshold: 1, locktime: 0 }],
    blockchains: [],
    // Six of the always-staked slots validate it, each with its own subnet weight.
    members: Array.from({ length: 6 }, (_, j) => ({ slot: (first + j) % CONTINUOUS_SLOTS, weight: BigInt(rng.int(100, 1001)) })),
  };
  ctx.schedule.at(at, () => (subnet.createTx = payFee(ctx, 'CreateSubnetTx', at)));
  return subnet;
}

function newChain(
  ctx: SubnetContext,
  subnet: SimSubnet,
  blockchainId: string,
  name: string,
  vm: string,
  at: number,
  evm?: EvmChainSpec,
): SimBlockchain {
  const chain: SimBlockchain = { blockchainId, blockchainName: name, vmId: vmIdOf(vm), subnetId: subnet.subnetId, createdAt: at, evm };
  ctx.schedule.at(at, () => (chain.createTx = payFee(ctx, 'CreateChainTx', at)));
  return chain;
}

/**
 * The subnet admin pays the flat fee; these transactions move no other value, except a top-up,
 * whose `l1Deposit` leaves the UTXOs for an L1 validator's balance.
 */
function payFee(ctx: SubnetContext, txType: string, t: number, l1Deposit = 0n): SimTx {
  const admin = WALLET_ROLES.subnetAdmin;
  const inputs = ctx.ledger.select(admin, 'P', ctx.avax, TX_FEE + l1Deposit, t);
  if (!inputs) throw new Error(`simulation: the subnet admin cannot pay for ${txType}`);
  const change = inputs.reduce((s, u) => s + u.amount, 0n) - TX_FEE - l1Deposit;
  return ctx.ledger.issue({
    chain: 'P',
    txType,
    timestamp: t,
    inputs,
    l1Deposit,
    outputs: change > 0n ? [{ owners: [admin], assetId: ctx.avax, amount: change }] : [],
    fee: TX_FEE,
  });
}

const idLabel = (ctx: SubnetContext, what: string) => cb58Encode(bytesFor(`${ctx.label}:${what}`));
