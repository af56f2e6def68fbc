import { useApiQuery } from '../../api/useApiQuery';
import { C_CHAIN_EVM_ID, useChain } from '../../app/useChain';

/** Any address will do: only the answer's price of the C-Chain's native token is read. */
const ANY_ADDRESS = '0x0000000000000000000000000000000000000000';

/**
 * Today's price of one AVAX in the chosen currency. The Data API prices tokens only inside balance
 * answers, so this is the C-Chain's native balance answer (the endpoint the EVM address page values
 * AVAX with), whose token is AVAX; waits for the settings so it asks in the chosen currency.
 */
export function useAvaxPrice() {
  const { network, currency, ready } = useChain();
  return useApiQuery(
    'getNativeBalance',
    { chainId: C_CHAIN_EVM_ID[network], address: ANY_ADDRESS, currency },
    { enabled: ready, staleTime: 60_000 },
  );
}
