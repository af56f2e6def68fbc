import type { EvmChainSpec } from '../catalog';
import type { AccountPool } from './accountPool';
import { AddressIndex } from './addressIndex';
import { ByteRows, Column, f64, u16, u32, u8 } from './column';
import type { Contract } from './contracts';
import { TransferColumns } from './transferColumns';

/** "No address": the zero address of mints. */
export const NO_ADDRESS = 0xffffffff;

/**
 * Everything one EVM chain has recorded, as flat columns indexed by block number, transaction
 * sequence number (0.. in chain order) and NFT transfer number, plus the per-address indexes
 * that keep every page O(page size). Only the block builder writes here.
 */
export class ChainStore {
  // Blocks, by number.
  blockCount = 0;
  readonly blockTs: Column<Float64Array>;
  readonly blockTxStart: Column<Uint32Array>;
  readonly blockTxCount: Column<Uint16Array>;
  readonly blockGasUsed: Column<Uint32Array>;
  readonly blockGasLimit: Column<Uint32Array>;
  /** Wei. */
  readonly blockBaseFee: Column<Float64Array>;
  readonly blockGasCost: Column<Float64Array>;
  /** Sum of the block's fees in gwei (every gas price is whole gwei, so this is exact). */
  readonly blockFeesGwei: Column<Float64Array>;
  /** Block hashes, made when first asked for (EvmChain.blockHash); blockHashMade marks those made. */
  readonly blockHash: ByteRows;
  readonly blockHashMade: Column<Uint8Array>;

  // Transactions, by sequence number.
  txCount = 0;
  readonly txBlock: Column<Uint32Array>;
  readonly txFrom: Column<Uint32Array>;
  readonly txTo: Column<Uint32Array>;
  readonly txKind: Column<Uint8Array>;
  readonly txStatus: Column<Uint8Array>;
  /** 0 legacy, 2 dynamic fee (EIP-1559). */
  readonly txType: Column<Uint8Array>;
  readonly txGasLimit: Column<Uint32Array>;
  readonly txGasUsed: Column<Uint32Array>;
  readonly txGasPriceGwei: Column<Uint32Array>;
  readonly txPriorityGwei: Column<Uint32Array>;
  readonly txNonce: Column<Uint32Array>;
  readonly txValueGwei: Column<Float64Array>;
  /** Contract index the call targets or creates; NO_ADDRESS for native transfers. */
  readonly txContract: Column<Uint32Array>;
  /** ERC-20 amount in hundredths of a token, or the NFT token id. */
  readonly txAmount: Column<Float64Array>;
  /** Sequence numbers of failed transactions, ascending (the status=failed filter). */
  readonly failedTxs: number[] = [];

  /** NFT transfers (ERC-721 and ERC-1155), in chain order; the amount is 1 for an ERC-721 token. */
  readonly nft: TransferColumns<Uint32Array>;
  /** The token id of each NFT transfer, by its number in `nft`. */
  readonly nftTokenId: Column<Uint32Array>;
  /**
   * ERC-20 transfers (mints at deployment and transfer calls), in chain order; amounts in hundredths of a token
   * (exact as a double: supplies stay far below 2^53 hundredths).
   */
  readonly erc20: TransferColumns<Float64Array>;

  // Per-address indexes, by address id; each run ascending.
  readonly addressTxs = new AddressIndex();
  readonly addressErc721 = new AddressIndex();
  readonly addressNft = new AddressIndex();
  /** ERC-1155 transfers (NFT transfer numbers) from or to the address. */
  readonly addressErc1155 = new AddressIndex();
  /** ERC-20 transfer numbers from or to the address. */
  readonly addressErc20 = new AddressIndex();
  /** Sequence numbers of the transactions whose internal calls (creations, value calls) the address is party to. */
  readonly addressInternals = new AddressIndex();

  readonly contracts: Contract[] = [];
  private readonly contractIds = new Map<string, number>();

  constructor(
    readonly spec: EvmChainSpec,
    readonly pool: AccountPool,
    expectedBlocks: number,
    expectedTxs: number,
  ) {
    const b = expectedBlocks + 1;
    this.blockTs = f64(b);
    this.blockTxStart = u32(b);
    this.blockTxCount = u16(b);
    this.blockGasUsed = u32(b);
    this.blockGasLimit = u32(b);
    this.blockBaseFee = f64(b);
    this.blockGasCost = f64(b);
    this.blockFeesGwei = f64(b);
    this.blockHash = new ByteRows(32, b);
    this.blockHashMade = u8(b);
    const t = expectedTxs;
    this.txBlock = u32(t);
    this.txFrom = u32(t);
    this.txTo = u32(t);
    this.txKind = u8(t);
    this.txStatus = u8(t);
    this.txType = u8(t);
    this.txGasLimit = u32(t);
    this.txGasUsed = u32(t);
    this.txGasPriceGwei = u32(t);
    this.txPriorityGwei = u32(t);
    this.txNonce = u32(t);
    this.txValueGwei = f64(t);
    this.txContract = u32(t);
    this.txAmount = f64(t);
    const n = Math.ceil(t / 8);
    this.nft = new TransferColumns(n, u32);
    this.nftTokenId = u32(n);
    this.erc20 = new TransferColumns(Math.ceil(t / 4), f64);
  }

  /** Every per-address index (compacted after the history is built). */
  get addressIndexes(): AddressIndex[] {
    return [this.addressTxs, this.addressErc721, this.addressNft, this.addressErc1155, this.addressErc20, this.addressInternals];
  }

  get headNumber(): number {
    return this.blockCount - 1;
  }

  /** Address ids: the network's EOAs first, then this chain's contracts. */
  addressOf(id: number): string {
    if (id === NO_ADDRESS) return '0x0000000000000000000000000000000000000000';
    return id < this.pool.size ? this.pool.hexOf(id) : this.contracts[id - this.pool.size].address;
  }

  idOf(address: string): number | undefined {
    const lower = address.toLowerCase();
    return this.pool.idOf(lower) ?? this.contractIds.get(lower);
  }

  contractAt(address: string): Contract | undefined {
    const id = this.contractIds.get(address.toLowerCase());
    return id === undefined ? undefined : this.contracts[id - this.pool.size];
  }

  contractOfId(id: number): Contract | undefined {
    return id >= this.pool.size && id !== NO_ADDRESS ? this.contracts[id - this.pool.size] : undefined;
  }

  addContract(contract: Omit<Contract, 'index'>): Contract {
    const full: Contract = { ...contract, index: this.contracts.length };
    this.contracts.push(full);
    this.contractIds.set(full.address, this.pool.size + full.index);
    return full;
  }

  contractId(contract: Contract): number {
    return this.pool.size + contract.index;
  }
}
