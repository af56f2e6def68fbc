import type { z } from 'zod';
import type { PrimaryChainTransaction, PrimaryNetworkBlock, PrimaryUtxo } from '../../shared/api';
import { bytesToHex } from '@noble/hashes/utils.js';
import { cb58Encode } from '../../shared/codecs/cb58';
import { nodeBlsCredentials } from '../sim/primary/validatorSets';
import { explorerIndex, pBlockHash } from '../sim/primary/explorerIndex';
import { pChainProposer, proposerBlockId } from '../sim/primary/proposers';
import type { SimBlock, SimTx, SimUtxo } from '../sim/primary/model';
import { pChainHeightAt, timeAtPChainHeight, type PrimaryNetworkSim } from '../sim/primary/network';
import { assetAmount, assetOf } from '../sim/primary/assets';
import { nextJsonChange, transactionJson, transactionOut, utxoOut } from './serialize';
import { delegatorShare, type StakePeriod } from '../sim/primary/staking';
import { l1Balance, weightAt } from './validatorHandlers';

type TxOut = z.output<typeof PrimaryChainTransaction>;
type UtxoOut = z.output<typeof PrimaryUtxo>;
type BlockOut = z.output<typeof PrimaryNetworkBlock>;
type AmountOut = NonNullable<TxOut['value']>[number];

/** Per asset, the sum of the given outputs (the API's value/amountUnlocked/amountCreated lists). */
function totals(sim: PrimaryNetworkSim, utxos: SimUtxo[]): AmountOut[] {
  const sums = new Map<string, bigint>();
  for (const u of utxos) sums.set(u.assetId, (sums.get(u.assetId) ?? 0n) + u.amount);
  return [...sums].map(([assetId, amount]) => assetAmount(assetOf(sim, assetId), amount));
}
const avax = (sim: PrimaryNetworkSim, amount: bigint): AmountOut[] =>
  amount > 0n ? [assetAmount(assetOf(sim, sim.ids.avaxAssetId), amount)] : [];

/**
 * A UTXO as the P-Chain shows it (PChainUtxo): the X-/C-Chain form plus its block, its lock
 * times and, for a staked output, the staking period. A spend after `now` has not happened yet.
 */
export function pChainUtxoOut(sim: PrimaryNetworkSim, u: SimUtxo, now: number): UtxoOut {
  const base = utxoOut(sim, u, now);
  const spent = u.spent && u.spent.timestamp <= now ? u.spent : undefined;
  const stake = u.utxoType === 'STAKE' ? explorerIndex(sim).stakeOf.get(u.txHash) : undefined;
  return {
    ...base,
    outputIndex: u.outputIndex,
    txHash: u.txHash,
    blockNumber: String(pChainHeightAt(sim, u.createdAt)),
    blockTimestamp: u.createdAt,
    amount: u.amount.toString(),
    assetId: u.assetId,
    platformLocktime: u.locktime,
    stakeableLocktime: u.stakeableLocktime,
    staked: u.utxoType === 'STAKE',
    threshold: u.threshold,
    ...(spent &&
      spent.chain === 'P' && {
        consumingBlockNumber: String(pChainHeightAt(sim, spent.timestamp)),
        consumingBlockTimestamp: spent.timestamp,
      }),
    ...(u.staking && { utxoStartTimestamp: u.staking.start, utxoEndTimestamp: u.staking.end }),
    ...(stake && { rewardType: stake.kind === 'validator' ? 'VALIDATOR' : 'DELEGATOR' }),
  };
}

/** The staking fields of an add-validator/delegator transaction or of the RewardValidatorTx that ends it. */
function stakingFields(sim: PrimaryNetworkSim, tx: SimTx, p: StakePeriod, now: number): Partial<TxOut> {
  const common = { nodeId: p.nodeId, subnetId: sim.subnets[0].subnetId, startTimestamp: p.start, endTimestamp: p.end };
  if (tx.txType === 'RewardValidatorTx') return { ...common, stakingTxHash: p.tx!.txHash };
  const validator = p.kind === 'validator';
  const bls = validator && tx.txType === 'AddPermissionlessValidatorTx' ? nodeBlsCredentials(sim, p.nodeId) : undefined;
  return {
    ...common,
    amountStaked: avax(sim, p.stake),
    rewardAddresses: [sim.wallets.address(p.owner, 'P')],
    estimatedReward: (validator ? p.potentialReward : delegatorShare(p)).toString(),
    ...(validator && { delegationFeePercent: (p.feeBps / 100).toFixed(4) }),
    ...(p.rewardTx && p.rewardTx.timestamp <= now && { rewardTxHash: p.rewardTx.txHash }),
    ...(bls && { blsCredentials: bls }),
  };
}

