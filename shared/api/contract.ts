import { z } from 'zod';
import { EvmAddressInfo } from './common';
import { EvmChain } from './evm';
import { Erc1155Metadata, Erc1155Token, Erc20Token, Erc721Metadata, Erc721Token } from './tokens';
import { epochSeconds, int, resource } from './schema';

/**
 * What the real Data API knows about a contract and its token (chainkit's Erc20Contract, Erc721Contract, Erc1155Contract
 * and UnknownContract, read as one form): ercType tells which; it is an open enum ('UNKNOWN' for other contracts).
 */
const ImageAsset = resource({ assetId: z.string(), imageUri: z.string() });
/** type: Blog, CoinGecko, Discord, Documentation, Github, Twitter, Website… (open). */
const ResourceLink = resource({ type: z.string(), url: z.string() });
export const ContractDeploymentDetails = resource({
  txHash: z.string(),
  deployerAddress: z.string(),
  deployerContractAddress: z.string(),
});

export const ContractMetadata = resource({
  address: z.string(),
  ercType: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: int,
  description: z.string(),
  officialSite: z.string(),
  email: z.string(),
  logoAsset: ImageAsset,
  bannerAsset: ImageAsset,
  color: z.string(),
  resourceLinks: z.array(ResourceLink),
  tags: z.array(z.string()),
  deploymentDetails: ContractDeploymentDetails,
  pricingProviders: resource({ coingeckoCoinId: z.string() }),
});
export type ContractMetadata = z.infer<typeof ContractMetadata>;

/**
 * One transfer of a token (chainkit's Erc20Transfer, Erc721Transfer or Erc1155Transfer): where it happened, the parties,
 * and the token in the field of its kind (value for ERC-20 and ERC-1155 amounts).
 */
export const TokenTransfer = resource({
  blockNumber: z.string(),
  blockTimestamp: epochSeconds,
  blockHash: z.string(),
  txHash: z.string(),
  from: EvmAddressInfo,
  to: EvmAddressInfo,
  logIndex: int,
  value: z.string(),
  erc20Token: Erc20Token,
  erc721Token: Erc721Token,
  erc1155Token: Erc1155Token,
});
export type TokenTransfer = z.infer<typeof TokenTransfer>;

/** ListAddressChainsResponse: the chains an address was active on, and ids of chains not indexed. */
export const AddressChains = resource({ indexedChains: z.array(EvmChain), unindexedChains: z.array(z.string()) });

/** One NFT (chainkit's GetTokenDetailsResponse): an Erc721Token or an Erc1155Token, told apart by ercType. */
export const NftTokenDetails = resource({
  ...Erc721Token.shape,
  ...Erc1155Token.shape,
  metadata: z.union([Erc721Metadata, Erc1155Metadata]),
});
