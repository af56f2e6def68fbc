import { hashLabel, Rng } from '../random';
import { NO_ADDRESS, type ChainStore } from './chainStore';
import { f64, u32, type Column } from './column';
import { DEPLOY_MINTS, ERC1155_TOKEN_TYPES, ERC721_MAX_SUPPLY, HolderSet, type Contract, type ContractTemplate } from './contracts';
import { feeConfigOf, genesisAlloc, predeployCode, TELEPORTER_MESSENGER, TREASURY_COUNT, type EvmFeeConfig } from './genesisAlloc';
import { createAddress, hex0x } from './hex';
import { GAS_USED, TX_KIND, type TxKind } from './methods';
import { mix32, trafficAt } from './traffic';

// Imported bindings become property getters once compiled; the per-transaction code reads local copies.
const K = TX_KIND;
const GAS = GAS_USED;
const NONE = NO_ADDRESS;
const TREASURIES = TREASURY_COUNT;
const GWEI = 1e9;
/** Whole tokens (in gwei) a treasury sends to an account that cannot pay for its next transaction. */
const FUNDING_GWEI = [200 * GWEI, 1_000 * GWEI] as const;
/** Native values move between 0.001 and 5 tokens (log-uniform). */
const VALUE_LOG10 = [-3, 0.7] as const;

/** Share of each transaction kind among the random ones (creations are rarer, see CREATION_CHANCE). */
const KIND_WEIGHTS: [TxKind, number][] = [
  [TX_KIND.nativeTransfer, 0.34],
  [TX_KIND.erc20Transfer, 0.2],
  [TX_KIND.erc20Approve, 0.06],
  [TX_KIND.swapTokens, 0.08],
  [TX_KIND.swapNative, 0.06],
  [TX_KIND.erc721Mint, 0.05],
  [TX_KIND.erc721Transfer, 0.09],
  [TX_KIND.erc1155Transfer, 0.08],
  [TX_KIND.teleporterSend, 0.04],
];
const CREATION_CHANCE = 0.001;
const FAILURE_CHANCE: Partial<Record<TxKind, number>> = {
  [TX_KIND.erc20Transfer]: 0.03,
  [TX_KIND.erc20Approve]: 0.01,
  [TX_KIND.swapTokens]: 0.09,
  [TX_KIND.swapNative]: 0.07,
  [TX_KIND.erc721Mint]: 0.04,
  [TX_KIND.erc721Transfer]: 0.02,
  [TX_KIND.erc1155Transfer]: 0.02,
  [TX_KIND.teleporterSend]: 0.05,
};

interface BlockDraft {
  number: number;
  rng: Rng;
  gasLeft: number;
  baseGwei: number;
  feesGwei: number;
  logIndex: number;
}

interface TxDraft {
  from: number;
  to: number;
  kind: TxKind;
  valueGwei: number;
  contract: number;
  amount: number;
}

const tx = (from: number, to: number, kind: TxKind, contract: number, valueGwei: number, amount: number): TxDraft => ({
  from,
  to,
  kind,
  valueGwei,
  contract,
  amount,
});

export interface BuilderParams {
  seed: number;
  /** Mean transactions per second of the chain (history.ts chainTxRate), before its traffic cycles. */
  txPerSecond: number;
  /** The contracts to deploy in the first blocks. */
  baseContracts: ContractTemplate[];
}

/**
 * Appends blocks to a chain: the history at start-up and the live blocks afterwards go through
 * the same code, so they follow the same rules. Each block draws from its own random stream
 * (seed, chain, block number), so one seed always yields the same chain.
 */
export class BlockBuilder {
  /** Each block draws from its own stream, seeded from this and its number. */
  private readonly chainSeed: number;
  private readonly fee: EvmFeeConfig;
  private readonly nonces: Column<Uint32Array>;
  /** Approximate balances in gwei: only to keep every sender able to pay; exact ones come from history. */
  private readonly balances: Column<Float64Array>;
  private readonly pending: ContractTemplate[];
  private readonly erc20: Contract[] = [];
  private readonly erc721: Contract[] = [];
  private readonly erc1155: Contract[] = [];
  private router: Contract | undefined;
  private messenger!: Contract;
  private nextBaseFee: number;

  constructor(
    private readonly store: ChainStore,
    private readonly params: BuilderParams,
  ) {
    this.chainSeed = evmChainSeed(params.seed, store.spec.evmChainId);
    this.fee = feeConfigOf(store.spec);
    this.nonces = u32(store.pool.size + 64);
    this.balances = f64(store.pool.size + 64);
    this.pending = [...params.baseContracts];
    this.nextBaseFee = this.fee.minBaseFee;
  }

