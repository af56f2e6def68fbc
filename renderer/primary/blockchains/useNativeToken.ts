import { useApiQuery } from '../../api/useApiQuery';
import { useChain } from '../../app/useChain';
import type { NativeToken } from '../genesis/AllocTable';

/** EVM genesis balances are in the chain's smallest unit, 18 decimals on every EVM of the network. */
const EVM_DECIMALS = 18;

/**
 * The native token of an EVM blockchain, from the supported-chains list. A chain the list does
 * not know still gets exact amounts in its 18-decimal unit, labelled as its native token.
 */
export function useNativeToken(evmChainId: number | undefined): NativeToken {
  const { network } = useChain();
  const chains = useApiQuery('listChains', { network }, { staleTime: 5 * 60_000, enabled: evmChainId !== undefined });
  const token = chains.data?.chains?.find((c) => c.chainId === String(evmChainId))?.networkToken;
  return { symbol: token?.symbol ?? 'native token', decimals: token?.decimals ?? EVM_DECIMALS };
}
