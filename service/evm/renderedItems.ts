import type { EvmChain } from '../sim/evm/evmChain';
import { JsonBody } from '../server/handler';
import { formatBlock, formatTransaction } from './format';
import { BASE_URL, JsonRing } from './jsonRing';

/**
 * Room for the recent pages everyone reads and a 1,000-page walk (100,000 items) of each kind;
 * memory is only used as items are rendered (~700 bytes a transaction, ~400 a block).
 */
const TRANSACTIONS = { bytes: 112 * 2 ** 20, items: 200_000 };
const BLOCKS = { bytes: 64 * 2 ** 20, items: 200_000 };
/** Keys are item number * CHAIN_SLOTS + the chain's slot; there are 6 chains. */
const CHAIN_SLOTS = 8;
const COMMA = 0x2c;
const NO_BASE_URL = new Uint8Array(0);

interface Item {
  chain: EvmChain;
  n: number;
}
const renderTransaction = ({ chain, n }: Item) => formatTransaction(chain, chain.transaction(n), BASE_URL);
const renderBlock = ({ chain, n }: Item) => formatBlock(chain, chain.block(n)!);

/**
 * The block and transaction lists' items, each rendered to JSON once (a block or transaction
 * never changes once made) and kept while recent, so a page is copied out of a buffer.
 */
export class RenderedItems {
  private readonly slots = new Map<EvmChain, number>();
  private readonly transactions = new JsonRing(TRANSACTIONS.bytes, TRANSACTIONS.items);
  private readonly blocks = new JsonRing(BLOCKS.bytes, BLOCKS.items);

  constructor(chains: readonly EvmChain[]) {
    if (chains.length > CHAIN_SLOTS) throw new Error(`at most ${CHAIN_SLOTS} EVM chains, got ${chains.length}`);
    chains.forEach((chain, slot) => this.slots.set(chain, slot));
  }

  /** `{ transactions: [EvmTransaction...], nextPageToken? }` of transactions `seqs`, in that order. */
  transactionsPage<T>(chain: EvmChain, seqs: number[], baseUrl: string, nextPageToken: string | undefined): JsonBody<T> {
    const base = Buffer.from(JSON.stringify(baseUrl).slice(1, -1));
    return this.page(this.transactions, renderTransaction, 'transactions', chain, seqs, base, nextPageToken);
  }

  /** `{ blocks: [EvmBlock...], nextPageToken? }` of blocks `numbers` (which must exist), in that order. */
  blocksPage<T>(chain: EvmChain, numbers: number[], nextPageToken: string | undefined): JsonBody<T> {
    return this.page(this.blocks, renderBlock, 'blocks', chain, numbers, NO_BASE_URL, nextPageToken);
  }

  /** One block (EvmBlock), which must exist. */
  block<T>(chain: EvmChain, n: number): JsonBody<T> {
    const slot = this.blocks.slot(this.key(chain, n), renderBlock, { chain, n });
    const out = Buffer.allocUnsafe(this.blocks.sizeOf(slot, NO_BASE_URL));
    this.blocks.copyTo(slot, out, 0, NO_BASE_URL);
    return new JsonBody<T>(out);
  }

  /**
   * Sizes every item first (rendering those not yet stored), then copies them out. An item
   * stored for the first pass may have been overwritten by the time of the second (the ring
   * forgets its oldest items first), so the second pass looks each one up again, rendering it
   * anew if need be: same bytes, same size.
   */
  private page<T>(
    ring: JsonRing, render: (item: Item) => unknown, listKey: string, chain: EvmChain, numbers: number[], base: Uint8Array,
    nextPageToken: string | undefined,
  ): JsonBody<T> {
    const head = `{"${listKey}":[`;
    const tail = nextPageToken === undefined ? ']}' : `],"nextPageToken":${JSON.stringify(nextPageToken)}}`;
    let size = Buffer.byteLength(head) + Buffer.byteLength(tail) + Math.max(0, numbers.length - 1);
    for (const n of numbers) size += ring.sizeOf(ring.slot(this.key(chain, n), render, { chain, n }), base);
    const out = Buffer.allocUnsafe(size);
    let at = out.write(head);
    numbers.forEach((n, i) => {
      if (i > 0) out[at++] = COMMA;
      at = ring.copyTo(ring.slot(this.key(chain, n), render, { chain, n }), out, at, base);
    });
    out.write(tail, at);
    return new JsonBody<T>(out);
  }

  private key(chain: EvmChain, n: number): number {
    return n * CHAIN_SLOTS + this.slots.get(chain)!;
  }
}
