import { z } from 'zod';
import { Price } from './common';
import { Erc1155TransferDetails, Erc20TransferDetails, Erc721TransferDetails, EvmTransaction, InternalTransactionDetails } from './evm';
import { Erc1155Token, Erc20Token, Erc721Token } from './nft';
import { epochSeconds, resource } from './schema';

/**
 * Resources of the EVM explorer reads beyond the interface (an address's history, a block's transactions,
 * one transaction, token balances), in the real Data API's shapes.
 */

/** One item of an address's history: its sub-lists hold only the entries whose from or to is the address. */
export const TransactionDetails = resource({
  nativeTransaction: EvmTransaction,
  erc20Transfers: z.array(Erc20TransferDetails),
  erc721Transfers: z.array(Erc721TransferDetails),
  erc1155Transfers: z.array(Erc1155TransferDetails),
  internalTransactions: z.array(InternalTransactionDetails),
});

/** Where a transfer or internal call sits: its block and transaction. */
const located = { blockNumber: z.string(), blockTimestamp: epochSeconds, blockHash: z.string(), txHash: z.string() };
export const Erc20Transfer = Erc20TransferDetails.extend(located);
export const Erc1155Transfer = Erc1155TransferDetails.extend(located);
export const InternalTransaction = InternalTransactionDetails.extend(located);

export const Erc20TokenBalance = Erc20Token.extend({
  chainId: z.string(),
  /** In the token's smallest unit. */
  balance: z.string(),
  balanceValue: Price,
  /** Benign or Malicious; null when unknown (the real API fills it only for C-Chain tokens). */
  tokenReputation: z.string().nullable(),
}).partial();
export const Erc721TokenBalance = Erc721Token.extend({ chainId: z.string() }).partial();
export const Erc1155TokenBalance = Erc1155Token.extend({ chainId: z.string(), balance: z.string() }).partial();
