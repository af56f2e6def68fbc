import { z } from 'zod';
import { Price } from './common';
import { int, resource } from './schema';

const nftMetadataShape = {
  indexStatus: z.string(),
  metadataLastUpdatedTimestamp: int,
  name: z.string(),
  symbol: z.string(),
  imageUri: z.string(),
  description: z.string(),
  animationUri: z.string(),
  externalUrl: z.string(),
  background: z.string(),
};
export const Erc721Metadata = resource({ ...nftMetadataShape, attributes: z.string() });
export const Erc1155Metadata = resource({ ...nftMetadataShape, decimals: int, properties: z.string() });

export const Erc721Token = resource({
  address: z.string(),
  name: z.string(),
  symbol: z.string(),
  ercType: z.string(),
  tokenId: z.string(),
  tokenUri: z.string(),
  metadata: Erc721Metadata,
  ownerAddress: z.string(),
});

export const Erc1155Token = resource({
  address: z.string(),
  ercType: z.string(),
  tokenId: z.string(),
  tokenUri: z.string(),
  metadata: Erc1155Metadata,
});

export const Erc20Token = resource({
  address: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: int,
  logoUri: z.string(),
  ercType: z.string(),
  price: Price,
});

/** Either token form plus the chain it lives on; metadata is the union of both forms. */
export const CollectibleBalance = Erc721Token.extend({
  metadata: z.union([Erc721Metadata, Erc1155Metadata]),
  chainId: z.string(),
  /** How many of an ERC-1155 token the address holds: sent by the real API, not by the interface. */
  balance: z.string(),
}).partial();

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
