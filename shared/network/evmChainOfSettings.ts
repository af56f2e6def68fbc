import type { Settings } from '../bridge/channels';
import { NETWORK_IDS } from './primaryNetworkIds';

/** The C-Chain's EVM chain id per network: the chain shown when none is chosen. */
export const C_CHAIN_EVM_ID = {
  mainnet: String(NETWORK_IDS.mainnet.cChainEvmId),
  fuji: String(NETWORK_IDS.fuji.cChainEvmId),
} as const;

/** The EVM chain the settings choose: the network's C-Chain unless another is picked. */
export const evmChainIdOf = (settings: Pick<Settings, 'network' | 'evmChainId'> | undefined): string =>
  settings?.evmChainId || C_CHAIN_EVM_ID[settings?.network ?? 'mainnet'];