/** What a P-Chain transaction made or changed: a subnet, a chain, an L1 and its validators. */
function subnetFields(sim: PrimaryNetworkSim, tx: SimTx): Partial<TxOut> {
  const index = explorerIndex(sim);
  const subnet = index.subnetCreatedBy.get(tx.txHash);
  if (subnet) {
    const first = subnet.ownerHistory[0];
    return {
      subnetId: subnet.subnetId,
      ...(first && {
        subnetOwnershipInfo: {
          locktime: first.locktime,
          threshold: first.threshold,
          addresses: first.owners.map((o) => sim.wallets.address(o, 'P')),
        },
      }),
    };
  }
  const chain = index.chainCreatedBy.get(tx.txHash);
  if (chain) return { subnetId: chain.subnetId, blockchainInfo: { chainName: chain.blockchainName, vmId: chain.vmId } };
  const l1 = sim.l1Txs.get(tx.txHash);
  if (!l1) return {};
  const details = (v: NonNullable<typeof l1.validator>, weight: bigint, balanceChange?: bigint) => ({
    validationId: cb58Encode(v.validationId),
    validationIdHex: `0x${bytesToHex(v.validationId)}`,
    nodeId: v.nodeId,
    subnetId: l1.subnet.subnetId,
    weight: Number(weight),
    remainingBalance: Number(l1Balance(l1.subnet, v, tx.timestamp)),
    ...(balanceChange !== undefined && { balanceChange: Number(balanceChange) }),
  });
  const l1Info = l1.subnet.l1!;
  if (l1.kind === 'ConvertSubnetToL1Tx') {
    return {
      subnetId: l1.subnet.subnetId,
      l1ValidatorManagerDetails: { blockchainId: l1Info.managerChainId, contractAddress: l1Info.managerAddress },
      l1ValidatorDetails: l1Info.validators.filter((v) => v.registeredAt <= tx.timestamp).map((v) => details(v, v.weights[0].weight)),
    };
  }
  return {
    subnetId: l1.subnet.subnetId,
    nodeId: l1.validator!.nodeId,
    l1ValidatorDetails: [details(l1.validator!, weightAt(l1.validator!, tx.timestamp), l1.topUp?.amount)],
  };
}

export function pChainTransactionOut(sim: PrimaryNetworkSim, tx: SimTx, now: number): TxOut {
  const height = pChainHeightAt(sim, tx.timestamp);
  const stake = explorerIndex(sim).stakeOf.get(tx.txHash);
  return {
    txHash: tx.txHash,
    txType: tx.txType,
    blockTimestamp: tx.timestamp,
    blockNumber: String(height),
    blockHash: pBlockHash(sim, height),
    consumedUtxos: tx.consumed.map((u) => pChainUtxoOut(sim, u, now)),
    emittedUtxos: tx.emitted.map((u) => pChainUtxoOut(sim, u, now)),
    value: totals(sim, tx.emitted),
    amountBurned: avax(sim, tx.fee),
    amountStaked: [],
    amountL1ValidatorBalanceBurned: avax(sim, tx.l1Deposit),
    memo: `0x${bytesToHex(tx.memo)}`,
    ...(tx.atomic && { sourceChain: sim.chainIdOf(tx.atomic.from), destinationChain: sim.chainIdOf(tx.atomic.to) }),
    ...(stake && stakingFields(sim, tx, stake, now)),
    ...subnetFields(sim, tx),
  };
}

/**
 * A C-Chain atomic transaction (CChainExportTransaction or CChainImportTransaction): its EVM side
 * is an account of the wallet that owns the UTXOs, debited (export) or credited (import).
 */
export function cChainTransactionOut(sim: PrimaryNetworkSim, tx: SimTx, now: number): TxOut {
  const index = explorerIndex(sim);
  const base = {
    txHash: tx.txHash,
    txType: tx.txType,
    memo: `0x${bytesToHex(tx.memo)}`,
    timestamp: tx.timestamp,
    blockHeight: tx.block!.height,
    blockHash: tx.block!.hash,
    sourceChain: sim.chainIdOf(tx.atomic?.from ?? 'C'),
    destinationChain: sim.chainIdOf(tx.atomic?.to ?? 'C'),
  };
  if (tx.txType === 'ExportTx') {
    const owner = tx.emitted[0].owners[0];
    return {
      ...base,
      amountUnlocked: avax(sim, tx.evmIn),
      amountCreated: totals(sim, tx.emitted),
      evmInputs: [{ fromAddress: index.evmAddress[owner], asset: avax(sim, tx.evmIn)[0], credentials: [] }],
      emittedUtxos: tx.emitted.map((u) => utxoOut(sim, u, now)),
    };
  }
  const owner = tx.consumed[0].owners[0];
  return {
    ...base,
    amountUnlocked: totals(sim, tx.consumed),
    amountCreated: avax(sim, tx.evmOut),
    evmOutputs: [{ toAddress: index.evmAddress[owner], asset: avax(sim, tx.evmOut)[0] }],
    consumedUtxos: tx.consumed.map((u) => utxoOut(sim, u, now)),
  };
}

