import type { EvmChainSpec } from '../catalog';
import type { AccountPool } from './accountPool';
import { BlockBuilder, initCode, type BuilderParams } from './blockBuilder';
import { callData } from './callData';
import { ChainStore, NO_ADDRESS } from './chainStore';
import { lowerBound } from './column';
import type { Contract } from './contracts';
import { genesisAlloc } from './genesisAlloc';
import { ByteWriter, hex0x, keccak } from './hex';
import { METHODS, TX_KIND, type MethodInfo, type TxKind } from './methods';
import { NativeBalances } from './nativeBalances';
import { partitionPoint } from '../partitionPoint';

const GWEI = 1_000_000_000n;
/**
 * Transaction hashes kept once computed. The transaction lists serve rendered JSON (which holds
 * the hash), so this serves the rest (NFT transfers, exports, deployments): recent ones suffice.
 */
const TX_HASH_CACHE = 50_000;

/** A block with every value the API shows, as the simulation knows it. */
export interface BlockView {
  number: number;
  timestamp: number;
  hash: string;
  parentHash: string;
  txCount: number;
  gasUsed: number;
  gasLimit: number;
  /** Wei. */
  baseFee: number;
  gasCost: number;
  /** Wei, decimal string. */
  feesSpent: string;
  /** Transactions in this block and every earlier one. */
  cumulativeTransactions: number;
}

export interface TxView {
  seq: number;
  blockNumber: number;
  blockTimestamp: number;
  blockHash: string;
  blockIndex: number;
  txHash: string;
  /** "1" success, "0" failed. */
  status: '0' | '1';
  txType: number;
  kind: TxKind;
  method: MethodInfo;
  gasLimit: number;
  gasUsed: number;
  /** Wei, decimal strings. */
  gasPrice: string;
  baseFeePerGas: string;
  maxFeePerGas: string;
  maxPriorityFeePerGas: string;
  nonce: number;
  from: string;
  to: string;
  /** The contract `to` names (token, router, messenger, created contract). */
  contract?: Contract;
  /** Native value, wei decimal string. */
  value: string;
}

export interface NftTransferView {
  index: number;
  tx: TxView;
  contract: Contract;
  tokenId: number;
  from: string;
  to: string;
  amount: number;
  logIndex: number;
}

export interface Erc20TransferView {
  index: number;
  tx: TxView;
  contract: Contract;
  from: string;
  to: string;
  /** In the token's smallest unit, decimal string. */
  value: string;
  logIndex: number;
}

export interface Holding {
  contract: Contract;
  tokenId: number;
  amount: number;
}

/**
 * One simulated EVM chain: its history and live blocks (built by BlockBuilder into a
 * ChainStore) and the queries the endpoints, the metrics and the exports run on it. Lists
 * are walked from indexes in O(page size): blocks by number, transactions by sequence number,
 * per-address lists by position.
 */
export class EvmChain {
  readonly store: ChainStore;
  private readonly builder: BlockBuilder;
  /** Genesis balances in wei by address id. */
  readonly alloc = new Map<number, bigint>();
  private readonly nativeBalances: NativeBalances;
  private readonly txHashes = new Map<number, string>();

  constructor(
    readonly spec: EvmChainSpec,
    pool: AccountPool,
    seed: number,
    builderParams: BuilderParams,
    expected: { blocks: number; txs: number },
  ) {
    this.store = new ChainStore(spec, pool, expected.blocks, expected.txs);
    this.builder = new BlockBuilder(this.store, builderParams);
    this.nativeBalances = new NativeBalances(this.store, this.alloc);
    for (const [address, account] of Object.entries(genesisAlloc(seed, spec))) {
      if (account.code !== undefined) continue; // a predeploy, as in BlockBuilder.genesis
      const id = this.store.idOf(address);
      if (id !== undefined) this.alloc.set(id, BigInt(account.balance));
    }
  }

  /** Block 0 and the history blocks at `timestamps` (history.ts), each with its gap's transactions. */
  buildHistory(timestamps: Float64Array): void {
    this.builder.genesis(timestamps[0]);
    for (let n = 1; n < timestamps.length; n++) this.builder.appendBlock(timestamps[n], timestamps[n] - timestamps[n - 1]);
    for (const index of this.store.addressIndexes) index.compact();
  }

