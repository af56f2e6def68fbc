import { z } from 'zod';
import { EvmAddressInfo, Method, Price } from './common';
import { Erc1155Token, Erc20Token, Erc721Token } from './tokens';
import { epochSeconds, int, resource } from './schema';

export const EvmBlock = resource({
  chainId: z.string(),
  blockNumber: z.string(),
  blockTimestamp: epochSeconds,
  blockHash: z.string(),
  txCount: int,
  baseFee: z.string(),
  gasUsed: z.string(),
  gasLimit: z.string(),
  gasCost: z.string(),
  parentHash: z.string(),
  feesSpent: z.string(),
  cumulativeTransactions: z.string(),
});

const evmTransactionShape = {
  blockNumber: z.string(),
  blockTimestamp: epochSeconds,
  blockHash: z.string(),
  chainId: z.string(),
  blockIndex: int,
  txHash: z.string(),
  txStatus: z.string(),
  txType: int,
  gasLimit: z.string(),
  gasUsed: z.string(),
  gasPrice: z.string(),
  nonce: z.string(),
  from: EvmAddressInfo,
  to: EvmAddressInfo,
  method: Method,
  value: z.string(),
};
export const EvmTransaction = resource(evmTransactionShape);
/** The single native transaction returned with a contract deployment (spec 2.2). */
export const NativeTransaction = resource({
  ...evmTransactionShape,
  input: z.string(),
  baseFeePerGas: z.string(),
  maxFeePerGas: z.string(),
  maxPriorityFeePerGas: z.string(),
});

export const Erc721Transfer = resource({
  blockNumber: z.string(),
  blockTimestamp: epochSeconds,
  blockHash: z.string(),
  txHash: z.string(),
  from: EvmAddressInfo,
  to: EvmAddressInfo,
  logIndex: int,
  erc721Token: Erc721Token,
});

export const TeleporterMessageInfo = resource({
  teleporterMessageId: z.string(),
  direction: z.string(),
  sourceChainId: z.string(),
  destinationChainId: z.string(),
});

export const NetworkToken = resource({
  name: z.string(),
  symbol: z.string(),
  decimals: int,
  logoUri: z.string(),
  description: z.string(),
});

/** The token transfers and internal calls of one transaction, as every transaction answer lists them. */
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

export const DeploymentTransaction = resource({
  erc20Transfers: z.array(Erc20TransferDetails),
  erc721Transfers: z.array(Erc721TransferDetails),
  erc1155Transfers: z.array(Erc1155TransferDetails),
  internalTransactions: z.array(InternalTransactionDetails),
  networkTokenDetails: resource({ networkToken: NetworkToken, currentPrice: Price, historicalPrice: Price }),
  nativeTransaction: NativeTransaction,
  teleporterMessageInfo: TeleporterMessageInfo,
});

export const NativeTokenBalance = resource({
  name: z.string(),
  symbol: z.string(),
  decimals: int,
  logoUri: z.string(),
  chainId: z.string(),
  price: Price,
  balance: z.string(),
  balanceValue: Price,
});

/** An EVM chain as listed by GET /v1/chains (docs/api-contract.md). */
export const EvmChain = resource({
  chainId: z.string(),
  status: z.string(),
  chainName: z.string(),
  description: z.string(),
  platformChainId: z.string(),
  subnetId: z.string(),
  vmId: z.string(),
  vmName: z.string(),
  explorerUrl: z.string(),
  rpcUrl: z.string(),
  wsUrl: z.string(),
  isTestnet: z.boolean(),
  networkToken: NetworkToken,
  chainLogoUri: z.string(),
  private: z.boolean(),
  enabledFeatures: z.array(z.string()),
});
