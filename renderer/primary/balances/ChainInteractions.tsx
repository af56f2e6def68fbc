import { useApiQuery } from '../../api/useApiQuery';
import { useChain } from '../../app/useChain';
import { ErrorState } from '../../components/ErrorState';
import { Hash } from '../../components/Hash';
import { SkeletonLines } from '../../components/Skeleton';
import { ChainName } from '../chains/ChainName';
import { pxAddressUrl } from '../../app/urls';

/** The chains each address has had any on-chain interaction with (addresses:listChainIds). */
export function ChainInteractions({ addresses }: { addresses: string[] }) {
  const { network } = useChain();
  const query = useApiQuery('listChainIdsForAddresses', { network, addresses: addresses.join(',') });
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} what="chain interactions" />;
  if (!query.data) return <SkeletonLines lines={2} label="Loading chain interactions" />;
  const rows = query.data.addresses ?? [];
  if (rows.length === 0) return <p>None of these addresses has interacted with any chain.</p>;
  return (
    <table className="static-table" aria-label="Chains interacted with">
      <thead>
        <tr>
          <th scope="col">Address</th>
          <th scope="col">Chains</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={r.address ?? i}>
            <td>{r.address ? <Hash value={r.address} label="address" to={pxAddressUrl(r.address)} /> : '—'}</td>
            <td>
              {r.blockchainIds && r.blockchainIds.length > 0 ? (
                <ul className="address-list">
                  {r.blockchainIds.map((id) => (
                    <li key={id}>
                      <ChainName id={id} />
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="muted">no interactions</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
