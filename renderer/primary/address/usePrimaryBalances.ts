import { addressOnChain } from '../../../shared/codecs/bech32';
import { useApiQuery } from '../../api/useApiQuery';
import { useChain } from '../../app/useChain';
import type { PrimaryChain } from '../balances/PrimaryChainPicker';

/** The address in the form of `chain` (`C-avax1…` for the C-Chain's atomic memory). */
export const addressFor = (address: string, chain: PrimaryChain) => addressOnChain(address, chain.toUpperCase() as 'P' | 'X' | 'C');

/**
 * The balances of one address on one Primary Network chain, asked with the address in that chain's
 * form. The address page's summary and its detailed view ask the same, so they share one request.
 */
export function usePrimaryBalances(address: string, chain: PrimaryChain) {
  const { network } = useChain();
  const onChain = addressFor(address, chain);
  return { address: onChain, query: useApiQuery('getPrimaryBalances', { network, blockchainId: `${chain}-chain`, addresses: onChain }) };
}
