import { canonicalNetwork } from '../../shared/api/params';
import { seqRange } from '../sim/evm/addressLists';
import { isNft } from '../sim/evm/contracts';
import type { EvmChain } from '../sim/evm/evmChain';
import { HttpError, type HandlerMap } from '../server/handler';
import { chainInfo } from '../evm/chainHandlers';
import { chainOr404, trimToPage, type EvmContext } from '../evm/evmContext';
import { erc20TransferDetails, located, nftTransferDetails } from '../evm/serializeDetails';
import { serializeBlock, serializeTransaction } from '../evm/serialize';
import { allChainsPage, BLOCKS, TRANSACTIONS, type AllChainsCursor } from './allChains';
import { ContractIndex } from './contractIndex';
import { contractMetadata } from './contractMetadata';

const withToken = (nextPageToken: string | undefined) => (nextPageToken ? { nextPageToken } : {});

/** Whether the address took part in anything on the chain: a transaction, a token transfer, an internal call, or is a contract there. */
function activeOn(chain: EvmChain, address: string): boolean {
  const s = chain.store;
  const id = s.idOf(address);
  if (id === undefined) return false;
  if (s.contractOfId(id)) return true;
  return [s.addressTxs, s.addressErc20, s.addressNft, s.addressInternals].some((index) => index.lengthOf(id) > 0);
}

/**
 * The reads that complete the EVM half of the Data API: one chain, contract metadata, a token's transfers (the union of
 * its transfers in the address lists), deployments, an address's chains, every chain's newest blocks and transactions,
 * one NFT. Lists are newest first with the last item as the cursor, so arriving blocks never shift a page.
 */
export function contractHandlers(ctx: EvmContext): HandlerMap {
  const index = new ContractIndex();
  return {
    getChain: ({ params, baseUrl }) => chainInfo(ctx, chainOr404(ctx, params.chainId), baseUrl),
    getContractMetadata: ({ params, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const contract = chain.contract(params.address);
      if (!contract) throw new HttpError(404, `${params.address} is not a contract on chain ${params.chainId}`);
      return contractMetadata(chain, contract, baseUrl);
    },
    listTokenTransfers: ({ params, page, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const contract = chain.contract(params.address);
      if (!contract || !(contract.kind === 'erc20' || isNft(contract))) {
        throw new HttpError(404, `${params.address} is not a token contract on chain ${params.chainId}`);
      }
      if (params.startBlock !== undefined && params.endBlock !== undefined && params.endBlock <= params.startBlock) {
        throw new HttpError(400, 'Invalid endBlock: must be greater than startBlock (startBlock is inclusive, endBlock exclusive)');
      }
      const before = page.cursor<number>() ?? Number.MAX_SAFE_INTEGER;
      const found = index.transfers(chain, contract, seqRange(chain, params), before, params.pageSize + 1);
      const { items, more } = trimToPage(found, params.pageSize);
      return {
        transfers: items.map((i) => {
          const t = contract.kind === 'erc20' ? chain.erc20Transfer(i) : chain.nftTransfer(i);
          const details = 'tokenId' in t ? nftTransferDetails(ctx, chain, t, baseUrl) : erc20TransferDetails(ctx, chain, t, baseUrl);
          return { ...located(t.tx), ...details };
        }),
        ...withToken(more ? page.next(items[items.length - 1]) : undefined),
      };
    },
    listContractDeployments: ({ params, page, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const before = page.cursor<number>() ?? Number.MAX_SAFE_INTEGER;
      const { items, more } = trimToPage(index.deployedBy(chain, params.address, before, params.pageSize + 1), params.pageSize);
      return {
        contracts: items.map((c) => contractMetadata(chain, c, baseUrl)),
        ...withToken(more ? page.next(items[items.length - 1].index) : undefined),
      };
    },
    listAddressChains: ({ params, baseUrl }) => ({
      indexedChains: ctx.evm.chains.filter((c) => activeOn(c, params.address)).map((c) => chainInfo(ctx, c, baseUrl)),
      unindexedChains: [],
    }),
    listLatestBlocksAllChains: ({ params, page }) => {
      const chains = ctx.evm.chainsOf(canonicalNetwork(params.network ?? 'mainnet'));
      const { entries, next } = allChainsPage(chains, BLOCKS, page.cursor<AllChainsCursor>(), params.pageSize, (chain, end, want) =>
        chain.latestBlocks(end, want),
      );
      return { blocks: entries.map(({ chain, n }) => serializeBlock(chain, chain.block(n)!)), ...withToken(next && page.next(next)) };
    },
    listLatestTransactionsAllChains: ({ params, page, baseUrl }) => {
      const chains = ctx.evm.chainsOf(canonicalNetwork(params.network ?? 'mainnet'));
      const { entries, next } = allChainsPage(chains, TRANSACTIONS, page.cursor<AllChainsCursor>(), params.pageSize, (chain, end, want) =>
        chain.latestTransactions(end, want, params.status),
      );
      return {
        transactions: entries.map(({ chain, n }) => serializeTransaction(chain, chain.transaction(n), baseUrl)),
        ...withToken(next && page.next(next)),
      };
    },
    getNftToken: ({ params, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const contract = chain.contract(params.address);
      if (!contract || !isNft(contract)) throw new HttpError(404, `${params.address} is not an NFT collection on chain ${params.chainId}`);
      const tokenId = Number(params.tokenId);
      if (!Number.isSafeInteger(tokenId) || tokenId < 1 || tokenId > chain.tokenCount(contract)) {
        throw new HttpError(404, `Token ${params.tokenId} does not exist in collection ${params.address}`);
      }
      return ctx.nftIndex.token(chain, contract, tokenId, baseUrl);
    },
  };
}
