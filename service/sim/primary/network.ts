import { NETWORK_IDS, P_CHAIN_ID, type NetworkIds, type SimNetwork } from '../catalog';
import { Rng } from '../random';
import { buildCAtomicBlocks, buildXBlocks, type ChainBlocks } from './chainBlocks';
import { DAY, HISTORY_DAYS, HOUR, NANO, P_BLOCK_SECONDS, X_HORIZON_DAYS, X_LINEARISED_DAY } from './constants';
import { idFor, nodeIdFor } from './keys';
import { Ledger, type OutputSpec } from './ledger';
import type { ChainKey, SimAsset, SimTx, SimVertex } from './model';
import { Schedule } from './schedule';
import { planStaking, type StakePeriod } from './staking';
import {
  planSubnets,
  primarySubnet,
  type L1TopUp,
  type L1TxKind,
  type L1Validator,
  type L1WeightChange,
  type SimBlockchain,
  type SimSubnet,
} from './subnets';
import { buildVertices } from './vertices';
import { planXChain } from './xchain';
import { WALLET_ROLES, Wallets } from './wallets';

export interface L1TxRecord {
  kind: L1TxKind | 'IncreaseL1ValidatorBalanceTx';
  tx: SimTx;
  subnet: SimSubnet;
  validator?: L1Validator;
  change?: L1WeightChange;
  topUp?: L1TopUp;
}
/** The L1 transactions the P-Chain signs a Warp message for: all but a balance top-up. */
export type WarpL1TxRecord = L1TxRecord & { kind: L1TxKind };
export const hasWarpMessage = (record: L1TxRecord): record is WarpL1TxRecord => record.kind !== 'IncreaseL1ValidatorBalanceTx';

/** The simulated Primary Network of one network (mainnet or fuji). */
export interface PrimaryNetworkSim {
  network: SimNetwork;
  ids: NetworkIds;
  /** Seed and network: the label every id of this network derives from. */
  label: string;
  wallets: Wallets;
  ledger: Ledger;
  /** AVAX first, then the created assets. */
  assets: SimAsset[];
  /** The Primary Network first, then the plain subnets, then the L1s. */
  subnets: SimSubnet[];
  blockchains: SimBlockchain[];
  /** Every validation of the Primary Network (their delegations hang off them). */
  validators: StakePeriod[];
  /** X-Chain transactions in order; the vertices holding those before the linearisation, by height; the blocks holding those after. */
  xTxs: SimTx[];
  verticesByHeight: SimVertex[][];
  xBlocks: ChainBlocks;
  /** The C-Chain blocks holding its atomic transactions. */
  cBlocks: ChainBlocks;
  l1Txs: Map<string, L1TxRecord>;
  /** Time of P-Chain height 0; heights follow every P_BLOCK_SECONDS. */
  pChainGenesis: number;
  chainIdOf: (chain: ChainKey) => string;
}

/** The label every id of a network derives from, known before the network is built. */
export const networkLabel = (seed: number, network: SimNetwork): string => `${seed}:${network}`;

/**
 * Builds one network's Primary Network from the seed. Its timeline runs from HISTORY_DAYS
 * before the start day to X_HORIZON_DAYS after it; queries show what happened by their time.
 */