  /** Block 0: no transactions, the genesis alloc's balances and predeploys. */
  genesis(timestamp: number): void {
    const alloc = genesisAlloc(this.params.seed, this.store.spec);
    for (const [address, account] of Object.entries(alloc)) {
      // Predeploys (with code) are no pool account: looking them up would derive the whole pool.
      if (account.code !== undefined) continue;
      const id = this.store.idOf(address);
      if (id !== undefined) this.balances.set(id, Number(BigInt(account.balance) / BigInt(GWEI)));
    }
    this.messenger = this.store.addContract({
      kind: 'predeployed',
      address: TELEPORTER_MESSENGER,
      name: 'TeleporterMessenger',
      symbol: '',
      decimals: 0,
      deployTx: -1,
      supply: 0,
      owners: [],
      mintBlock: [],
      holders: [],
    });
    this.writeBlock(0, timestamp, 0, this.fee.gasLimit, 0);
  }

  /**
   * Appends a block at `timestamp` holding the transactions of `txSeconds` of the chain's traffic
   * (the gap since its parent for a history block; one block interval for a live one).
   */
  appendBlock(timestamp: number, txSeconds: number): void {
    const store = this.store;
    const number = store.blockCount;
    const rng = new Rng(mix32(this.chainSeed + Math.imul(number, 0x9e3779b1)));
    const gap = timestamp - store.blockTs.get(number - 1);
    const block: BlockDraft = {
      number,
      rng,
      gasLeft: this.fee.gasLimit,
      baseGwei: Math.ceil(this.nextBaseFee / GWEI),
      feesGwei: 0,
      logIndex: 0,
    };
    const txStart = store.txCount;
    while (this.pending.length && block.gasLeft > GAS[K.contractCreation][1] * 1.6) {
      if (!this.deploy(block, this.pending[0], TREASURIES + store.contracts.length)) break;
      this.pending.shift();
    }
    // The treasury's top-ups count toward the target, so the rate stays the chain's while new
    // accounts are being funded (many at first at the larger scales).
    const target = this.txTarget(timestamp, txSeconds, rng);
    const end = store.txCount + target;
    for (let tries = 0; store.txCount < end && tries < 2 * target && block.gasLeft > 60_000; tries++) this.randomTx(block);
    const gasUsed = this.fee.gasLimit - block.gasLeft;
    const baseFee = this.nextBaseFee;
    this.writeBlock(number, timestamp, txStart, gasUsed, block.feesGwei, baseFee, gap);
    this.nextBaseFee = this.followingBaseFee(baseFee, gasUsed);
  }

  private writeBlock(
    n: number,
    ts: number,
    txStart: number,
    gasUsed: number,
    feesGwei: number,
    baseFee = this.fee.minBaseFee,
    gap = this.fee.targetBlockRate,
  ): void {
    const s = this.store;
    const txCount = s.txCount - txStart;
    const parentCost = n > 0 ? s.blockGasCost.get(n - 1) : 0;
    const gasCost = Math.min(
      this.fee.maxBlockGasCost,
      Math.max(this.fee.minBlockGasCost, parentCost + this.fee.blockGasCostStep * (this.fee.targetBlockRate - gap)),
    );
    s.blockTs.set(n, ts);
    s.blockTxStart.set(n, txStart);
    s.blockTxCount.set(n, txCount);
    s.blockGasUsed.set(n, gasUsed);
    s.blockGasLimit.set(n, this.fee.gasLimit);
    s.blockBaseFee.set(n, baseFee);
    s.blockGasCost.set(n, gasCost);
    s.blockFeesGwei.set(n, feesGwei);
    s.blockCount = n + 1;
  }

  /** EIP-1559 style: the base fee moves toward keeping blocks half full, never below the minimum. */
  private followingBaseFee(baseFee: number, gasUsed: number): number {
    const target = this.fee.gasLimit / 2;
    const next = baseFee + (baseFee * (gasUsed - target)) / target / this.fee.baseFeeChangeDenominator;
    return Math.max(this.fee.minBaseFee, Math.round(next));
  }

  /**
   * The chain's rate over `txSeconds` at the traffic of the moment (traffic.ts), give or take
   * half; rounded at random so that a fraction of a transaction is one that often.
   */
  private txTarget(timestamp: number, txSeconds: number, rng: Rng): number {
    const mean = this.params.txPerSecond * txSeconds * trafficAt(this.chainSeed, timestamp);
    return Math.floor(mean * (0.5 + rng.next()) + rng.next());
  }

