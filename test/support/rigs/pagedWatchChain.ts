import type { EndpointId } from '../../../shared/api/endpoints';
import type { WatchClient } from '../../../electron/core/watchlist/watchCheck';

export interface ChainTx {
  blockNumber: string;
  txHash: string;
  from: string;
  to: string;
  value: string;
}

/** A transaction as an address's history (listTransactions) lists it, with no token transfers. */
export const historyItem = (t: ChainTx) => ({
  nativeTransaction: { blockNumber: t.blockNumber, txHash: t.txHash, from: { address: t.from }, to: { address: t.to }, value: t.value },
  erc20Transfers: [],
  erc721Transfers: [],
  erc1155Transfers: [],
  internalTransactions: [],
});

/**
 * An EVM chain the test writes, answering getNativeBalance and listTransactions in the Data API's shapes (the endpoint
 * table's schemas): newest first, `startBlock` honoured, and pages by an offset token, the kind a page shifts under when
 * a transaction arrives between two reads. Records every request; `onPage` runs after each page is cut.
 */
export class PagedWatchChain implements WatchClient {
  txs: ChainTx[] = [];
  balance = '5000000000000000000';
  calls: { id: EndpointId; params: Record<string, unknown> }[] = [];
  failing = false;
  onPage: ((pageToken: string | undefined) => void) | undefined;

  async request(id: EndpointId, params: Record<string, unknown>): Promise<never> {
    this.calls.push({ id, params });
    if (this.failing) throw new Error('fetch failed');
    const who = String(params.address).toLowerCase();
    if (id === 'getNativeBalance')
      return { nativeTokenBalance: { name: 'Avalanche', symbol: 'AVAX', decimals: 18, chainId: '43114', balance: this.balance } } as never;
    if (id !== 'listTransactions') throw new Error(`unexpected ${id}`);
    const from = params.startBlock === undefined ? 0 : Number(params.startBlock);
    const mine = this.txs
      .filter((t) => (t.from.toLowerCase() === who || t.to.toLowerCase() === who) && Number(t.blockNumber) >= from)
      .sort((a, b) => Number(b.blockNumber) - Number(a.blockNumber));
    const offset = params.pageToken === undefined ? 0 : Number(params.pageToken);
    const size = Number(params.pageSize);
    const page = mine.slice(offset, offset + size);
    this.onPage?.(params.pageToken as string | undefined);
    return {
      transactions: page.map(historyItem),
      ...(offset + size < mine.length && { nextPageToken: String(offset + size) }),
    } as never;
  }

  send(block: number, from: string, to: string, value = '1500000000000000000'): ChainTx {
    const tx = { blockNumber: String(block), txHash: `0x${block.toString(16).padStart(64, 'a')}`, from, to, value };
    this.txs.push(tx);
    return tx;
  }

  /** `count` transactions to `to`, one a block from `firstBlock`. */
  receive(count: number, firstBlock: number, from: string, to: string): ChainTx[] {
    return Array.from({ length: count }, (_, i) => this.send(firstBlock + i, from, to));
  }

  pagesRead(): number {
    return this.calls.filter((c) => c.id === 'listTransactions').length;
  }
}