export function buildPrimaryNetwork(network: SimNetwork, seed: number, nowSeconds: number): PrimaryNetworkSim {
  const ids = NETWORK_IDS[network];
  const label = networkLabel(seed, network);
  const rng = new Rng(`primary:${label}`);
  const startDay = Math.floor(nowSeconds / DAY) * DAY;
  const worldStart = startDay - HISTORY_DAYS * DAY;
  const until = startDay + X_HORIZON_DAYS * DAY;
  const ledger = new Ledger(ids.avaxAssetId, (seq, txType) => idFor(`${label}:tx:${seq}:${txType}`));
  const wallets = new Wallets(`${label}`, ids.hrp);
  fundGenesis(ledger, label, ids.avaxAssetId, worldStart);

  const schedule = new Schedule();
  const avax: SimAsset = { assetId: ids.avaxAssetId, name: 'Avalanche', symbol: 'AVAX', denomination: 9 };
  const validators = planStaking(
    {
      rng: rng.fork('staking'),
      ledger,
      schedule,
      avax: ids.avaxAssetId,
      nodeId: (slot, generation) => nodeIdFor(`${label}:slot:${slot}:${generation}`),
      permissionlessFrom: worldStart + 60 * DAY,
    },
    worldStart,
    until,
  );
  const subnets = [
    primarySubnet(network, worldStart),
    ...planSubnets({ network, label, rng: rng.fork('subnets'), ledger, schedule, avax: ids.avaxAssetId, worldStart }),
  ];
  const assets = planXChain({ rng: rng.fork('x-chain'), ledger, schedule, avax, worldStart, until });
  schedule.drain();

  const xTxs = ledger.txs.filter((tx) => tx.chain === 'X');
  const linearFrom = worldStart + X_LINEARISED_DAY * DAY;
  const verticesByHeight = buildVertices(
    rng.fork('vertices'),
    xTxs.filter((tx) => tx.timestamp < linearFrom),
    (i) => idFor(`${label}:vertex:${i}`),
  );
  const lastVertex = verticesByHeight[verticesByHeight.length - 1]?.at(-1)?.vertexHash ?? idFor(`${label}:genesis:X`);
  const xBlocks = buildXBlocks(
    label,
    xTxs.filter((tx) => tx.timestamp >= linearFrom),
    lastVertex,
  );
  const cBlocks = buildCAtomicBlocks(
    label,
    ledger.txs.filter((tx) => tx.chain === 'C'),
    worldStart,
  );
  const chainIds: Record<ChainKey, string> = { P: P_CHAIN_ID, X: ids.xChainId, C: ids.cChainId };
  return {
    network,
    ids,
    label,
    wallets,
    ledger,
    assets,
    subnets,
    validators,
    xTxs,
    verticesByHeight,
    xBlocks,
    cBlocks,
    blockchains: subnets.flatMap((s) => s.blockchains),
    l1Txs: indexL1Txs(subnets),
    pChainGenesis: worldStart + HOUR,
    chainIdOf: (chain) => chainIds[chain],
  };
}

/** Who holds what at genesis; the vesting wallet's allocation is locked in both ways the P-Chain knows. */
function fundGenesis(ledger: Ledger, label: string, avax: string, t: number): void {
  const out = (owner: number, avaxAmount: bigint, extra: Partial<OutputSpec> = {}): OutputSpec => ({
    owners: [owner],
    assetId: avax,
    amount: avaxAmount * NANO,
    ...extra,
  });
  ledger.genesis('P', idFor(`${label}:genesis:P`), t, [
    ...WALLET_ROLES.validatorOwners.flatMap((o) => [out(o, 300_000n), out(o, 300_000n)]),
    ...WALLET_ROLES.users.map((u) => out(u, 100_000n)),
    out(WALLET_ROLES.subnetAdmin, 10_000n),
    out(WALLET_ROLES.vesting, 500_000n, { stakeableLocktime: t + 400 * DAY }),
    out(WALLET_ROLES.vesting, 200_000n, { locktime: t + 300 * DAY }),
    out(WALLET_ROLES.vesting, 1_000n),
  ]);
  ledger.genesis('X', idFor(`${label}:genesis:X`), t, [
    ...WALLET_ROLES.users.flatMap((u) => [out(u, 25_000n), out(u, 25_000n)]),
    ...WALLET_ROLES.validatorOwners.map((o) => out(o, 1_000n)),
  ]);
}

function indexL1Txs(subnets: SimSubnet[]): Map<string, L1TxRecord> {
  const map = new Map<string, L1TxRecord>();
  for (const subnet of subnets) {
    const l1 = subnet.l1;
    if (!l1) continue;
    if (l1.conversionTx) map.set(l1.conversionTx.txHash, { kind: 'ConvertSubnetToL1Tx', tx: l1.conversionTx, subnet });
    for (const validator of l1.validators) {
      if (validator.registerTx)
        map.set(validator.registerTx.txHash, { kind: 'RegisterL1ValidatorTx', tx: validator.registerTx, subnet, validator });
      for (const change of validator.weights) {
        if (change.tx) map.set(change.tx.txHash, { kind: 'SetL1ValidatorWeightTx', tx: change.tx, subnet, validator, change });
      }
      for (const topUp of validator.topUps) {
        if (topUp.tx) map.set(topUp.tx.txHash, { kind: 'IncreaseL1ValidatorBalanceTx', tx: topUp.tx, subnet, validator, topUp });
      }
    }
  }
  return map;
}

export const pChainHeightAt = (sim: PrimaryNetworkSim, t: number): number =>
  Math.max(0, Math.floor((t - sim.pChainGenesis) / P_BLOCK_SECONDS));
export const timeAtPChainHeight = (sim: PrimaryNetworkSim, height: number): number => sim.pChainGenesis + height * P_BLOCK_SECONDS;
