import { cb58Encode } from '../../shared/codecs/cb58';
import {
  NETWORK_IDS,
  P_CHAIN_ID,
  PRIMARY_SUBNET_ID,
  type NetworkIds,
  type PrimaryNetworkName,
} from '../../shared/network/primaryNetworkIds';
import { bytesFor } from './random';

/**
 * The fixed shape of the simulated world (the fixed ids of docs/api-contract.md and the invented L1s). The EVM and the
 * Primary Network simulations both read it, so the chains the P-Chain lists are the chains
 * the EVM endpoints serve.
 */

export type SimNetwork = PrimaryNetworkName;
export const SIM_NETWORKS: SimNetwork[] = ['mainnet', 'fuji'];

// The fixed ids are protocol constants the app reads too; the simulation's modules take them from here.
export { NETWORK_IDS, P_CHAIN_ID, PRIMARY_SUBNET_ID, type NetworkIds };

export interface EvmChainSpec {
  network: SimNetwork;
  evmChainId: number;
  name: string;
  description: string;
  blockchainId: string;
  subnetId: string;
  isCChain: boolean;
  token: { name: string; symbol: string; decimals: number; description: string };
  /** Seconds between blocks when the service runs with the default block interval. */
  blockIntervalSeconds: number;
}

const derivedId = (label: string) => cb58Encode(bytesFor(`ridgeline:${label}`));

interface L1Seed {
  name: string;
  slug: string;
  evmChainId: Record<SimNetwork, number>;
  symbol: string;
  tokenName: string;
  blockIntervalSeconds: number;
}

const L1_SEEDS: L1Seed[] = [
  {
    name: 'Summit',
    slug: 'summit',
    evmChainId: { mainnet: 432204, fuji: 432201 },
    symbol: 'SUM',
    tokenName: 'Summit',
    blockIntervalSeconds: 5,
  },
  {
    name: 'Basalt',
    slug: 'basalt',
    evmChainId: { mainnet: 779672, fuji: 779673 },
    symbol: 'BSLT',
    tokenName: 'Basalt Gas',
    blockIntervalSeconds: 8,
  },
];

export function evmChains(network: SimNetwork): EvmChainSpec[] {
  const ids = NETWORK_IDS[network];
  const cChain: EvmChainSpec = {
    network,
    evmChainId: ids.cChainEvmId,
    name: network === 'mainnet' ? 'C-Chain' : 'C-Chain (Fuji)',
    description: 'The Contract Chain of the Primary Network',
    blockchainId: ids.cChainId,
    subnetId: PRIMARY_SUBNET_ID,
    isCChain: true,
    token: { name: 'Avalanche', symbol: 'AVAX', decimals: 18, description: 'The native token of the Primary Network' },
    blockIntervalSeconds: 2,
  };
  return [
    cChain,
    ...L1_SEEDS.map((s) => ({
      network,
      evmChainId: s.evmChainId[network],
      name: `${s.name} L1`,
      description: `${s.name}, an L1 with its own EVM chain`,
      blockchainId: derivedId(`${network}:${s.slug}:blockchain`),
      subnetId: derivedId(`${network}:${s.slug}:subnet`),
      isCChain: false,
      token: { name: s.tokenName, symbol: s.symbol, decimals: 18, description: `Native token of ${s.name} L1` },
      blockIntervalSeconds: s.blockIntervalSeconds,
    })),
  ];
}

/** Looks up an EVM chain by EVM chain id (decimal string) or blockchain id, on either network. */
export function findEvmChain(chainId: string): EvmChainSpec | undefined {
  for (const n of SIM_NETWORKS) {
    const c = evmChains(n).find((x) => String(x.evmChainId) === chainId || x.blockchainId === chainId);
    if (c) return c;
  }
  return undefined;
}

/** Ids for simulated subnets that are not L1s (they have no EVM chain of ours). */
export function plainSubnetIds(network: SimNetwork, count: number): string[] {
  return Array.from({ length: count }, (_, i) => derivedId(`${network}:subnet:${i}`));
}
