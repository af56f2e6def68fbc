import { Column, lowerBound, u16, u32 } from './column';

/**
 * Token transfers of one kind (ERC-20, or NFTs: ERC-721 and ERC-1155) in chain order, as flat
 * columns by transfer number: the transaction's sequence number, the contract's index, the two
 * address ids, the amount and the log index. Only the block builder appends.
 */
export class TransferColumns<Amount extends Uint32Array | Float64Array> {
  count = 0;
  readonly tx: Column<Uint32Array>;
  readonly contract: Column<Uint32Array>;
  readonly from: Column<Uint32Array>;
  readonly to: Column<Uint32Array>;
  readonly amount: Column<Amount>;
  readonly logIndex: Column<Uint16Array>;

  constructor(capacity: number, amountColumn: (capacity: number) => Column<Amount>) {
    this.tx = u32(capacity);
    this.contract = u32(capacity);
    this.from = u32(capacity);
    this.to = u32(capacity);
    this.amount = amountColumn(capacity);
    this.logIndex = u16(capacity);
  }

  /** Appends one transfer and returns its number. */
  push(seq: number, contract: number, from: number, to: number, amount: number, logIndex: number): number {
    const i = this.count++;
    this.tx.set(i, seq);
    this.contract.set(i, contract);
    this.from.set(i, from);
    this.to.set(i, to);
    this.amount.set(i, amount);
    this.logIndex.set(i, logIndex);
    return i;
  }

  /** The number of transaction `seq`'s first transfer, if it has one (transfers are in chain order). */
  recordOf(seq: number): number | undefined {
    const i = lowerBound(this.tx.data, this.count, seq);
    return i < this.count && this.tx.data[i] === seq ? i : undefined;
  }
}
