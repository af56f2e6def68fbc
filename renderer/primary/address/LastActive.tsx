import { useQueries } from '@tanstack/react-query';
import { MAX_QUERY_ADDRESSES } from '../../../shared/api/endpoints/primaryAddressSets';
import { apiQueryOptions } from '../../api/apiQueryOptions';
import { errorInfo, errorText } from '../../components/ErrorState';
import { isNotFound } from '../../components/isNotFound';
import { StaticTable } from '../../components/StaticTable';
import { Timestamp } from '../../components/Timestamp';
import { useChain } from '../../app/useChain';

const CHAINS = ['p-chain', 'x-chain', 'c-chain'] as const;
const CHAIN_LABEL = { 'p-chain': 'P-Chain', 'x-chain': 'X-Chain', 'c-chain': 'C-Chain' } as const;

/**
 * When the addresses last created or spent a UTXO on each Primary Network chain. A set longer than a query may name
 * goes in the body of the POST form.
 */
export function LastActive({ addresses }: { addresses: string[] }) {
  const { network } = useChain();
  const posted = addresses.length > MAX_QUERY_ADDRESSES;
  const results = useQueries({
    queries: CHAINS.map((blockchainId) => ({
      ...(posted
        ? apiQueryOptions('getLastActivityOfAddressSet', { network, blockchainId, body: { addresses: addresses.join(',') } })
        : apiQueryOptions('getLastActivity', { network, blockchainId, addresses: addresses.join(',') })),
      retry: false,
    })),
  });
  return (
    <StaticTable
      label="Last active"
      caption="Last active"
      rows={CHAINS.map((chain, i) => ({ chain, result: results[i] }))}
      rowKey={(r) => r.chain}
      columns={[
        { header: 'Chain', cell: (r) => CHAIN_LABEL[r.chain], rowHeader: true },
        {
          header: 'Last created or spent a UTXO',
          cell: ({ result }) =>
            result.data ? (
              <Timestamp seconds={result.data.timestamp} />
            ) : isNotFound(result.error) ? (
              'never'
            ) : result.error ? (
              errorText(errorInfo(result.error))
            ) : (
              '…'
            ),
        },
        { header: 'Block', cell: ({ result }) => result.data?.blockNumber ?? '—', num: true },
      ]}
    />
  );
}