  /**
   * Appends a live block; its timestamp never goes back. It carries one block interval of
   * traffic whatever the timer's jitter (and when tests mine on a stopped clock).
   */
  mine(timestampSeconds: number): number {
    const ts = Math.max(timestampSeconds, this.store.blockTs.get(this.store.headNumber));
    this.builder.appendBlock(ts, this.spec.blockIntervalSeconds);
    return this.store.headNumber;
  }

  get headNumber(): number {
    return this.store.headNumber;
  }

  get txCount(): number {
    return this.store.txCount;
  }

  hasBlock(n: number): boolean {
    return Number.isInteger(n) && n >= 0 && n <= this.store.headNumber;
  }

  block(n: number): BlockView | undefined {
    const s = this.store;
    if (!this.hasBlock(n)) return undefined;
    return {
      number: n,
      timestamp: s.blockTs.get(n),
      hash: hex0x(this.blockHash(n)),
      parentHash: n === 0 ? hex0x(new Uint8Array(32)) : hex0x(this.blockHash(n - 1)),
      txCount: s.blockTxCount.get(n),
      gasUsed: s.blockGasUsed.get(n),
      gasLimit: s.blockGasLimit.get(n),
      baseFee: s.blockBaseFee.get(n),
      gasCost: s.blockGasCost.get(n),
      feesSpent: (BigInt(s.blockFeesGwei.get(n)) * GWEI).toString(),
      cumulativeTransactions: s.blockTxStart.get(n) + s.blockTxCount.get(n),
    };
  }

  /**
   * keccak256 of the block's header content, its last 4 bytes then XORed with its number (so a
   * hash names its block: blockNumberOfHash needs no index of every hash). The header leaves out
   * the wall-clock timestamp, so one seed gives the same hashes whenever the service starts
   * (timestamps are laid out back from "now"). Made when first asked for: start-up hashes nothing.
   */
  private blockHash(n: number): Uint8Array {
    const s = this.store;
    if (s.blockHashMade.get(n) !== 1) {
      const hash = keccak(
        new ByteWriter()
          .u32(s.spec.evmChainId)
          .u64(n)
          .u64(s.blockTxStart.get(n))
          .u32(s.blockTxCount.get(n))
          .u32(s.blockGasUsed.get(n))
          .u32(s.blockGasLimit.get(n))
          .u64(s.blockBaseFee.get(n))
          .u64(s.blockFeesGwei.get(n))
          .done(),
      );
      new DataView(hash.buffer, hash.byteOffset).setUint32(28, (readU32(hash, 0) ^ n) >>> 0);
      s.blockHash.set(n, hash);
      s.blockHashMade.set(n, 1);
    }
    return s.blockHash.get(n);
  }

  blockNumberOfHash(hash: string): number | undefined {
    const hex = hash.toLowerCase();
    if (!/^0x[0-9a-f]{64}$/.test(hex)) return undefined;
    const word = (byte: number) => parseInt(hex.slice(2 + 2 * byte, 10 + 2 * byte), 16);
    const n = (word(28) ^ word(0)) >>> 0;
    return this.hasBlock(n) && hex0x(this.blockHash(n)) === hex ? n : undefined;
  }

  /** Block numbers below `before` (exclusive), newest first. */
  latestBlocks(before: number, limit: number): number[] {
    const out: number[] = [];
    for (let n = Math.min(before, this.store.blockCount) - 1; n >= 0 && out.length < limit; n--) out.push(n);
    return out;
  }

  /** Transaction sequence numbers below `before` (exclusive), newest first, optionally by status. */
  latestTransactions(before: number, limit: number, status?: 'failed' | 'success'): number[] {
    const s = this.store;
    const out: number[] = [];
    const start = Math.min(before, s.txCount) - 1;
    if (status === 'failed') {
      for (let i = lowerBound(s.failedTxs, s.failedTxs.length, start + 1) - 1; i >= 0 && out.length < limit; i--) out.push(s.failedTxs[i]);
      return out;
    }
    for (let seq = start; seq >= 0 && out.length < limit; seq--) {
      if (status === 'success' && s.txStatus.get(seq) !== 1) continue;
      out.push(seq);
    }
    return out;
  }

