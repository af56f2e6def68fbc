import type { EvmChainSpec, SimNetwork } from '../catalog';
import { hex0x, hexQuantity, keccak, ByteWriter } from './hex';

/**
 * The genesis of every simulated EVM chain: who holds the native token at block 0 and which
 * contracts exist before any transaction. It is the only source of initial balances: the
 * EVM simulation starts from it, and the Primary Network's genesisData shows it, so the two
 * always agree. Everyone else is funded by transfers from the treasuries in the history.
 */

export interface GenesisAccount {
  /** Hex wei. */
  balance: string;
  code?: string;
  storage?: Record<string, string>;
}

export const TREASURY_COUNT = 4;
const WEI_PER_TOKEN = 10n ** 18n;

/** The Teleporter (ICM) messenger: predeployed at its well-known address on every chain. */
export const TELEPORTER_MESSENGER = '0x253b2784c75e510dd0ff1da844684a1ac0aa5fcf';

/** The EOA at `index` of a network's account pool; the first TREASURY_COUNT are the treasuries. */
export function eoaAddressBytes(seed: number, network: SimNetwork, index: number): Uint8Array {
  return keccak(
    new ByteWriter()
      .u32(seed >>> 0)
      .u32(network === 'mainnet' ? 1 : 5)
      .u32(index)
      .done(),
  ).subarray(12);
}

export function treasuryAddresses(seed: number, network: SimNetwork): string[] {
  return Array.from({ length: TREASURY_COUNT }, (_, i) => hex0x(eoaAddressBytes(seed, network, i)));
}

/** Whole tokens per treasury: the C-Chain's are AVAX; an L1's own token has a larger supply. */
export function treasuryBalanceWei(chain: EvmChainSpec, index: number): bigint {
  const tokens = chain.isCChain ? 50_000_000n : 1_000_000_000n;
  return (tokens + BigInt(index) * 1_000_000n) * WEI_PER_TOKEN;
}

/** Genesis alloc keyed by lower-case 0x address, as in a blockchain's genesisData. */
export function genesisAlloc(seed: number, chain: EvmChainSpec): Record<string, GenesisAccount> {
  const alloc: Record<string, GenesisAccount> = {};
  treasuryAddresses(seed, chain.network).forEach((address, i) => {
    alloc[address] = { balance: hexQuantity(treasuryBalanceWei(chain, i)) };
  });
  alloc[TELEPORTER_MESSENGER] = {
    balance: '0x0',
    code: predeployCode(`${chain.evmChainId}:teleporter`),
    storage: { [hex0x(new Uint8Array(32))]: hex0x(keccak(`${chain.blockchainId}:teleporter:messageNonce`)) },
  };
  return alloc;
}

/** Deterministic runtime bytecode with the usual Solidity prologue, so it looks like what it stands for. */
export function predeployCode(label: string): string {
  const body = Array.from({ length: 8 }, (_, i) => hex0x(keccak(`${label}:${i}`)).slice(2)).join('');
  return `0x6080604052348015600f57600080fd5b50${body}`;
}

/** Fee parameters of each chain; the block simulation follows them and genesis config shows them. */
export interface EvmFeeConfig {
  gasLimit: number;
  targetBlockRate: number;
  minBaseFee: number;
  targetGas: number;
  baseFeeChangeDenominator: number;
  minBlockGasCost: number;
  maxBlockGasCost: number;
  blockGasCostStep: number;
}

export function feeConfigOf(chain: EvmChainSpec): EvmFeeConfig {
  if (chain.isCChain) {
    return {
      gasLimit: 15_000_000,
      targetBlockRate: 2,
      minBaseFee: 25_000_000_000,
      targetGas: 15_000_000,
      baseFeeChangeDenominator: 36,
      minBlockGasCost: 0,
      maxBlockGasCost: 1_000_000,
      blockGasCostStep: 200_000,
    };
  }
  return {
    gasLimit: 12_000_000,
    targetBlockRate: chain.blockIntervalSeconds,
    minBaseFee: 1_000_000_000,
    targetGas: 12_000_000,
    baseFeeChangeDenominator: 48,
    minBlockGasCost: 0,
    maxBlockGasCost: 10_000_000,
    blockGasCostStep: 500_000,
  };
}
