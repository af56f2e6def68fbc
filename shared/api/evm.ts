import { z } from 'zod';
import { EvmAddressInfo, Method, Price } from './common';
import { Erc1155Token, Erc20Token, Erc721Token } from './nft';
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

export const DeploymentTransaction = resource({
  erc20Transfers: z.array(
    resource({ from: EvmAddressInfo, to: EvmAddressInfo, logIndex: int, value: z.string(), erc20Token: Erc20Token }),
  ),
  erc721Transfers: z.array(resource({ from: EvmAddressInfo, to: EvmAddressInfo, logIndex: int, erc721Token: Erc721Token })),
  erc1155Transfers: z.array(
    resource({ from: EvmAddressInfo, to: EvmAddressInfo, logIndex: int, value: z.string(), erc1155Token: Erc1155Token }),
  ),
  internalTransactions: z.array(
    resource({
      from: EvmAddressInfo,
      to: EvmAddressInfo,
      internalTxType: z.string(),
      value: z.string(),
      isReverted: z.boolean(),
      gasUsed: z.string(),
      gasLimit: z.string(),
    }),
  ),
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
