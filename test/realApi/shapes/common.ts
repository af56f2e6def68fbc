/**
 * Ids and building blocks the real-shaped answers share (test/realApi/shapes/*): real mainnet ids
 * where the real API's documentation shows them (the C-Chain, the Primary Network, AVAX), made-up
 * but well-formed ones elsewhere.
 */
export { AVAX_ASSET, C_CHAIN_ID, EVM_ADDRESS, PRIMARY_NETWORK, TEXT_GENESIS_CHAIN, X_ADDRESS } from '../samples';

export const NOW = 1_763_900_000;
export const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
export const P_ADDRESS = 'avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5';
export const NODE_ID = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
export const TX_ID = '3P91K6nuDFvDodcRuJTsgdf9SvYe5pMiKk38HppsoeAiEztCP';
export const BLOCK_ID = '2YtBCDwh6hbtFh4oqS6M5nGcL2TCBhHVjyu1iDEakoy4tR8Cud';
export const L1_SUBNET = '2i4bdS4kzFPSgc3zMMnkeDqXhhnvyqVMKuXgeXcvAPRaekE9Yx';
export const L1_CHAIN = '2D8RG4UpSXbPbvPCAWppNJyqTG2i2CAXSkTgmTBBvs7GKNZjsY';
export const TOKEN = '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e';
export const NFT_CONTRACT = '0x495f947276749ce646f68ac8c248420045cb7b5e';
export const OTHER = '0x9e1a2f3e4d5c6b7a8f9e0d1c2b3a4f5e6d7c8b9a';

/** AssetAmount of the Primary Network (AVAX has 9 decimals there). */
export const avax = (amount: string) => ({
  assetId: 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z',
  name: 'Avalanche',
  symbol: 'AVAX',
  denomination: 9,
  type: 'secp256k1',
  amount,
});
/** RichAddress: the real API names a known contract and leaves a plain account bare. */
export const account = (address: string) => ({ address });
export const usdc = {
  address: TOKEN,
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  logoUri: 'https://images.ctfassets.net/usdc.png',
  ercType: 'ERC-20',
  price: { currencyCode: 'usd', value: 0.9998 },
};
