import type { PrimaryNetworkExportType } from '../../shared/api/exportBodies';
import { csvRow } from '../../shared/csv/csvRow';
import { formatAmount } from '../../shared/format/amount';
import { formatIsoUtc } from '../../shared/format/time';
import type { ChainKey, SimTx, SimUtxo } from '../sim/primary/model';
import type { PrimaryNetworkSim } from '../sim/primary/network';
import type { RewardEntry } from '../sim/primary/rewards';
import { assetOf } from '../sim/primary/assets';
import type { ExportRow } from './exportCsv';

/** What a Primary Network export reads: one network's simulation, the wallets asked for, the chains. */
export interface PrimaryExportInput {
  sim: PrimaryNetworkSim;
  rewards: readonly RewardEntry[];
  owners: ReadonlySet<number>;
  chains: ReadonlySet<ChainKey>;
  fromSec: number;
  toSec: number;
}

/** The columns of each Primary Network export type (docs/exports.md describes them). */
export const PRIMARY_EXPORT_COLUMNS: Record<PrimaryNetworkExportType, readonly string[]> = {
  TRANSACTION_EXPORT_PRIMARY_NETWORK: [
    'chain',
    'timestamp (UTC)',
    'txHash',
    'txType',
    'assetId',
    'symbol',
    'received',
    'sent',
    'fee',
    'feeSymbol',
  ],
  TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING: [
    'timestamp (UTC)',
    'txHash',
    'txType',
    'nodeId',
    'amountStaked',
    'startTime (UTC)',
    'endTime (UTC)',
    'rewardType',
    'reward',
    'symbol',
  ],
  TRANSACTION_EXPORT_PRIMARY_NETWORK_SIMPLE: ['date (UTC)', 'chain', 'txHash', 'txType', 'symbol', 'amount', 'fee'],
};

/** One asset's movement for the wallets in one transaction; received − sent − fee is their balance change. */
export interface AssetMovement {
  chain: ChainKey;
  timestamp: number;
  txHash: string;
  txType: string;
  assetId: string;
  received: bigint;
  sent: bigint;
  fee: bigint;
}

export function primaryExportRows(type: PrimaryNetworkExportType, input: PrimaryExportInput): Iterable<ExportRow> {
  if (type === 'TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING') return stakingRows(input);
  return movementRows(type, input);
}

function* movementRows(type: PrimaryNetworkExportType, input: PrimaryExportInput): Generator<ExportRow> {
  const { sim } = input;
  const avax = assetOf(sim, sim.ids.avaxAssetId);
  for (const m of assetMovements(input)) {
    const asset = assetOf(sim, m.assetId);
    const amount = (v: bigint, decimals = asset.denomination) => formatAmount(v.toString(), decimals);
    const line =
      type === 'TRANSACTION_EXPORT_PRIMARY_NETWORK'
        ? csvRow([
            `${m.chain}-Chain`,
            formatIsoUtc(m.timestamp),
            m.txHash,
            m.txType,
            m.assetId,
            asset.symbol,
            amount(m.received),
            amount(m.sent),
            amount(m.fee, avax.denomination),
            avax.symbol,
          ])
        : csvRow([
            formatIsoUtc(m.timestamp),
            `${m.chain}-Chain`,
            m.txHash,
            m.txType,
            asset.symbol,
            amount(m.received - m.sent),
            amount(m.fee, avax.denomination),
          ]);
    yield { timestamp: m.timestamp, line };
  }
}

/**
 * The wallets' movements in time order, one per transaction and asset: what their UTXOs gained
 * and lost. The fee is theirs when they spent an input of the transaction; it is reported in its
 * own column, not in `sent`. Genesis allocations are rows of their own (txType Genesis).
 */
