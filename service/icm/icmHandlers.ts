import type { Network } from '../../shared/api/params';
import { canonicalNetwork } from '../../shared/api/params';
import type { EvmChain } from '../sim/evm/evmChain';
import { HttpError } from '../server/handler';
import type { PageCursor } from '../server/pageToken';
import type { EvmSimulation } from '../sim/evm/simulation';
import type { HandlerMap } from '../server/handler';
import { IcmIndex, type MessageKey, type MessageStream } from './icmIndex';
import { messageJson, messageOfId } from './icmMessages';

interface ListFilter {
  network?: Network;
  sourceBlockchainId?: string;
  destinationBlockchainId?: string;
  blockchainId?: string;
  /** Every simulated message goes to its sender's own account, so a sender or recipient filter is one address. */
  address?: string;
}

/** The cross-chain message reads: one message, the network's messages with filters, an address's messages. */
export function icmHandlers(evm: EvmSimulation): HandlerMap {
  const index = new IcmIndex(evm);

  /** A chain filter's chain, or a 400 naming the param when the network has no such chain. */
  function chainParam(field: string, id: string | undefined, chains: EvmChain[]): EvmChain | undefined {
    if (id === undefined) return undefined;
    const chain = chains.find((c) => c.spec.blockchainId === id || String(c.spec.evmChainId) === id);
    if (!chain) throw new HttpError(400, `Invalid ${field}: ${id} is not an EVM chain of this network`);
    return chain;
  }

  function streams(filter: ListFilter): MessageStream[] {
    const chains = evm.chainsOf(canonicalNetwork(filter.network ?? 'mainnet'));
    const source = chainParam('sourceBlockchainId', filter.sourceBlockchainId, chains);
    const destination = chainParam('destinationBlockchainId', filter.destinationBlockchainId, chains);
    const either = chainParam('blockchainId', filter.blockchainId, chains);
    return chains
      .flatMap((chain) => [index.stream(chain, 'sent', filter.address), index.stream(chain, 'received', filter.address)])
      .filter((stream) => {
        const ends = index.ends(stream);
        return (
          (!source || ends.source === source) &&
          (!destination || ends.destination === destination) &&
          (!either || ends.source === either || ends.destination === either)
        );
      });
  }

  function listPage(filter: ListFilter, pageSize: number, page: PageCursor) {
    const found = index.page(streams(filter), page.cursor<MessageKey>(), pageSize + 1);
    const items = found.slice(0, pageSize);
    return {
      messages: items.map((m) => messageJson(evm, m.ref)),
      ...(found.length > pageSize ? { nextPageToken: page.next(items[items.length - 1].key) } : {}),
    };
  }

  return {
    getIcmMessage: ({ params }) => {
      const ref = messageOfId(evm, params.messageId);
      if (!ref) throw new HttpError(404, `Cross-chain message ${params.messageId} not found`);
      return messageJson(evm, ref);
    },
    listIcmMessages: ({ params, page }) => {
      const { from, to } = params;
      // Sender and recipient are the same account: two different addresses match no message.
      if (from && to && from.toLowerCase() !== to.toLowerCase()) return { messages: [] };
      return listPage({ ...params, address: from ?? to }, params.pageSize, page);
    },
    listIcmAddressMessages: ({ params, page }) => listPage({ network: params.network, address: params.address }, params.pageSize, page),
  };
}
