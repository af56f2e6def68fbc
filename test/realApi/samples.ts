import { formatPxAddress } from '../../shared/codecs/bech32';

/**
 * Answers as the real Data API and Metrics API send them, written from their published OpenAPI
 * documents and guides (the real services cannot be reached from here). Where the real API
 * differs from the interface Ridgeline was built on, the difference is kept on purpose:
 * - Money `value` is a JSON number (NativeTokenBalance.price, balanceValue; Erc20 price; rewards);
 * - Blockchain.genesisData of a non-EVM VM is a string;
 * - X-Chain balances carry `locked` and `unlocked` plus atomic memory (ListXChainBalancesResponse);
 * - GET /v1/chains lists chains whose status is UNAVAILABLE and chains of other VMs;
 * - the older Metrics API's avg_tps is daily.
 * One EVM block is malformed on purpose (blockTimestamp as text): the list must still render.
 */

export const KEY = 'glacier-e2e-key-0123456789';
export const C_CHAIN_ID = '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5';
export const PRIMARY_NETWORK = '11111111111111111111111111111111LpoYY';
export const AVAX_ASSET = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';
/** A non-EVM chain (its VM is not the EVM) that publishes its genesis as a JSON string. */
export const TEXT_GENESIS_CHAIN = '2JVSBoinj9C2J33VntvzYtVJNZdN2NKiwwKjcumHUWEb5DbBrm';
export const EVM_ADDRESS = '0x71c7656ec7ab88b098defb751b7401b5f6d8976f';
export const X_ADDRESS = formatPxAddress({ chain: 'X', hrp: 'avax', bytes: new Uint8Array(20).fill(9) });

const NOW = 1_763_900_000;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const networkToken = {
  name: 'Avalanche',
  symbol: 'AVAX',
  decimals: 18,
  logoUri: 'https://images.ctfassets.net/avax.svg',
  description: 'AVAX',
};

export const chains = {
  chains: [
    {
      chainId: '43114',
      status: 'OK',
      chainName: 'Avalanche (C-Chain)',
      description: 'The Contract Chain',
      platformChainId: C_CHAIN_ID,
      subnetId: PRIMARY_NETWORK,
      vmId: 'mgj786NP7uDwBCcq6YwThhaN8FLyybkCa4zBWTQbNgmK6k9A6',
      vmName: 'EVM',
      explorerUrl: 'https://subnets.avax.network/c-chain',
      rpcUrl: 'https://api.avax.network/ext/bc/C/rpc',
      isTestnet: false,
      utilityAddresses: { multicall: '0xed386Fe855C1EFf2f843B910923Dd8846E45C5A4' },
      networkToken,
      chainLogoUri: 'https://images.ctfassets.net/c.svg',
      private: false,
      enabledFeatures: ['nftIndexing', 'webhooks'],
    },
    // Listed by the real API, not browsable here: a chain that is down, one of another VM, one outside the network.
    {
      chainId: '779672',
      status: 'UNAVAILABLE',
      chainName: 'Dispatch L1',
      platformChainId: '2D8RG4UpSXbPbvPCAWppNJyqTG2i2CAXSkTgmTBBvs7GKNZjsY',
      vmName: 'EVM',
      isTestnet: false,
      networkToken,
    },
    {
      chainId: '-1',
      status: 'OK',
      chainName: 'Bitcoin',
      vmName: 'BITCOIN',
      isTestnet: false,
      networkToken: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    },
    { chainId: '7777', status: 'OK', chainName: 'Partner chain', vmName: 'EVM', platformChainId: '', isTestnet: false, networkToken },
  ],
};

const block = (n: number) => ({
  blockNumber: String(n),
  blockTimestamp: NOW - (70_000_000 - n) * 2,
  blockHash: hash(n),
  chainId: '43114',
  txCount: 3,
  baseFee: '25000000000',
  gasUsed: '184000',
  gasLimit: '15000000',
  gasCost: '0',
  parentHash: hash(n - 1),
  feesSpent: '4600000000000000',
  cumulativeTransactions: String(n * 7),
});
export const blocks = {
  blocks: [block(70_000_000), { ...block(69_999_999), blockTimestamp: 'yesterday' }, block(69_999_998)],
};

const tx = (n: number) => ({
  blockNumber: '70000000',
  blockTimestamp: NOW,
  blockHash: hash(70_000_000),
  chainId: '43114',
  blockIndex: n,
  txHash: hash(0xabc000 + n),
  txStatus: '1',
  txType: 2,
  gasLimit: '21000',
  gasUsed: '21000',
  gasPrice: '26000000000',
  nonce: String(n),
  from: { address: EVM_ADDRESS },
  to: { address: '0x9e1a2f3e4d5c6b7a8f9e0d1c2b3a4f5e6d7c8b9a' },
  value: '1000000000000000000',
});
export const transactions = { transactions: [tx(0), tx(1)] };

export const nativeBalance = {
  nativeTokenBalance: {
    name: 'Avalanche',
    symbol: 'AVAX',
    decimals: 18,
    logoUri: 'https://images.ctfassets.net/avax.svg',
    chainId: '43114',
    price: { currencyCode: 'usd', value: 35.24 },
    balance: '48620000000000000000',
    balanceValue: { currencyCode: 'usd', value: 1713.3688 },
  },
};

export const textGenesisChain = {
  createBlockTimestamp: 1_700_000_000,
  createBlockNumber: '9876543',
  blockchainId: TEXT_GENESIS_CHAIN,
  vmId: 'qd2U4HDWUvMrVUeTcCHp6xH3Qpnn1XbU5MDdnBoiifFqvgXwT',
  subnetId: '2i4bdS4kzFPSgc3zMMnkeDqXhhnvyqVMKuXgeXcvAPRaekE9Yx',
  blockchainName: 'Ridge Oracle',
  genesisData: JSON.stringify({ timestamp: 0, oracle: { feeds: ['AVAX/USD', 'BTC/USD'] } }),
};

const avax = { assetId: AVAX_ASSET, name: 'Avalanche', symbol: 'AVAX', denomination: 9, type: 'secp256k1' };
export const xChainBalances = {
  balances: {
    locked: [],
    unlocked: [
      { ...avax, amount: '48120000000', utxoCount: 4 },
      {
        assetId: '2MuE8Lw9vqtGN6aYg6tTvb39QfpvBpLpsKWcqXoybo1ftRkp6q',
        name: 'Ridge Token',
        symbol: 'RDG',
        denomination: 6,
        type: 'secp256k1',
        amount: '2500000',
        utxoCount: 1,
      },
    ],
    atomicMemoryUnlocked: [{ ...avax, amount: '500000000', utxoCount: 1, sharedWithChainId: '11111111111111111111111111111111LpoYY' }],
    atomicMemoryLocked: [],
  },
  chainInfo: { chainName: 'x-chain', network: 'mainnet' },
};

/** The older Metrics API: one point per day, newest first, paged with nextPageStartKey (sent back as startKey). */
export const avgTps = {
  results: Array.from({ length: 7 }, (_, i) => ({ timestamp: Math.floor(NOW / 86_400) * 86_400 - i * 86_400, value: 12.5 + i })),
  status: 200,
  nextPageStartKey: 'eyJkYXRlIjoiMjAyNC0xMi0yNSJ9',
};

/** The page that key opens: the week before, and no further key (the end of the history). */
export const avgTpsOlder = {
  results: avgTps.results.map((r, i) => ({ timestamp: r.timestamp - 7 * 86_400, value: 5 + i })),
  status: 200,
};
