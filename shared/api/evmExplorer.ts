import { z } from 'zod';
import { Erc1155TransferDetails, Erc20TransferDetails, Erc721TransferDetails, EvmTransaction, InternalTransactionDetails } from './evm';
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