  private randomEoa(rng: Rng): number {
    // Skewed: low ids are the busy accounts, as on a real chain.
    const span = this.store.pool.size - TREASURIES;
    return TREASURIES + Math.floor(span * rng.next() ** 1.7);
  }

  private randomTx(block: BlockDraft): void {
    const rng = block.rng;
    if (rng.chance(CREATION_CHANCE)) {
      this.deploy(
        block,
        { kind: 'generic', name: `Contract ${this.store.contracts.length}`, symbol: '', decimals: 0, supply: 0 },
        this.randomEoa(rng),
      );
      return;
    }
    let r = rng.next();
    let kind: TxKind = K.nativeTransfer;
    for (const [k, w] of KIND_WEIGHTS) {
      if (r < w) {
        kind = k;
        break;
      }
      r -= w;
    }
    const draft = this.draft(kind, rng) ?? this.draft(K.nativeTransfer, rng)!;
    const seq = this.commit(block, draft);
    if (seq >= 0 && this.store.txStatus.get(seq) === 1) this.applyEffects(block, seq, draft);
  }

  private nativeValue(rng: Rng): number {
    return Math.round(10 ** (VALUE_LOG10[0] + (VALUE_LOG10[1] - VALUE_LOG10[0]) * rng.next()) * GWEI);
  }

  /** A transaction of `kind`, or undefined when its contract or token does not exist yet. */
  private draft(kind: TxKind, rng: Rng): TxDraft | undefined {
    const from = this.randomEoa(rng);
    switch (kind) {
      case K.nativeTransfer:
        return tx(from, this.otherEoa(rng, from), kind, NONE, this.nativeValue(rng), 0);
      case K.erc20Approve: {
        if (!this.erc20.length) return undefined;
        const c = rng.pick(this.erc20);
        return tx(from, this.store.contractId(c), kind, c.index, 0, rng.int(1, 5_000_000));
      }
      case K.erc20Transfer: {
        // Only a holder sends, at most what it holds, so every balance is the sum of its transfers.
        if (!this.erc20.length) return undefined;
        const c = rng.pick(this.erc20);
        const holders = c.holders[0];
        if (!holders.ids.length) return undefined;
        const sender = rng.pick(holders.ids);
        return tx(sender, this.store.contractId(c), kind, c.index, 0, Math.min(rng.int(1, 5_000_000), holders.amountOf(sender)));
      }
      case K.swapTokens:
      case K.swapNative: {
        const router = this.router;
        if (!router) return undefined;
        const value = kind === K.swapNative ? this.nativeValue(rng) : 0;
        return tx(from, this.store.contractId(router), kind, router.index, value, 0);
      }
      case K.erc721Mint: {
        if (!this.erc721.length) return undefined;
        const c = rng.pick(this.erc721);
        if (c.owners.length > ERC721_MAX_SUPPLY) return undefined;
        return tx(from, this.store.contractId(c), kind, c.index, 0, c.owners.length);
      }
      case K.erc721Transfer: {
        if (!this.erc721.length) return undefined;
        const c = rng.pick(this.erc721);
        const tokenId = rng.int(1, c.owners.length);
        const owner = c.owners[tokenId];
        if (owner === undefined || owner >= this.store.pool.size) return undefined;
        return tx(owner, this.store.contractId(c), kind, c.index, 0, tokenId);
      }
      case K.erc1155Transfer: {
        if (!this.erc1155.length) return undefined;
        const c = rng.pick(this.erc1155);
        const tokenId = rng.int(1, ERC1155_TOKEN_TYPES + 1);
        const holders = c.holders[tokenId].ids;
        if (!holders.length) return undefined;
        return tx(rng.pick(holders), this.store.contractId(c), kind, c.index, 0, tokenId);
      }
      case K.teleporterSend:
        return tx(from, this.store.contractId(this.messenger), kind, this.messenger.index, 0, 0);
      default:
        return undefined;
    }
  }

