import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatCount } from '../../shared/format/count';
import { getBridge } from '../bridge';
import { ErrorState } from '../components/ErrorState';
import { formatBytes } from '../exports/transferText';

const SIZE_KEY = ['archive', 'size'] as const;

/** Settings > Offline archive: how much the active connection's archive holds on disk, and clearing it. */
export function ArchiveSection() {
  const queryClient = useQueryClient();
  // Read again each time Settings opens: every page viewed since may have added to it.
  const size = useQuery({ queryKey: SIZE_KEY, queryFn: () => getBridge().archive.size(), refetchOnMount: 'always' });
  const clear = useMutation({
    mutationFn: () => getBridge().archive.clear(),
    onSuccess: (next) => queryClient.setQueryData(SIZE_KEY, next),
  });
  return (
    <section aria-labelledby="archive-heading">
      <h2 id="archive-heading">Offline archive</h2>
      <p className="muted">
        Blocks, transactions and other final answers you view are kept on this computer for this connection, so they open when the API
        cannot be reached. The oldest unused go first when it grows past its limit.
      </p>
      <div className="form-row card">
        {size.data ? (
          <span aria-live="polite">
            {formatCount(size.data.entries)} {size.data.entries === 1 ? 'answer' : 'answers'}, {formatBytes(size.data.bytes)}
          </span>
        ) : (
          size.isError && <ErrorState error={size.error} onRetry={() => void size.refetch()} what="the archive's size" />
        )}
        <button type="button" onClick={() => clear.mutate()} disabled={clear.isPending || size.data?.entries === 0}>
          Clear the archive
        </button>
      </div>
      {clear.error && <ErrorState error={clear.error} />}
    </section>
  );
}
