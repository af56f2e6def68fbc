import { NO_ADDRESS } from './chainStore';
import type { Contract } from './contracts';
import type { EvmChain } from './evmChain';
import { lowerBound } from './column';
import { TX_KIND } from './methods';
import { partitionPoint } from '../partitionPoint';

/**
 * The explorer's per-address and per-transaction reads on one chain, walked from the store's indexes in
 * O(page size + log n): an address's history (every transaction it sent, received, or took part in through
 * a token transfer or an internal call), its lists by kind, its ERC-20 holdings, and a transaction's transfers.
 */

/** Blocks [startBlock, endBlock) as transaction sequence numbers [lo, hi): sequence numbers follow block order. */
export function seqRange(chain: EvmChain, range: { startBlock?: number; endBlock?: number }): { lo: number; hi: number } {
  const s = chain.store;
  const seqAt = (block: number) => (block > s.headNumber ? s.txCount : s.blockTxStart.get(block));
  return {
    lo: range.startBlock === undefined ? 0 : seqAt(range.startBlock),
    hi: range.endBlock === undefined ? s.txCount : seqAt(range.endBlock),
  };
}

/** A per-address list (ascending) and the transaction each entry belongs to (ascending with it). */
interface SeqList {
  list: ArrayLike<number>;
  seqOf: (value: number) => number;
}

function lists(chain: EvmChain, id: number): SeqList[] {
  const s = chain.store;
  const same = (v: number) => v;
  return [
    { list: s.addressTxs.list(id), seqOf: same },
    { list: s.addressErc20.list(id), seqOf: (i) => s.erc20.tx.get(i) },
    { list: s.addressNft.list(id), seqOf: (i) => s.nft.tx.get(i) },
    { list: s.addressInternals.list(id), seqOf: same },
  ];
}

/** First position of `l` whose transaction is >= seq. */
function positionOf(l: SeqList, seq: number): number {
  return partitionPoint(l.list.length, (i) => l.seqOf(l.list[i]) < seq);
}

/**
 * Sequence numbers of the transactions `address` took part in, in [lo, hi), newest first (or oldest first),
 * each once: a merge of its four indexes.
 */
export function addressHistory(chain: EvmChain, address: string, lo: number, hi: number, limit: number, order: 'asc' | 'desc'): number[] {
  const id = chain.store.idOf(address);
  if (id === undefined || hi <= lo) return [];
  const all = lists(chain, id);
  const out: number[] = [];
  if (order === 'desc') {
    const at = all.map((l) => positionOf(l, hi) - 1);
    while (out.length < limit) {
      let next = -1;
      all.forEach((l, k) => {
        if (at[k] >= 0) next = Math.max(next, l.seqOf(l.list[at[k]]));
      });
      if (next < lo) break;
      out.push(next);
      all.forEach((l, k) => {
        while (at[k] >= 0 && l.seqOf(l.list[at[k]]) === next) at[k]--;
      });
    }
  } else {
    const at = all.map((l) => positionOf(l, lo));
    while (out.length < limit) {
      let next = Number.MAX_SAFE_INTEGER;
      all.forEach((l, k) => {
        if (at[k] < l.list.length) next = Math.min(next, l.seqOf(l.list[at[k]]));
      });
      if (next >= hi) break;
      out.push(next);
      all.forEach((l, k) => {
        while (at[k] < l.list.length && l.seqOf(l.list[at[k]]) === next) at[k]++;
      });
    }
  }
  return out;
}

export type AddressList = 'native' | 'erc20' | 'erc1155' | 'internals';

/**
 * Entries of one of the address's lists in transactions [lo, hi), newest first, below entry `before`: transaction
 * sequence numbers (native, internals) or transfer numbers (erc20, erc1155).
 */
export function addressList(
  chain: EvmChain,
  kind: AddressList,
  address: string,
  seqs: { lo: number; hi: number },
  before: number,
  limit: number,
): number[] {
  const s = chain.store;
  const id = s.idOf(address);
  if (id === undefined) return [];
  const l: SeqList =
    kind === 'native'
      ? { list: s.addressTxs.list(id), seqOf: (v) => v }
      : kind === 'internals'
        ? { list: s.addressInternals.list(id), seqOf: (v) => v }
        : kind === 'erc20'
          ? { list: s.addressErc20.list(id), seqOf: (i) => s.erc20.tx.get(i) }
          : { list: s.addressErc1155.list(id), seqOf: (i) => s.nft.tx.get(i) };
  const first = positionOf(l, seqs.lo);
  const end = Math.min(positionOf(l, seqs.hi), lowerBound(l.list, l.list.length, before));
  const out: number[] = [];
  for (let i = end - 1; i >= first && out.length < limit; i--) out.push(l.list[i]);
  return out;
}

/** ERC-20 transfer numbers and NFT transfer numbers of one transaction (a transaction's transfers are consecutive). */
export function transfersOfTx(chain: EvmChain, seq: number): { erc20: number[]; nft: number[] } {
  const s = chain.store;
  const span = (data: ArrayLike<number>, count: number) => {
    const out: number[] = [];
    for (let i = lowerBound(data, count, seq); i < count && data[i] === seq; i++) out.push(i);
    return out;
  };
  return { erc20: span(s.erc20.tx.data, s.erc20.count), nft: span(s.nft.tx.data, s.nft.count) };
}

export interface InternalCall {
  type: 'CREATE' | 'CALL';
  from: string;
  to: string;
  /** Wei, decimal string. */
  value: string;
  gasUsed: number;
  gasLimit: number;
}

/**
 * The internal calls the real API lists for a transaction (creations, and calls that move value): a contract
 * creation is the deployer's CREATE; a native swap's router wraps the value it was sent (a CALL to the wrapped token).
 */
export function internalCallsOf(chain: EvmChain, seq: number): InternalCall[] {
  const tx = chain.transaction(seq);
  if (tx.kind === TX_KIND.contractCreation) {
    return [{ type: 'CREATE', from: tx.from, to: tx.to, value: '0', gasUsed: tx.gasUsed, gasLimit: tx.gasLimit }];
  }
  if (tx.kind === TX_KIND.swapNative && tx.status === '1') {
    // The wrapping call's gas: a fixed share of the swap's, as a deposit() costs about a fifth of a swap.
    const gasLimit = Math.floor(tx.gasLimit / 4);
    return [
      { type: 'CALL', from: tx.to, to: chain.wrappedNative().address, value: tx.value, gasUsed: Math.floor(tx.gasUsed / 5), gasLimit },
    ];
  }
  return [];
}

/** Hundredths of each ERC-20 token `address` holds after block `atBlock` (tokens it holds none of are left out). */
export function erc20Holdings(chain: EvmChain, address: string, atBlock: number): { contract: Contract; hundredths: number }[] {
  const s = chain.store;
  const id = s.idOf(address);
  if (id === undefined) return [];
  const list = s.addressErc20.list(id);
  const held = new Map<number, number>();
  for (const i of list) {
    if (s.txBlock.get(s.erc20.tx.get(i)) > atBlock) break;
    const delta = (s.erc20.to.get(i) === id ? 1 : 0) - (s.erc20.from.get(i) === id && s.erc20.from.get(i) !== NO_ADDRESS ? 1 : 0);
    held.set(s.erc20.contract.get(i), (held.get(s.erc20.contract.get(i)) ?? 0) + delta * s.erc20.amount.get(i));
  }
  return [...held]
    .filter(([, hundredths]) => hundredths > 0)
    .map(([c, hundredths]) => ({ contract: s.contracts[c], hundredths }))
    .sort((a, b) => (a.contract.address < b.contract.address ? -1 : 1));
}
