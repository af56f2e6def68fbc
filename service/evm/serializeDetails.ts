import { secondsOf } from '../sim/clock';
import type { Currency } from '../../shared/api/common';
import { internalCallsOf, transfersOfTx, type InternalCall } from '../sim/evm/addressLists';
import type { Contract } from '../sim/evm/contracts';
import type { Erc20TransferView, EvmChain, NftTransferView, TxView } from '../sim/evm/evmChain';
import type { EvmContext } from './evmContext';
import { deliveredMessageOf, messageIdOf, partnerOf, roleOf } from '../icm/icmMessages';
import { addressInfo, ercType, serializeNativeTransaction, serializeTransaction, logoUri } from './serialize';

/** How the real API answers about transfers, internal calls and transactions in full (beyond the interface). */

const DAY = 86_400;

/** An ERC-20 token, priced on the given day in `currency` unless it has no market price. */
export function erc20Token(ctx: EvmContext, contract: Contract, currency: Currency, timestamp: number, baseUrl: string) {
  return {
    address: contract.address,
    name: contract.name,
    symbol: contract.symbol,
    decimals: contract.decimals,
    logoUri: logoUri(baseUrl, contract.symbol),
    ercType: ercType(contract),
    ...(contract.unpriced ? {} : { price: ctx.prices.price(contract.symbol, currency, timestamp) }),
  };
}

export function erc20TransferDetails(ctx: EvmContext, chain: EvmChain, t: Erc20TransferView, baseUrl: string) {
  return {
    from: addressInfo(chain, t.from, baseUrl),
    to: addressInfo(chain, t.to, baseUrl),
    logIndex: t.logIndex,
    value: t.value,
    erc20Token: erc20Token(ctx, t.contract, 'usd', t.tx.blockTimestamp, baseUrl),
  };
}

/** ERC-721 transfers carry their token; ERC-1155 ones also the amount moved. */
export function nftTransferDetails(ctx: EvmContext, chain: EvmChain, t: NftTransferView, baseUrl: string) {
  const parties = { from: addressInfo(chain, t.from, baseUrl), to: addressInfo(chain, t.to, baseUrl), logIndex: t.logIndex };
  const token = ctx.nftIndex.token(chain, t.contract, t.tokenId, baseUrl);
  return t.contract.kind === 'erc721' ? { ...parties, erc721Token: token } : { ...parties, value: String(t.amount), erc1155Token: token };
}

export function internalDetails(chain: EvmChain, call: InternalCall, baseUrl: string) {
  return {
    from: addressInfo(chain, call.from, baseUrl),
    to: addressInfo(chain, call.to, baseUrl),
    internalTxType: call.type,
    value: call.value,
    isReverted: false,
    gasUsed: String(call.gasUsed),
    gasLimit: String(call.gasLimit),
  };
}

/** Where a transfer or internal call happened. */
export const located = (tx: TxView) => ({
  blockNumber: String(tx.blockNumber),
  blockTimestamp: tx.blockTimestamp,
  blockHash: tx.blockHash,
  txHash: tx.txHash,
});

/** The transaction's transfers and internal calls, those whose from or to is `onlyAddress` when given. */
function transfersAndCalls(ctx: EvmContext, chain: EvmChain, seq: number, baseUrl: string, onlyAddress?: string) {
  const involves = (p: { from: string; to: string }) => !onlyAddress || p.from === onlyAddress || p.to === onlyAddress;
  const { erc20, nft } = transfersOfTx(chain, seq);
  const nfts = nft.map((i) => chain.nftTransfer(i)).filter(involves);
  return {
    erc20Transfers: erc20
      .map((i) => chain.erc20Transfer(i))
      .filter(involves)
      .map((t) => erc20TransferDetails(ctx, chain, t, baseUrl)),
    erc721Transfers: nfts.filter((t) => t.contract.kind === 'erc721').map((t) => nftTransferDetails(ctx, chain, t, baseUrl)),
    erc1155Transfers: nfts.filter((t) => t.contract.kind === 'erc1155').map((t) => nftTransferDetails(ctx, chain, t, baseUrl)),
    internalTransactions: internalCallsOf(chain, seq)
      .filter(involves)
      .map((c) => internalDetails(chain, c, baseUrl)),
  };
}

/** An item of an address's history: the transaction (list form) and its parts that involve the address. */
export function transactionDetails(ctx: EvmContext, chain: EvmChain, seq: number, address: string, baseUrl: string) {
  return {
    nativeTransaction: serializeTransaction(chain, chain.transaction(seq), baseUrl),
    ...transfersAndCalls(ctx, chain, seq, baseUrl, address.toLowerCase()),
  };
}

/**
 * One transaction in full, the shape getDeployment answers with: every transfer and internal call, the network
 * token's prices (the historical one only once the transaction is a day old) and its cross-chain message.
 */
export function transactionDetail(ctx: EvmContext, chain: EvmChain, seq: number, currency: Currency, nowMs: number, baseUrl: string) {
  const tx = chain.transaction(seq);
  const token = chain.spec.token;
  const now = secondsOf(nowMs);
  const message = teleporterInfo(ctx, chain, tx);
  return {
    ...transfersAndCalls(ctx, chain, seq, baseUrl),
    networkTokenDetails: {
      networkToken: { ...token, logoUri: logoUri(baseUrl, token.symbol) },
      currentPrice: ctx.prices.price(token.symbol, currency, now),
      ...(now - tx.blockTimestamp >= DAY ? { historicalPrice: ctx.prices.price(token.symbol, currency, tx.blockTimestamp) } : {}),
    },
    nativeTransaction: serializeNativeTransaction(chain, tx, baseUrl),
    ...(message ? { teleporterMessageInfo: message } : {}),
  };
}

/**
 * The cross-chain message a transaction sent (a messenger call, or the deployment of a token bridged out) or
 * received (the deployment of a token bridged in, or the relayer's transaction that delivered a message): the
 * same message the ICM endpoints serve under this id.
 */
function teleporterInfo(ctx: EvmContext, chain: EvmChain, tx: TxView) {
  const role = roleOf(chain, tx.seq);
  if (!role) {
    const delivered = deliveredMessageOf(ctx.evm, chain, tx.seq);
    return (
      delivered && {
        teleporterMessageId: messageIdOf(delivered.chain, delivered.seq),
        direction: 'DESTINATION_TRANSACTION',
        sourceChainId: delivered.chain.spec.blockchainId,
        destinationChainId: chain.spec.blockchainId,
      }
    );
  }
  const here = chain.spec.blockchainId;
  const other = partnerOf(ctx.evm, chain)?.spec.blockchainId ?? '';
  return {
    teleporterMessageId: messageIdOf(chain, tx.seq),
    direction: role === 'sent' ? 'SOURCE_TRANSACTION' : 'DESTINATION_TRANSACTION',
    sourceChainId: role === 'sent' ? here : other,
    destinationChainId: role === 'sent' ? other : here,
  };
}
