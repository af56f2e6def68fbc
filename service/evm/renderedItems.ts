import type { EvmChain } from '../sim/evm/evmChain';
import { FOREVER, type StillValid } from '../server/answerCache';
import { JsonBody } from '../server/handler';
import { serializeBlock, serializeTransaction } from './serialize';
import { BASE_URL, JsonRing, type BaseUrl } from './jsonRing';

/**
 * Room for the recent pages everyone reads and a 1,000-page walk (100,000 items) of each kind;
 * memory is only used as items are rendered (~700 bytes a transaction, ~400 a block).
 */
const TRANSACTIONS = { bytes: 112 * 2 ** 20, items: 200_000 };
const BLOCKS = { bytes: 64 * 2 ** 20, items: 200_000 };
/** Keys are item number * CHAIN_SLOTS + the chain's slot; there are 6 chains. */
const CHAIN_SLOTS = 8;

type Render = (chain: EvmChain, n: number) => unknown;
const renderTransaction: Render = (chain, n) => serializeTransaction(chain, chain.transaction(n), BASE_URL);
const renderBlock: Render = (chain, n) => serializeBlock(chain, chain.block(n)!);

/**
 * The block and transaction lists' items, each rendered to JSON once (a block or transaction
 * never changes once made) and kept while recent, so a page is copied out of a buffer.
 */
export class RenderedItems {
  private readonly slots = new Map<EvmChain, number>();
  private readonly transactions = new JsonRing(TRANSACTIONS.bytes, TRANSACTIONS.items);
  private readonly blocks = new JsonRing(BLOCKS.bytes, BLOCKS.items);
  /** Blocks link nowhere. */
  private readonly noBaseUrl = this.blocks.baseUrl('');

  constructor(chains: readonly EvmChain[]) {
    if (chains.length > CHAIN_SLOTS) throw new Error(`at most ${CHAIN_SLOTS} EVM chains, got ${chains.length}`);
    chains.forEach((chain, slot) => this.slots.set(chain, slot));
  }

  /**
   * `{ transactions: [EvmTransaction...], nextPageToken? }` of transactions `seqs`, in that order;
   * the server answers the same request with it again while `stillValid` holds (JsonBody).
   */
  transactionsPage<T>(
    chain: EvmChain,
    seqs: number[],
    baseUrl: string,
    nextPageToken: string | undefined,
    stillValid?: StillValid,
  ): JsonBody<T> {
    // The host part of a base URL comes from the request's Host header: escape it as JSON.
    const base = this.transactions.baseUrl(JSON.stringify(baseUrl).slice(1, -1));
    return this.page(this.transactions, renderTransaction, 'transactions', chain, seqs, base, nextPageToken, stillValid);
  }

  /** `{ blocks: [EvmBlock...], nextPageToken? }` of blocks `numbers` (which must exist), in that order. */
  blocksPage<T>(chain: EvmChain, numbers: number[], nextPageToken: string | undefined, stillValid?: StillValid): JsonBody<T> {
    return this.page(this.blocks, renderBlock, 'blocks', chain, numbers, this.noBaseUrl, nextPageToken, stillValid);
  }

  /** One block (EvmBlock), which must exist: it never changes, so the same request is answered with it again. */
  block<T>(chain: EvmChain, n: number): JsonBody<T> {
    const slots = Int32Array.of(this.blocks.slot(this.key(chain, n), renderBlock, chain, n, this.noBaseUrl));
    const out = Buffer.allocUnsafe(this.blocks.sizeOf(slots[0], this.noBaseUrl));
    this.blocks.copyList(slots, out, 0, this.noBaseUrl);
    return new JsonBody<T>(out, FOREVER);
  }

  /**
   * Finds (or renders) every item, then copies them out. Rendering one item may overwrite
   * another of the page stored long before (the ring forgets its oldest first): such an item
   * is rendered again, until the page's items are all there (a ring holds far more than a page).
   */
  private page<T>(
    ring: JsonRing,
    render: Render,
    listKey: string,
    chain: EvmChain,
    numbers: number[],
    base: BaseUrl,
    nextPageToken: string | undefined,
    stillValid: StillValid | undefined,
  ): JsonBody<T> {
    const keys = numbers.map((n) => this.key(chain, n));
    const slots = new Int32Array(numbers.length).fill(-1);
    for (let changed = true; changed;) {
      changed = false;
      for (let i = 0; i < numbers.length; i++) {
        if (slots[i] >= 0 && ring.holds(slots[i], keys[i])) continue;
        slots[i] = ring.slot(keys[i], render, chain, numbers[i], base);
        changed = true;
      }
    }
    const head = `{"${listKey}":[`;
    const tail = nextPageToken === undefined ? ']}' : `],"nextPageToken":${JSON.stringify(nextPageToken)}}`;
    let size = Buffer.byteLength(head) + Buffer.byteLength(tail) + Math.max(0, numbers.length - 1);
    for (const slot of slots) size += ring.sizeOf(slot, base);
    const out = Buffer.allocUnsafe(size);
    const at = ring.copyList(slots, out, out.write(head), base);
    out.write(tail, at);
    return new JsonBody<T>(out, stillValid);
  }

  private key(chain: EvmChain, n: number): number {
    return n * CHAIN_SLOTS + this.slots.get(chain)!;
  }
}