export function* assetMovements(input: PrimaryExportInput): Generator<AssetMovement> {
  const { sim, owners, chains, fromSec, toSec } = input;
  const ours = (u: SimUtxo) => u.owners.some((o) => owners.has(o));
  // Every transaction that created or spent one of the wallets' UTXOs, and the genesis UTXOs.
  const txs = new Set<SimTx>();
  // A Set: a UTXO owned by two of the wallets is met twice.
  const genesis = new Set<SimUtxo>();
  for (const owner of owners) {
    for (const u of sim.ledger.utxosByOwner.get(owner) ?? []) {
      const created = sim.ledger.txByHash.get(u.txHash);
      if (created) txs.add(created);
      else if (u.createdAt >= fromSec && u.createdAt <= toSec && chains.has(u.createdOn)) genesis.add(u);
      const spent = u.spent && sim.ledger.txByHash.get(u.spent.txHash);
      if (spent) txs.add(spent);
    }
  }
  const inWindow = [...txs].filter((tx) => tx.timestamp >= fromSec && tx.timestamp <= toSec && chains.has(tx.chain));
  inWindow.sort((a, b) => a.seq - b.seq);
  yield* genesisMovements([...genesis]);
  for (const tx of inWindow) {
    const net = new Map<string, bigint>();
    const add = (asset: string, v: bigint) => net.set(asset, (net.get(asset) ?? 0n) + v);
    let paid = false;
    for (const u of tx.consumed) {
      if (!ours(u)) continue;
      add(u.assetId, -u.amount);
      paid = true;
    }
    for (const u of tx.emitted) if (ours(u)) add(u.assetId, u.amount);
    const fee = paid ? tx.fee : 0n;
    if (fee > 0n) add(sim.ids.avaxAssetId, fee);
    for (const [assetId, delta] of net) {
      const feeHere = assetId === sim.ids.avaxAssetId ? fee : 0n;
      if (delta === 0n && feeHere === 0n) continue;
      yield {
        chain: tx.chain,
        timestamp: tx.timestamp,
        txHash: tx.txHash,
        txType: tx.txType,
        assetId,
        received: delta > 0n ? delta : 0n,
        sent: delta < 0n ? -delta : 0n,
        fee: feeHere,
      };
    }
  }
}

/** Genesis allocations grouped per chain and asset, oldest first (they all share the genesis time). */
function* genesisMovements(utxos: SimUtxo[]): Generator<AssetMovement> {
  const sums = new Map<string, AssetMovement>();
  for (const u of utxos) {
    const key = `${u.txHash}:${u.assetId}`;
    const m = sums.get(key) ?? {
      chain: u.createdOn,
      timestamp: u.createdAt,
      txHash: u.txHash,
      txType: 'Genesis',
      assetId: u.assetId,
      received: 0n,
      sent: 0n,
      fee: 0n,
    };
    m.received += u.amount;
    sums.set(key, m);
  }
  yield* [...sums.values()].sort((a, b) => a.timestamp - b.timestamp || (a.chain < b.chain ? -1 : 1));
}

/** Stakes the wallets made (AddValidatorTx and kin) and the rewards paid to them, in time order. */
function* stakingRows(input: PrimaryExportInput): Generator<ExportRow> {
  const { sim, owners, fromSec, toSec } = input;
  if (!input.chains.has('P')) return;
  const avax = assetOf(sim, sim.ids.avaxAssetId);
  const amount = (v: bigint) => formatAmount(v.toString(), avax.denomination);
  const events: { timestamp: number; seq: number; order: number; line: string }[] = [];
  const periods = sim.validators.flatMap((v) => [v, ...v.delegations]);
  for (const p of periods) {
    if (!p.tx || !owners.has(p.owner) || p.tx.timestamp < fromSec || p.tx.timestamp > toSec) continue;
    events.push({
      timestamp: p.tx.timestamp,
      seq: p.tx.seq,
      order: 0,
      line: csvRow([
        formatIsoUtc(p.tx.timestamp),
        p.tx.txHash,
        p.tx.txType,
        p.nodeId,
        amount(p.stake),
        formatIsoUtc(p.start),
        formatIsoUtc(p.end),
        '',
        '',
        avax.symbol,
      ]),
    });
  }
  for (const e of input.rewards) {
    const paidBy = e.period.rewardTx;
    if (!paidBy || !owners.has(e.owner) || paidBy.timestamp < fromSec || paidBy.timestamp > toSec) continue;
    events.push({
      timestamp: paidBy.timestamp,
      seq: paidBy.seq,
      order: e.outputIndex,
      line: csvRow([
        formatIsoUtc(paidBy.timestamp),
        paidBy.txHash,
        paidBy.txType,
        e.period.nodeId,
        amount(e.period.stake),
        formatIsoUtc(e.period.start),
        formatIsoUtc(e.period.end),
        e.rewardType,
        amount(e.amount),
        avax.symbol,
      ]),
    });
  }
  events.sort((a, b) => a.timestamp - b.timestamp || a.seq - b.seq || a.order - b.order);
  for (const e of events) yield { timestamp: e.timestamp, line: e.line };
}
