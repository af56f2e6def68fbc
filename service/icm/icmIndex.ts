import type { EvmChain } from '../sim/evm/evmChain';
import type { EvmSimulation } from '../sim/evm/simulation';
import { messageTimestamp, partnerOf, roleOf, type MessageRef, type MessageRole } from './icmMessages';
import { partitionPoint } from '../sim/partitionPoint';

/** A list position: newest first by (timestamp, chain, sequence number); a page's cursor is its last item's key. */
export type MessageKey = [timestamp: number, chainIndex: number, seq: number];

const before = (a: MessageKey, b: MessageKey) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** One chain's messages of one role, or of one role and one address, ascending by sequence number. */
export interface MessageStream {
  chain: EvmChain;
  role: MessageRole;
  /** Set for an address's messages: then `seqs` is the address's transaction list, filtered as it is walked. */
  address?: boolean;
  seqs: ArrayLike<number>;
}

/**
 * Each chain's messages by role, ascending by sequence number. The lists grow as blocks arrive: each request
 * first indexes the transactions added since the last one, so every transaction is looked at once.
 */
export class IcmIndex {
  private readonly sent = new Map<EvmChain, number[]>();
  private readonly received = new Map<EvmChain, number[]>();
  private readonly indexedUpTo = new Map<EvmChain, number>();

  constructor(private readonly evm: EvmSimulation) {}

  private sync(chain: EvmChain): void {
    const sent = this.sent.get(chain) ?? [];
    const received = this.received.get(chain) ?? [];
    const to = chain.store.txCount;
    for (let seq = this.indexedUpTo.get(chain) ?? 0; seq < to; seq++) {
      const role = roleOf(chain, seq);
      if (role === 'sent') sent.push(seq);
      else if (role === 'received') received.push(seq);
    }
    this.sent.set(chain, sent);
    this.received.set(chain, received);
    this.indexedUpTo.set(chain, to);
  }

  /** The chain's messages of `role`, or with `address` only that address's (it sends them and receives them). */
  stream(chain: EvmChain, role: MessageRole, address?: string): MessageStream {
    if (address === undefined) {
      this.sync(chain);
      return { chain, role, seqs: (role === 'sent' ? this.sent : this.received).get(chain)! };
    }
    const id = chain.store.idOf(address);
    return { chain, role, address: true, seqs: id === undefined ? [] : chain.store.addressTxs.list(id) };
  }

  /** Source and destination chain of a stream's messages. */
  ends(stream: MessageStream): { source?: EvmChain; destination?: EvmChain } {
    const partner = partnerOf(this.evm, stream.chain);
    return stream.role === 'sent' ? { source: stream.chain, destination: partner } : { source: partner, destination: stream.chain };
  }

  /**
   * Up to `limit` messages of the streams older than `after` (all when undefined), newest first. Each stream is
   * entered by binary search and walked back only as far as the page needs (an address's list skips the
   * transactions that are not messages of the stream's role).
   */
  page(streams: MessageStream[], after: MessageKey | undefined, limit: number): { ref: MessageRef; key: MessageKey }[] {
    const found: { ref: MessageRef; key: MessageKey }[] = [];
    for (const stream of streams) {
      const chainIndex = this.evm.chains.indexOf(stream.chain);
      const keyAt = (i: number): MessageKey => {
        const seq = stream.seqs[i];
        return [messageTimestamp({ chain: stream.chain, seq, role: stream.role }), chainIndex, seq];
      };
      const lo = after ? partitionPoint(stream.seqs.length, (i) => before(keyAt(i), after) < 0) : stream.seqs.length;
      let taken = 0;
      for (let i = lo - 1; i >= 0 && taken < limit; i--) {
        const seq = stream.seqs[i];
        if (stream.address && roleOf(stream.chain, seq) !== stream.role) continue;
        found.push({ ref: { chain: stream.chain, seq, role: stream.role }, key: keyAt(i) });
        taken++;
      }
    }
    return found.sort((a, b) => before(b.key, a.key)).slice(0, limit);
  }
}
