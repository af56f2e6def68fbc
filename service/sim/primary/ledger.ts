import type { AtomicTransfer, ChainKey, SimAsset, SimTx, SimUtxo } from './model';

export interface OutputSpec {
  owners: number[];
  assetId: string;
  amount: bigint;
  threshold?: number;
  locktime?: number;
  stakeableLocktime?: number;
  utxoType?: SimUtxo['utxoType'];
  staking?: SimUtxo['staking'];
  atomicTo?: ChainKey;
}

export interface TxSpec {
  chain: ChainKey;
  txType: string;
  timestamp: number;
  memo?: Uint8Array;
  inputs: SimUtxo[];
  outputs: OutputSpec[];
  fee: bigint;
  minted?: bigint;
  /** C-Chain atomic txs: AVAX leaving (import) or entering (export) the EVM side, not a UTXO. */
  evmIn?: bigint;
  evmOut?: bigint;
  atomic?: AtomicTransfer;
  assetCreated?: SimAsset;
  /** AVAX moved into an L1 validator's balance (IncreaseL1ValidatorBalanceTx): it leaves the UTXO set. */
  l1Deposit?: bigint;
}

/**
 * The UTXO set of one network's P-, X- and C-Chain (atomic side). Transactions are issued in
 * time order, so "unspent" while building means unspent at that transaction's time; queries
 * for any other time filter on createdAt and spent.timestamp.
 */
export class Ledger {
  readonly txs: SimTx[] = [];
  readonly txByHash = new Map<string, SimTx>();
  /** Every UTXO an owner ever had, in creation order (for balances at any time). */
  readonly utxosByOwner = new Map<number, SimUtxo[]>();
  private readonly unspent = new Map<string, Set<SimUtxo>>();
  private lastTimestamp = 0;

  constructor(
    private readonly avaxAssetId: string,
    private readonly txId: (seq: number, txType: string) => string,
  ) {}

  /** Genesis allocations: outputs no transaction made; `txHash` is the chain's genesis id. */
  genesis(chain: ChainKey, txHash: string, timestamp: number, outputs: OutputSpec[]): SimUtxo[] {
    return outputs.map((o, i) => this.addUtxo(chain, txHash, i, timestamp, o));
  }

  issue(spec: TxSpec): SimTx {
    if (spec.timestamp < this.lastTimestamp) throw new Error(`ledger: ${spec.txType} at ${spec.timestamp} issued out of time order`);
    this.lastTimestamp = spec.timestamp;
    const seq = this.txs.length;
    const txHash = this.txId(seq, spec.txType);
    if (spec.assetCreated) spec.assetCreated.assetId = txHash;
    const outputs = spec.outputs.map((o) => (o.assetId === '' ? { ...o, assetId: txHash } : o));
    for (const u of spec.inputs) {
      if (u.spent) throw new Error(`ledger: output ${u.outputIndex} of ${u.txHash} spent twice`);
      if (u.createdAt > spec.timestamp) throw new Error(`ledger: output ${u.outputIndex} of ${u.txHash} spent before it exists`);
      u.spent = { txHash, timestamp: spec.timestamp, chain: spec.chain };
      this.unspent.get(unspentKey(u))?.delete(u);
    }
    const emitted = outputs.map((o, i) => this.addUtxo(spec.chain, txHash, i, spec.timestamp, o));
    const tx: SimTx = {
      txHash,
      seq,
      chain: spec.chain,
      txType: spec.txType,
      timestamp: spec.timestamp,
      memo: spec.memo ?? new Uint8Array(),
      consumed: spec.inputs,
      emitted,
      fee: spec.fee,
      minted: spec.minted ?? 0n,
      atomic: spec.atomic,
      assetCreated: spec.assetCreated,
      evmIn: spec.evmIn ?? 0n,
      evmOut: spec.evmOut ?? 0n,
      l1Deposit: spec.l1Deposit ?? 0n,
    };
    this.checkConservation(tx);
    this.txs.push(tx);
    this.txByHash.set(txHash, tx);
    return tx;
  }

  /** Unspent outputs an owner can spend on a chain at time t (atomic ones are imported, not spent). */
  spendable(owner: number, chain: ChainKey, assetId: string, t: number, opts: { stakeable?: boolean } = {}): SimUtxo[] {
    return [...(this.unspent.get(`${chain}:${owner}`) ?? [])].filter(
      (u) =>
        u.assetId === assetId &&
        u.utxoType === 'TRANSFER' &&
        u.threshold === 1 &&
        u.locktime <= t &&
        (opts.stakeable || u.stakeableLocktime <= t),
    );
  }

  /** UTXOs covering `amount` (largest first), or undefined when the owner has too little. */
  select(owner: number, chain: ChainKey, assetId: string, amount: bigint, t: number): SimUtxo[] | undefined {
    const picked: SimUtxo[] = [];
    let sum = 0n;
    for (const u of this.spendable(owner, chain, assetId, t).sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0))) {
      if (sum >= amount) break;
      picked.push(u);
      sum += u.amount;
    }
    return sum >= amount ? picked : undefined;
  }

  /** Atomic UTXOs waiting in `chain`'s atomic memory for an owner. */
  atomicFor(owner: number, chain: ChainKey): SimUtxo[] {
    return [...(this.unspent.get(`atomic:${chain}:${owner}`) ?? [])];
  }

  private addUtxo(chain: ChainKey, txHash: string, outputIndex: number, createdAt: number, o: OutputSpec): SimUtxo {
    const u: SimUtxo = {
      txHash,
      outputIndex,
      createdOn: chain,
      atomicTo: o.atomicTo,
      assetId: o.assetId,
      amount: o.amount,
      owners: o.owners,
      threshold: o.threshold ?? 1,
      locktime: o.locktime ?? 0,
      stakeableLocktime: o.stakeableLocktime ?? 0,
      utxoType: o.utxoType ?? 'TRANSFER',
      staking: o.staking,
      createdAt,
    };
    for (const owner of o.owners) {
      const list = this.utxosByOwner.get(owner) ?? [];
      list.push(u);
      this.utxosByOwner.set(owner, list);
    }
    const key = unspentKey(u);
    const set = this.unspent.get(key) ?? new Set();
    set.add(u);
    this.unspent.set(key, set);
    return u;
  }

  /** A bug guard: per asset, inputs (+ minted, + EVM side) must equal outputs + fee (+ L1 validator deposit). */
  private checkConservation(tx: SimTx): void {
    const net = new Map<string, bigint>();
    const add = (asset: string, v: bigint) => net.set(asset, (net.get(asset) ?? 0n) + v);
    for (const u of tx.consumed) add(u.assetId, u.amount);
    for (const u of tx.emitted) add(u.assetId, -u.amount);
    add(this.avaxAssetId, tx.minted + tx.evmIn - tx.fee - tx.evmOut - tx.l1Deposit);
    for (const [asset, v] of net) {
      if (v !== 0n && asset !== tx.assetCreated?.assetId && !(tx.txType === 'OperationTx' && v < 0n)) {
        throw new Error(`ledger: ${tx.txType} ${tx.txHash} does not conserve ${asset} (off by ${v})`);
      }
    }
  }
}

// The first owner keys the unspent index: every multi-owner output in the simulation is spent by its first owner.
const unspentKey = (u: SimUtxo) => (u.atomicTo ? `atomic:${u.atomicTo}:${u.owners[0]}` : `${u.createdOn}:${u.owners[0]}`);
