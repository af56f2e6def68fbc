import { BECH32_HRP } from '../codecs/bech32';

/**
 * The fixed identifiers of the Primary Network (docs/api-contract.md, "Fixed identifiers"). They are
 * protocol constants, the same for the real Data API and the local service, so the app's
 * defaults (X-Chain asset, C-Chain, Primary Network subnet) and the simulation read them here.
 */

export type PrimaryNetworkName = 'mainnet' | 'fuji';

/** The Primary Network's subnet id, which is also the P-Chain's blockchain id. */
export const PRIMARY_SUBNET_ID = '11111111111111111111111111111111LpoYY';
export const P_CHAIN_ID = PRIMARY_SUBNET_ID;

export interface NetworkIds {
  /** Warp's network_id. */
  networkId: number;
  hrp: 'avax' | 'fuji';
  xChainId: string;
  cChainId: string;
  cChainEvmId: number;
  /** The native asset (AVAX), 9 decimals (nAVAX) on P and X. */
  avaxAssetId: string;
}

export const NETWORK_IDS: Record<PrimaryNetworkName, NetworkIds> = {
  mainnet: {
    networkId: 1,
    hrp: BECH32_HRP.mainnet,
    xChainId: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
    cChainId: '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
    cChainEvmId: 43114,
    avaxAssetId: 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z',
  },
  fuji: {
    networkId: 5,
    hrp: BECH32_HRP.fuji,
    xChainId: '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm',
    cChainId: 'yH8D7ThNJkxmtkuv2jgBa4P1Rn3Qpr4pPr7QYNfcdoS6k6HWp',
    cChainEvmId: 43113,
    avaxAssetId: 'U8iRqJoiJm8xZHAacmvYyZVwqQx6uDNtQeP3CQ6fcgQk3JqnK',
  },
};