  /**
   * Records the transaction if the block has room and the sender can pay (a treasury tops the
   * sender up first when needed). Returns its sequence number, or -1 when it did not fit.
   */
  private commit(block: BlockDraft, d: TxDraft, gasRange = GAS[d.kind]): number {
    const rng = block.rng;
    const gasNeeded = rng.int(gasRange[0], gasRange[1]);
    const gasLimit = d.kind === K.nativeTransfer ? 21_000 : Math.round(gasNeeded * (1.2 + 0.4 * rng.next()));
    const priority = rng.int(0, 3);
    const legacy = rng.chance(0.12);
    const price = block.baseGwei + (legacy ? 5 : priority);
    if (!this.ensureFunds(block, d.from, d.valueGwei + gasLimit * price, gasLimit)) return -1;
    const failed = rng.chance(FAILURE_CHANCE[d.kind] ?? 0);
    const gasUsed = failed ? Math.floor(gasNeeded * (0.3 + 0.6 * rng.next())) : gasNeeded;
    return this.record(block, d, { gasLimit, gasUsed, price, priority: legacy ? 0 : priority, legacy, failed });
  }

  private ensureFunds(block: BlockDraft, from: number, needGwei: number, gasLimit: number): boolean {
    if (gasLimit > block.gasLeft) return false;
    if (this.balances.get(from) >= needGwei + GWEI) return true;
    if (from < TREASURIES || gasLimit + 21_000 > block.gasLeft) return false;
    const treasury = from % TREASURIES;
    const amount = Math.round(FUNDING_GWEI[0] + (FUNDING_GWEI[1] - FUNDING_GWEI[0]) * block.rng.next()) + needGwei;
    if (this.balances.get(treasury) < amount + 10 * GWEI) return false;
    const funding: TxDraft = { from: treasury, to: from, kind: K.nativeTransfer, valueGwei: amount, contract: NONE, amount: 0 };
    this.record(block, funding, { gasLimit: 21_000, gasUsed: 21_000, price: block.baseGwei, priority: 0, legacy: false, failed: false });
    return gasLimit <= block.gasLeft;
  }

  private record(
    block: BlockDraft,
    d: TxDraft,
    g: { gasLimit: number; gasUsed: number; price: number; priority: number; legacy: boolean; failed: boolean },
  ): number {
    const s = this.store;
    const seq = s.txCount++;
    s.txBlock.set(seq, block.number);
    s.txFrom.set(seq, d.from);
    s.txTo.set(seq, d.to);
    s.txKind.set(seq, d.kind);
    s.txStatus.set(seq, g.failed ? 0 : 1);
    s.txType.set(seq, g.legacy ? 0 : 2);
    s.txGasLimit.set(seq, g.gasLimit);
    s.txGasUsed.set(seq, g.gasUsed);
    s.txGasPriceGwei.set(seq, g.price);
    s.txPriorityGwei.set(seq, g.priority);
    s.txNonce.set(seq, this.nonces.get(d.from));
    s.txValueGwei.set(seq, d.valueGwei);
    s.txContract.set(seq, d.contract);
    s.txAmount.set(seq, d.amount);
    this.nonces.set(d.from, this.nonces.get(d.from) + 1);
    const feeGwei = g.gasUsed * g.price;
    const moved = g.failed ? 0 : d.valueGwei;
    this.balances.set(d.from, this.balances.get(d.from) - feeGwei - moved);
    this.balances.set(d.to, this.balances.get(d.to) + moved);
    block.gasLeft -= g.gasUsed;
    block.feesGwei += feeGwei;
    if (g.failed) s.failedTxs.push(seq);
    else if (d.kind !== K.nativeTransfer) block.logIndex++;
    s.addressTxs.push(d.from, seq);
    s.addressTxs.push(d.to, seq);
    return seq;
  }

  /** What a successful call changes: token holdings, recorded as transfers with log indexes; internal value calls. */
  private applyEffects(block: BlockDraft, seq: number, d: TxDraft): void {
    const contract = this.store.contracts[d.contract];
    if (d.kind === K.erc20Transfer) {
      // The call's own log (counted by record) is its Transfer event.
      this.transferErc20(seq, contract, d.from, this.otherEoa(block.rng, d.from), d.amount, block.logIndex - 1);
    } else if (d.kind === K.swapNative) {
      // The router wraps the value it was sent: a CALL with value to the wrapped native token.
      const s = this.store;
      s.addressInternals.push(d.to, seq);
      s.addressInternals.push(s.contractId(this.erc20[0]), seq);
    } else if (d.kind === K.erc721Mint) {
      contract.owners.push(NONE);
      this.transferNft(block, seq, contract, d.amount, NONE, d.from, 1);
    } else if (d.kind === K.erc721Transfer) {
      this.transferNft(block, seq, contract, d.amount, d.from, this.otherEoa(block.rng, d.from), 1);
    } else if (d.kind === K.erc1155Transfer) {
      const have = contract.holders[d.amount].amountOf(d.from);
      this.transferNft(block, seq, contract, d.amount, d.from, this.otherEoa(block.rng, d.from), block.rng.int(1, Math.min(have, 5) + 1));
    }
  }