  transaction(seq: number): TxView {
    const s = this.store;
    const n = s.txBlock.get(seq);
    const kind = s.txKind.get(seq) as TxKind;
    const price = BigInt(s.txGasPriceGwei.get(seq)) * GWEI;
    const baseFee = BigInt(s.blockBaseFee.get(n));
    const priority = BigInt(s.txPriorityGwei.get(seq)) * GWEI;
    const from = s.txFrom.get(seq);
    const to = s.txTo.get(seq);
    const contract = s.contractOfId(to);
    return {
      seq,
      blockNumber: n,
      blockTimestamp: s.blockTs.get(n),
      blockHash: hex0x(this.blockHash(n)),
      blockIndex: seq - s.blockTxStart.get(n),
      txHash: this.txHash(seq),
      status: s.txStatus.get(seq) === 1 ? '1' : '0',
      txType: s.txType.get(seq),
      kind,
      method: METHODS[kind],
      gasLimit: s.txGasLimit.get(seq),
      gasUsed: s.txGasUsed.get(seq),
      gasPrice: price.toString(),
      baseFeePerGas: baseFee.toString(),
      maxFeePerGas: (s.txType.get(seq) === 0 ? price : baseFee * 2n + priority).toString(),
      maxPriorityFeePerGas: (s.txType.get(seq) === 0 ? price : priority).toString(),
      nonce: s.txNonce.get(seq),
      from: s.addressOf(from),
      to: s.addressOf(to),
      contract,
      value: (BigInt(s.txValueGwei.get(seq)) * GWEI).toString(),
    };
  }

  /**
   * keccak256 of the transaction's identity (chain, sequence number, sender, nonce, kind), its last 4 bytes
   * then XORed with its sequence number, so a hash names its transaction as a block hash names its block.
   * Hashing dominates the cost of a page, so each hash is computed once, when first shown.
   */
  txHash(seq: number): string {
    let hash = this.txHashes.get(seq);
    if (hash === undefined) {
      const s = this.store;
      const bytes = keccak(
        new ByteWriter().u32(s.spec.evmChainId).u64(seq).u32(s.txFrom.get(seq)).u32(s.txNonce.get(seq)).u32(s.txKind.get(seq)).done(),
      );
      new DataView(bytes.buffer, bytes.byteOffset).setUint32(28, (readU32(bytes, 0) ^ seq) >>> 0);
      hash = hex0x(bytes);
      if (this.txHashes.size >= TX_HASH_CACHE) this.txHashes.delete(this.txHashes.keys().next().value!);
      this.txHashes.set(seq, hash);
    }
    return hash;
  }

  /** The sequence number of the transaction with this hash, if there is one. */
  seqOfHash(hash: string): number | undefined {
    const hex = hash.toLowerCase();
    if (!/^0x[0-9a-f]{64}$/.test(hex)) return undefined;
    const seq = (parseInt(hex.slice(58, 66), 16) ^ parseInt(hex.slice(2, 10), 16)) >>> 0;
    return seq < this.store.txCount && this.txHash(seq) === hex ? seq : undefined;
  }

  /** The wrapped native token: the first ERC-20 every chain deploys (its router wraps what swaps send). */
  wrappedNative(): Contract {
    return this.store.contracts.find((c) => c.kind === 'erc20')!;
  }

  erc20Transfer(index: number): Erc20TransferView {
    const s = this.store;
    const contract = s.contracts[s.erc20.contract.get(index)];
    return {
      index,
      tx: this.transaction(s.erc20.tx.get(index)),
      contract,
      from: s.addressOf(s.erc20.from.get(index)),
      to: s.addressOf(s.erc20.to.get(index)),
      value: (BigInt(s.erc20.amount.get(index)) * 10n ** BigInt(contract.decimals - 2)).toString(),
      logIndex: s.erc20.logIndex.get(index),
    };
  }

  /** Call data: the init code of a creation, else the method's ABI-encoded arguments (callData). */
  transactionInput(seq: number): string {
    const s = this.store;
    return s.txKind.get(seq) === TX_KIND.contractCreation ? initCode(s.addressOf(s.txTo.get(seq))) : callData(this, seq);
  }

  /** Wei held by `address` after block `atBlock`: genesis alloc, plus what it received, less what it sent and paid. */
  nativeBalance(address: string, atBlock: number): bigint {
    const id = this.store.idOf(address);
    return id === undefined ? 0n : this.nativeBalances.at(id, atBlock);
  }

  nftTransfer(index: number): NftTransferView {
    const s = this.store;
    return {
      index,
      tx: this.transaction(s.nft.tx.get(index)),
      contract: s.contracts[s.nft.contract.get(index)],
      tokenId: s.nftTokenId.get(index),
      from: s.addressOf(s.nft.from.get(index)),
      to: s.addressOf(s.nft.to.get(index)),
      amount: s.nft.amount.get(index),
      logIndex: s.nft.logIndex.get(index),
    };
  }

