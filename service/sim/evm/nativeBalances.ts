import type { ChainStore } from './chainStore';
import { partitionPoint } from '../partitionPoint';

const GWEI = 1_000_000_000n;
/** A running balance is kept after every STRIDE-th transaction of an address: an answer adds at most STRIDE - 1 more. */
const STRIDE = 32;

interface Running {
  /** after[k]: the balance after the address's transaction number (k + 1) * STRIDE - 1. */
  after: bigint[];
  /** How many of the address's transactions the running balance has taken in. */
  covered: number;
  balance: bigint;
}

/** Wei transaction `seq` moved into (positive) or out of `id`: value both ways when it succeeded, the fee from the sender. */
function deltaOf(s: ChainStore, id: number, seq: number): bigint {
  const value = s.txStatus.get(seq) === 1 ? BigInt(s.txValueGwei.get(seq)) * GWEI : 0n;
  let delta = 0n;
  if (s.txFrom.get(seq) === id) delta -= value + BigInt(s.txGasUsed.get(seq) * s.txGasPriceGwei.get(seq)) * GWEI;
  if (s.txTo.get(seq) === id) delta += value;
  return delta;
}

/**
 * Native balances of one EVM chain at any block, from running balances per address. They are
 * taken in on first request and extended by the transactions appended since (live blocks only
 * add to an address's list), so a request costs a binary search and at most STRIDE additions,
 * not a walk of the address's whole history.
 */
export class NativeBalances {
  private readonly running = new Map<number, Running>();

  constructor(
    private readonly store: ChainStore,
    /** Genesis balances in wei by address id. */
    private readonly alloc: ReadonlyMap<number, bigint>,
  ) {}

  /** Wei held by address `id` after block `atBlock`. */
  at(id: number, atBlock: number): bigint {
    const s = this.store;
    const list = s.addressTxs.list(id);
    const r = this.caughtUp(id, list);
    // Transactions in blocks up to atBlock: the list ascends by sequence, so by block too.
    const lo = partitionPoint(list.length, (i) => s.txBlock.get(list[i]) <= atBlock);
    if (lo === list.length) return r.balance;
    const k = Math.floor(lo / STRIDE);
    let balance = k === 0 ? (this.alloc.get(id) ?? 0n) : r.after[k - 1];
    for (let i = k * STRIDE; i < lo; i++) balance += deltaOf(s, id, list[i]);
    return balance;
  }

  private caughtUp(id: number, list: ArrayLike<number>): Running {
    let r = this.running.get(id);
    if (!r) this.running.set(id, (r = { after: [], covered: 0, balance: this.alloc.get(id) ?? 0n }));
    for (; r.covered < list.length; r.covered++) {
      r.balance += deltaOf(this.store, id, list[r.covered]);
      if ((r.covered + 1) % STRIDE === 0) r.after.push(r.balance);
    }
    return r;
  }
}

/** The same balance by walking every transaction of the address: what NativeBalances is tested against. */
export function scanNativeBalance(s: ChainStore, alloc: ReadonlyMap<number, bigint>, id: number, atBlock: number): bigint {
  let balance = alloc.get(id) ?? 0n;
  for (const seq of s.addressTxs.list(id)) {
    if (s.txBlock.get(seq) > atBlock) break;
    balance += deltaOf(s, id, seq);
  }
  return balance;
}
