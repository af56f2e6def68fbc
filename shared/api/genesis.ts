import { z } from 'zod';
import { int, resource } from './schema';

const hex = z.string();

export const AllowListConfig = resource({
  blockTimestamp: int,
  adminAddresses: z.array(z.string()),
  managerAddresses: z.array(z.string()),
  enabledAddresses: z.array(z.string()),
});

export const FeeConfig = resource({
  baseFeeChangeDenominator: int,
  blockGasCostStep: int,
  gasLimit: int,
  maxBlockGasCost: int,
  minBaseFee: int,
  minBlockGasCost: int,
  targetBlockRate: int,
  targetGas: int,
});

export const WarpConfig = resource({
  blockTimestamp: int,
  quorumNumerator: int,
  requirePrimaryNetworkSigners: z.boolean(),
});

/** The upgrade activation blocks of the chain config, in the order they happened. */
export const UPGRADE_BLOCK_FIELDS = [
  'homesteadBlock',
  'eip150Block',
  'eip155Block',
  'eip158Block',
  'byzantiumBlock',
  'constantinopleBlock',
  'petersburgBlock',
  'istanbulBlock',
  'muirGlacierBlock',
  'berlinBlock',
  'londonBlock',
] as const;
export const ALLOW_LIST_CONFIG_FIELDS = [
  'txAllowListConfig',
  'contractDeployerAllowListConfig',
  'contractNativeMinterConfig',
  'feeManagerConfig',
  'rewardManagerConfig',
] as const;

export const GenesisConfig = resource({
  ...(Object.fromEntries(UPGRADE_BLOCK_FIELDS.map((f) => [f, int])) as Record<(typeof UPGRADE_BLOCK_FIELDS)[number], typeof int>),
  chainId: int,
  eip150Hash: z.string(),
  subnetEVMTimestamp: int,
  allowFeeRecipients: z.boolean(),
  feeConfig: FeeConfig,
  warpConfig: WarpConfig,
  ...(Object.fromEntries(ALLOW_LIST_CONFIG_FIELDS.map((f) => [f, AllowListConfig])) as Record<
    (typeof ALLOW_LIST_CONFIG_FIELDS)[number],
    typeof AllowListConfig
  >),
});

export const GenesisAllocEntry = resource({
  balance: hex,
  code: hex,
  storage: z.record(z.string(), z.string()),
});

/** genesisData of a Blockchain (spec 2.3). */
export const GenesisData = resource({
  airdropAmount: z.unknown().nullable(),
  airdropHash: z.string(),
  alloc: z.record(z.string(), GenesisAllocEntry),
  baseFeePerGas: z.unknown().nullable(),
  blobGasUsed: z.unknown().nullable(),
  coinbase: z.string(),
  config: GenesisConfig,
  difficulty: hex,
  extraData: hex,
  gasLimit: hex,
  gasUsed: hex,
  mixHash: hex,
  nonce: hex,
  number: hex,
  parentHash: hex,
  timestamp: hex,
  excessBlobGas: z.unknown().nullable(),
});