  /**
   * ERC-721 transfers from or to `address`, newest first, in blocks [startBlock, endBlock),
   * below transfer index `before` (exclusive).
   */
  erc721Transfers(address: string, range: { startBlock: number; endBlock: number }, before: number, limit: number): number[] {
    const s = this.store;
    const id = s.idOf(address);
    if (id === undefined) return [];
    const list = s.addressErc721.list(id);
    const blockAt = (i: number) => s.txBlock.get(s.nft.tx.get(list[i]));
    const lo = partitionPoint(list.length, (i) => blockAt(i) < range.startBlock);
    const hi = Math.min(
      partitionPoint(list.length, (i) => blockAt(i) < range.endBlock),
      lowerBound(list, list.length, before),
    );
    const out: number[] = [];
    for (let i = hi - 1; i >= lo && out.length < limit; i--) out.push(list[i]);
    return out;
  }

  /** NFTs `address` holds after block `atBlock`, ordered by contract address then token id. */
  holdings(address: string, atBlock: number): Holding[] {
    const s = this.store;
    const id = s.idOf(address);
    if (id === undefined) return [];
    const list = s.addressNft.list(id);
    const amounts = new Map<number, number>(); // contract index * 2^20 + token id -> amount
    for (const i of list) {
      if (s.txBlock.get(s.nft.tx.get(i)) > atBlock) break;
      const key = s.nft.contract.get(i) * 2 ** 20 + s.nftTokenId.get(i);
      const delta = (s.nft.to.get(i) === id ? 1 : 0) - (s.nft.from.get(i) === id ? 1 : 0);
      amounts.set(key, (amounts.get(key) ?? 0) + delta * s.nft.amount.get(i));
    }
    const out: Holding[] = [];
    for (const [key, amount] of amounts) {
      if (amount > 0) out.push({ contract: s.contracts[Math.floor(key / 2 ** 20)], tokenId: key % 2 ** 20, amount });
    }
    return out.sort((a, b) =>
      a.contract.address < b.contract.address ? -1 : a.contract.address > b.contract.address ? 1 : a.tokenId - b.tokenId,
    );
  }

  contract(address: string): Contract | undefined {
    return this.store.contractAt(address);
  }

  /** Token ids of an NFT contract minted so far, ascending (ERC-721: 1..supply; ERC-1155: every type). */
  tokenCount(contract: Contract): number {
    return contract.kind === 'erc721' ? contract.owners.length - 1 : contract.holders.length - 1;
  }

  /** Owner of an ERC-721 token now, or undefined for ERC-1155 (many holders). */
  ownerOf(contract: Contract, tokenId: number): string | undefined {
    if (contract.kind !== 'erc721') return undefined;
    const owner = contract.owners[tokenId];
    return owner === undefined || owner === NO_ADDRESS ? undefined : this.store.addressOf(owner);
  }

  // ---- for the metrics and export modules ----

  /** Block numbers [first, endExclusive) whose timestamps fall in [startTs, endTs). */
  blockRangeForTime(startTs: number, endTs: number): { first: number; endExclusive: number } {
    const s = this.store;
    return {
      first: lowerBound(s.blockTs.data, s.blockCount, startTs),
      endExclusive: lowerBound(s.blockTs.data, s.blockCount, endTs),
    };
  }

  /** Transactions in blocks whose timestamps fall in [startTs, endTs). O(log blocks). */
  txCountInTimeRange(startTs: number, endTs: number): number {
    const { first, endExclusive } = this.blockRangeForTime(startTs, endTs);
    const s = this.store;
    const cumulativeBefore = (n: number) => (n === 0 ? 0 : s.blockTxStart.get(n - 1) + s.blockTxCount.get(n - 1));
    return cumulativeBefore(endExclusive) - cumulativeBefore(first);
  }

  /** Sequence numbers of the transactions from or to `address` in blocks timestamped in [startTs, endTs), oldest first. */
  transactionsOf(address: string, startTs: number, endTs: number): number[] {
    const s = this.store;
    const id = s.idOf(address);
    if (id === undefined) return [];
    const list = s.addressTxs.list(id);
    const tsAt = (i: number) => s.blockTs.get(s.txBlock.get(list[i]));
    return Array.from(
      list.subarray(
        partitionPoint(list.length, (i) => tsAt(i) < startTs),
        partitionPoint(list.length, (i) => tsAt(i) < endTs),
      ),
    );
  }
}

const readU32 = (bytes: Uint8Array, at: number): number => new DataView(bytes.buffer, bytes.byteOffset).getUint32(at);
