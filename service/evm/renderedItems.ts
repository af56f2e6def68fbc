import type { EvmChain } from '../sim/evm/evmChain';
import { JsonBody } from '../server/handler';
import { formatBlock, formatTransaction } from './format';

/**
 * Stand-in for the request's base URL (logo links) while an item is rendered. JSON.stringify
 * writes it as the six characters `\u0000`, which no generated value contains, so the rendered
 * text splits there and the base URL a request came by is joined in later.
 */
const BASE_URL = '\u0000';
const BASE_URL_IN_JSON = JSON.stringify(BASE_URL).slice(1, -1);

/** An item's JSON as UTF-8; `parts` (around each base URL) when it links to the service itself. */
interface Rendered {
  bytes: Buffer;
  parts?: string[];
  /** The base URL `bytes` holds, for items with parts: nearly every request comes by the same one. */
  baseUrl?: string;
}

/** Enough for the recent pages everyone reads and a 1,000-page walk (100,000 items): ~100 MB each at most. */
const CAPACITY = { transactions: 150_000, blocks: 150_000 };
/** Keys are item number * CHAIN_SLOTS + the chain's slot; there are 6 chains. */
const CHAIN_SLOTS = 8;

/**
 * JSON of one kind of immutable item, rendered once and kept while among the most recently
 * rendered (oldest out first), so serving a page is copying bytes.
 */
class RenderCache {
  private readonly entries = new Map<number, Rendered>();

  constructor(private readonly capacity: number) {}

  get(key: number, render: (baseUrl: string) => unknown, baseUrl: string): Buffer {
    let entry = this.entries.get(key);
    if (entry === undefined) {
      const json = JSON.stringify(render(BASE_URL));
      entry = json.includes(BASE_URL_IN_JSON) ? { bytes: Buffer.alloc(0), parts: json.split(BASE_URL_IN_JSON) } : { bytes: Buffer.from(json) };
      if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    if (entry.parts && entry.baseUrl !== baseUrl) {
      // The host part of a base URL comes from the request's Host header: escape it as JSON.
      entry.bytes = Buffer.from(entry.parts.join(JSON.stringify(baseUrl).slice(1, -1)));
      entry.baseUrl = baseUrl;
    }
    return entry.bytes;
  }
}

/** The list items of the block and transaction endpoints, as JSON bytes. */
export class RenderedItems {
  private readonly slots = new Map<EvmChain, number>();
  private readonly transactions = new RenderCache(CAPACITY.transactions);
  private readonly blocks = new RenderCache(CAPACITY.blocks);

  constructor(chains: readonly EvmChain[]) {
    if (chains.length > CHAIN_SLOTS) throw new Error(`at most ${CHAIN_SLOTS} EVM chains, got ${chains.length}`);
    chains.forEach((chain, slot) => this.slots.set(chain, slot));
  }

  /** The transaction as listed (EvmTransaction): formatTransaction's output. */
  transaction(chain: EvmChain, seq: number, baseUrl: string): Buffer {
    return this.transactions.get(this.key(chain, seq), (base) => formatTransaction(chain, chain.transaction(seq), base), baseUrl);
  }

  /** The block (EvmBlock): formatBlock's output; `n` must exist. */
  block(chain: EvmChain, n: number): Buffer {
    return this.blocks.get(this.key(chain, n), () => formatBlock(chain, chain.block(n)!), '');
  }

  private key(chain: EvmChain, n: number): number {
    return n * CHAIN_SLOTS + this.slots.get(chain)!;
  }
}

const COMMA = 0x2c;

/** A list response `{ [listKey]: [...items], nextPageToken? }` from rendered items, as one buffer. */
export function pageJson<T>(listKey: string, items: Buffer[], nextPageToken: string | undefined): JsonBody<T> {
  const head = `{${JSON.stringify(listKey)}:[`;
  const tail = nextPageToken === undefined ? ']}' : `],"nextPageToken":${JSON.stringify(nextPageToken)}}`;
  let length = Buffer.byteLength(head) + Buffer.byteLength(tail) + items.length;
  for (const item of items) length += item.length;
  const out = Buffer.allocUnsafe(length);
  let at = out.write(head);
  items.forEach((item, i) => {
    if (i > 0) out[at++] = COMMA;
    out.set(item, at);
    at += item.length;
  });
  at += out.write(tail, at);
  return new JsonBody<T>(out.subarray(0, at));
}