/** A transaction in the shape of its chain. */
export function chainTransactionOut(sim: PrimaryNetworkSim, tx: SimTx, now: number): TxOut {
  if (tx.chain === 'P') return pChainTransactionOut(sim, tx, now);
  if (tx.chain === 'C') return cChainTransactionOut(sim, tx, now);
  return transactionOut(sim, tx, now);
}

/** A UTXO in the shape of the chain it is listed on. */
export const chainUtxoOut = (sim: PrimaryNetworkSim, u: SimUtxo, now: number, chain: 'P' | 'X' | 'C'): UtxoOut =>
  chain === 'P' ? pChainUtxoOut(sim, u, now) : utxoOut(sim, u, now);

/** Rough wire size of a transaction: what blockSizeBytes adds up. */
const txBytes = (tx: SimTx) => 100 + 90 * tx.consumed.length + 80 * tx.emitted.length + tx.memo.length;

/**
 * P-Chain block `height` as of `now` (the block of the current height is still filling). Heights
 * follow the clock (network.ts), so a quiet stretch has blocks without transactions; a block's time
 * is that of its last transaction, or the start of its slot when it has none.
 */
export function pChainBlockOut(sim: PrimaryNetworkSim, height: number, now: number): BlockOut {
  const txs = (explorerIndex(sim).pBlockTxs.get(height) ?? []).filter((tx) => tx.timestamp <= now);
  const proposal = txs.some((tx) => tx.txType === 'RewardValidatorTx');
  return {
    blockNumber: String(height),
    blockHash: pBlockHash(sim, height),
    parentHash: pBlockHash(sim, Math.max(0, height - 1)),
    blockTimestamp: txs.length ? txs[txs.length - 1].timestamp : timeAtPChainHeight(sim, height),
    // Rewarding a staker is decided by a proposal block; everything else lands in a standard block.
    blockType: proposal ? 'BanffProposalBlock' : 'BanffStandardBlock',
    txCount: txs.length,
    transactions: txs.map((tx) => tx.txHash),
    blockSizeBytes: 150 + txs.reduce((n, tx) => n + txBytes(tx), 0),
    ...pChainProposerDetails(sim, height),
  };
}

/** Who proposed P-Chain block `height` (proposers.ts), in the block's proposerDetails; none before the first validation. */
function pChainProposerDetails(sim: PrimaryNetworkSim, height: number): Pick<BlockOut, 'proposerDetails'> {
  const slot = timeAtPChainHeight(sim, height);
  const proposerNodeId = pChainProposer(sim, height, slot);
  if (!proposerNodeId) return {};
  return {
    proposerDetails: {
      proposerId: proposerBlockId(sim, height),
      proposerParentId: proposerBlockId(sim, Math.max(0, height - 1)),
      proposerNodeId,
      proposerPChainHeight: Math.max(0, height - 1),
      proposerTimestamp: slot,
    },
  };
}

/** A block of the linear X-Chain, or a C-Chain block as far as its atomic transactions go. */
export function chainBlockOut(block: SimBlock): BlockOut {
  return {
    blockNumber: String(block.height),
    blockHash: block.hash,
    parentHash: block.parentHash,
    blockTimestamp: block.timestamp,
    blockType: 'StandardBlock',
    txCount: block.txs.length,
    transactions: block.txs.map((tx) => tx.txHash),
    blockSizeBytes: 150 + block.txs.reduce((n, tx) => n + txBytes(tx), 0),
  };
}

/**
 * A transaction's JSON in its chain's shape as of `now` (UTF-8 bytes), made once per state: only
 * the spending of its outputs and, for a staking transaction, its reward being paid change it.
 * Pages of an address's history are assembled from these bytes, as the asset transactions are.
 */
const chainTxJson = new WeakMap<SimTx, { state: string; json: Buffer }>();
export function chainTransactionJson(sim: PrimaryNetworkSim, tx: SimTx, now: number): Buffer {
  if (tx.chain === 'X') return transactionJson(sim, tx, now);
  const spentSeen = tx.emitted.reduce((n, u) => (u.spent && u.spent.timestamp <= now ? n + 1 : n), 0);
  const rewardTx = explorerIndex(sim).stakeOf.get(tx.txHash)?.rewardTx;
  const state = `${spentSeen}:${Boolean(rewardTx && rewardTx.timestamp <= now)}`;
  const cached = chainTxJson.get(tx);
  if (cached?.state === state) return cached.json;
  const json = Buffer.from(JSON.stringify(chainTransactionOut(sim, tx, now)));
  chainTxJson.set(tx, { state, json });
  return json;
}

/** The first time (seconds) after `now` at which one of these transactions' chainTransactionJson changes: an output spent or a reward paid. */
export function nextChainJsonChange(sim: PrimaryNetworkSim, txs: readonly SimTx[], now: number): number {
  const { stakeOf } = explorerIndex(sim);
  let next = nextJsonChange(txs, now);
  for (const tx of txs) {
    const paid = stakeOf.get(tx.txHash)?.rewardTx?.timestamp;
    if (paid !== undefined && paid > now && paid < next) next = paid;
  }
  return next;
}
