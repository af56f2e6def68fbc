import { NO_ADDRESS } from '../sim/evm/chainStore';
import type { EvmChain } from '../sim/evm/evmChain';
import { hex0x, keccak } from '../sim/evm/hex';
import { HttpError, type HandlerMap } from '../server/handler';
import { chainOr404, pageOf, type EvmContext } from './evmContext';
import { addressInfo, formatNativeTransaction, logoUri } from './format';

export function transactionHandlers(ctx: EvmContext): HandlerMap {
  return {
    // Newest first; the cursor is the last transaction's sequence number in the chain.
    listLatestTransactions: ({ params, page, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const before = page.cursor<number>() ?? chain.txCount;
      const { items, more } = pageOf(chain.latestTransactions(before, params.pageSize + 1, params.status), params.pageSize);
      return ctx.rendered.transactionsPage(chain, items, baseUrl, more ? page.next(items[items.length - 1]) : undefined);
    },
    // Newest first within [startBlock, endBlock); the cursor is the last transfer's index in the chain.
    listErc721Transfers: ({ params, page, baseUrl }) => {
      const chain = chainOr404(ctx, params.chainId);
      const range = { startBlock: params.startBlock ?? 0, endBlock: params.endBlock ?? Number.MAX_SAFE_INTEGER };
      if (range.endBlock <= range.startBlock && params.endBlock !== undefined) {
        throw new HttpError(400, 'Invalid endBlock: must be greater than startBlock (startBlock is inclusive, endBlock exclusive)');
      }
      const before = page.cursor<number>() ?? Number.MAX_SAFE_INTEGER;
      const found = chain.erc721Transfers(params.address, range, before, params.pageSize + 1);
      const { items, more } = pageOf(found, params.pageSize);
      return {
        transactions: items.map((i) => {
          const t = chain.nftTransfer(i);
          return {
            blockNumber: String(t.tx.blockNumber),
            blockTimestamp: t.tx.blockTimestamp,
            blockHash: t.tx.blockHash,
            txHash: t.tx.txHash,
            from: addressInfo(chain, t.from, baseUrl),
            to: addressInfo(chain, t.to, baseUrl),
            logIndex: t.logIndex,
            erc721Token: ctx.nftIndex.token(chain, t.contract, t.tokenId, baseUrl),
          };
        }),
        ...(more ? { nextPageToken: page.next(items[items.length - 1]) } : {}),
      };
    },
    getDeploymentTransaction: ({ params, baseUrl, nowMs }) => {
      const chain = chainOr404(ctx, params.chainId);
      const contract = chain.contract(params.address);
      if (!contract || contract.deployTx < 0) {
        throw new HttpError(404, `${params.address} on chain ${params.chainId} is not a contract deployed by a transaction`);
      }
      const tx = chain.transaction(contract.deployTx);
      const token = chain.spec.token;
      const currentPrice = ctx.prices.price(token.symbol, params.currency, Math.floor(nowMs / 1000));
      const zero = chain.store.addressOf(NO_ADDRESS);
      const nftTransfers = deploymentNftTransfers(chain, contract.deployTx);
      return {
        erc20Transfers:
          contract.kind === 'erc20'
            ? [{
                from: addressInfo(chain, zero, baseUrl),
                to: addressInfo(chain, tx.from, baseUrl),
                logIndex: 0,
                value: (BigInt(contract.supply) * 10n ** BigInt(contract.decimals)).toString(),
                erc20Token: {
                  address: contract.address, name: contract.name, symbol: contract.symbol, decimals: contract.decimals,
                  logoUri: logoUri(baseUrl, contract.symbol), ercType: 'ERC-20',
                  price: ctx.prices.price(contract.symbol, params.currency, Math.floor(nowMs / 1000)),
                },
              }]
            : [],
        erc721Transfers: contract.kind === 'erc721'
          ? nftTransfers.map((t) => ({
              from: addressInfo(chain, t.from, baseUrl), to: addressInfo(chain, t.to, baseUrl), logIndex: t.logIndex,
              erc721Token: ctx.nftIndex.token(chain, contract, t.tokenId, baseUrl),
            }))
          : [],
        erc1155Transfers: contract.kind === 'erc1155'
          ? nftTransfers.map((t) => ({
              from: addressInfo(chain, t.from, baseUrl), to: addressInfo(chain, t.to, baseUrl), logIndex: t.logIndex,
              value: String(t.amount), erc1155Token: ctx.nftIndex.token(chain, contract, t.tokenId, baseUrl),
            }))
          : [],
        internalTransactions: [{
          from: addressInfo(chain, tx.from, baseUrl),
          to: addressInfo(chain, contract.address, baseUrl),
          internalTxType: 'CREATE',
          value: '0',
          isReverted: false,
          gasUsed: String(tx.gasUsed),
          gasLimit: String(tx.gasLimit),
        }],
        networkTokenDetails: {
          networkToken: { ...token, logoUri: logoUri(baseUrl, token.symbol) },
          currentPrice,
          historicalPrice: ctx.prices.price(token.symbol, params.currency, tx.blockTimestamp),
        },
        nativeTransaction: formatNativeTransaction(chain, tx, baseUrl),
        ...(contract.teleporter ? { teleporterMessageInfo: teleporterInfo(chain, contract.address, contract.teleporter) } : {}),
      };
    },
  };
}

/** The transfers the deployment's constructor made: the deployer's NFT transfers in that transaction. */
function deploymentNftTransfers(chain: EvmChain, deployTx: number) {
  const s = chain.store;
  const deployer = s.txFrom.get(deployTx);
  return (s.addressNft[deployer] ?? []).filter((i) => s.nftTx.get(i) === deployTx).map((i) => chain.nftTransfer(i));
}

function teleporterInfo(chain: EvmChain, address: string, t: { direction: string; otherChainId: string }) {
  const here = chain.spec.blockchainId;
  const source = t.direction === 'SOURCE_TRANSACTION';
  return {
    teleporterMessageId: hex0x(keccak(`teleporter:${here}:${address}`)),
    direction: t.direction,
    sourceChainId: source ? here : t.otherChainId,
    destinationChainId: source ? t.otherChainId : here,
  };
}
