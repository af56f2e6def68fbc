import type { PrimaryChainAlias } from '../../shared/api';
import { NETWORK_IDS, P_CHAIN_ID, type PrimaryNetworkName } from '../../shared/network/primaryNetworkIds';

export const CHAIN_LABELS: Record<PrimaryChainAlias, string> = { 'p-chain': 'P-Chain', 'x-chain': 'X-Chain', 'c-chain': 'C-Chain' };

/** Which Primary Network chain a blockchain id (or alias) names on `network`, for linking a transaction or UTXO to its page. */
export function chainAliasOf(id: string | undefined, network: PrimaryNetworkName): PrimaryChainAlias | undefined {
  if (!id) return undefined;
  if (id in CHAIN_LABELS) return id as PrimaryChainAlias;
  const ids = NETWORK_IDS[network];
  if (id === P_CHAIN_ID) return 'p-chain';
  if (id === ids.xChainId) return 'x-chain';
  if (id === ids.cChainId) return 'c-chain';
  return undefined;
}

export const isPrimaryChainAlias = (text: string): text is PrimaryChainAlias => text in CHAIN_LABELS;