  private transferErc20(seq: number, c: Contract, from: number, to: number, hundredths: number, logIndex: number): void {
    const s = this.store;
    const i = s.erc20.push(seq, c.index, from, to, hundredths, logIndex);
    if (from !== NONE) c.holders[0].add(from, -hundredths);
    c.holders[0].add(to, hundredths);
    if (from !== NONE) s.addressErc20.push(from, i);
    s.addressErc20.push(to, i);
  }

  private otherEoa(rng: Rng, not: number): number {
    const id = this.randomEoa(rng);
    return id === not ? (id + 1 < this.store.pool.size ? id + 1 : TREASURIES) : id;
  }

  private transferNft(block: BlockDraft, seq: number, c: Contract, tokenId: number, from: number, to: number, amount: number): void {
    const s = this.store;
    const i = s.nft.push(seq, c.index, from, to, amount, block.logIndex++);
    s.nftTokenId.set(i, tokenId);
    if (c.kind === 'erc721') {
      c.owners[tokenId] = to;
      if (from === NONE) c.mintBlock[tokenId] = block.number;
    } else {
      if (from !== NONE) c.holders[tokenId].add(from, -amount);
      c.holders[tokenId].add(to, amount);
    }
    for (const id of [from, to]) {
      if (id === NONE) continue;
      s.addressNft.push(id, i);
      (c.kind === 'erc721' ? s.addressErc721 : s.addressErc1155).push(id, i);
    }
  }

  /** A CONTRACT_CREATION at the address CREATE gives (deployer, nonce), with its constructor's mints. */
  private deploy(block: BlockDraft, t: ContractTemplate, deployer: number): boolean {
    const s = this.store;
    const gas = GAS[K.contractCreation];
    if (!this.ensureFunds(block, deployer, gas[1] * 2 * (block.baseGwei + 3), gas[1] * 2)) return false;
    const address = hex0x(createAddress(s.pool.bytesOf(deployer), this.nonces.get(deployer)));
    const contract = s.addContract({
      kind: t.kind,
      address,
      name: t.name,
      symbol: t.symbol,
      decimals: t.decimals,
      deployTx: s.txCount,
      supply: t.supply,
      owners: [NONE],
      mintBlock: [block.number],
      holders:
        t.kind === 'erc1155'
          ? Array.from({ length: ERC1155_TOKEN_TYPES + 1 }, () => new HolderSet())
          : t.kind === 'erc20'
            ? [new HolderSet()]
            : [],
      teleporter: t.teleporter,
      ...(t.unpriced ? { unpriced: true } : {}),
      ...(t.spam ? { spam: true } : {}),
    });
    const draft: TxDraft = {
      from: deployer,
      to: s.contractId(contract),
      kind: K.contractCreation,
      valueGwei: 0,
      contract: contract.index,
      amount: 0,
    };
    this.record(block, draft, {
      gasLimit: gas[1] * 2,
      gasUsed: block.rng.int(gas[0], gas[1]),
      price: block.baseGwei + 2,
      priority: 2,
      legacy: false,
      failed: false,
    });
    const seq = contract.deployTx;
    // The creation is an internal CREATE call of the deployer.
    s.addressInternals.push(deployer, seq);
    s.addressInternals.push(s.contractId(contract), seq);
    if (t.kind === 'erc20') this.transferErc20(seq, contract, NONE, deployer, t.supply * 100, block.logIndex++);
    if (t.kind === 'erc721') {
      for (let i = 1; i <= DEPLOY_MINTS; i++) {
        contract.owners.push(NONE);
        this.transferNft(block, seq, contract, i, NONE, deployer, 1);
      }
      this.erc721.push(contract);
    } else if (t.kind === 'erc1155') {
      for (let id = 1; id <= ERC1155_TOKEN_TYPES; id++) {
        contract.mintBlock[id] = block.number;
        this.transferNft(block, seq, contract, id, NONE, deployer, block.rng.int(100, 1_000));
      }
      this.erc1155.push(contract);
    } else if (t.kind === 'erc20') this.erc20.push(contract);
    else if (t.kind === 'router') this.router = contract;
    return true;
  }
}

/** A chain's own seed: its blocks' random streams and its busy hours (traffic.ts) derive from it. */
export const evmChainSeed = (seed: number, evmChainId: number): number => hashLabel(`${seed}:evm:${evmChainId}`);

/** The init code a deployment carries (its `input`): deterministic per contract. */
export const initCode = (address: string): string => predeployCode(`init:${address}`);
