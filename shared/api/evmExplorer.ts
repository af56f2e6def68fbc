import { z } from 'zod';
import { EvmAddressInfo, Price } from './common';
import { EvmTransaction } from './evm';
import { Erc1155Token, Erc20Token, Erc721Token } from './nft';
import { epochSeconds, int, resource } from './schema';

/**
 * Resources of the EVM explorer reads beyond the interface (an address's history, a block's transactions,
 * one transaction, token balances), in the real Data API's shapes.
 */

const transfer = { from: EvmAddressInfo, to: EvmAddressInfo, logIndex: int };
export const Erc20TransferDetails = resource({ ...transfer, value: z.string(), erc20Token: Erc20Token });
export const Erc721TransferDetails = resource({ ...transfer, erc721Token: Erc721Token });
export const Erc1155TransferDetails = resource({ ...transfer, value: z.string(), erc1155Token: Erc1155Token });
export const InternalTransactionDetails = resource({
  from: EvmAddressInfo,
  to: EvmAddressInfo,
  /** UNKNOWN, CALL, CREATE, CREATE2, CREATE3, CALLCODE, DELEGATECALL or STATICCALL. */
  internalTxType: z.string(),
  value: z.string(),
  isReverted: z.boolean(),
  gasUsed: z.string(),
  gasLimit: z.string(),
});

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
