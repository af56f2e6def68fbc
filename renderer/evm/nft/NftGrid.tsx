import type { ReactNode } from 'react';
import type { InfiniteList } from '../../api/useInfiniteList';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { SkeletonLines } from '../../components/Skeleton';

interface NftGridProps<T> {
  label: string;
  list: InfiniteList<T>;
  getKey: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  emptyMessage: ReactNode;
}

/** Collectibles as cards, the alternative to the table view; more load on demand. */
export function NftGrid<T>({ label, list, getKey, renderCard, emptyMessage }: NftGridProps<T>) {
  if (list.status === 'pending') return <SkeletonLines label={`Loading ${label.toLowerCase()}`} />;
  if (list.status === 'error') return <ErrorState error={list.error} onRetry={list.retry} what={label.toLowerCase()} />;
  if (list.items.length === 0) return <EmptyState>{emptyMessage}</EmptyState>;
  return (
    <section aria-label={label}>
      <ul className="nft-grid" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.items.map((item) => (
          <li key={getKey(item)}>{renderCard(item)}</li>
        ))}
      </ul>
      <div className="state">
        {list.nextPageError ? (
          <ErrorState error={list.nextPageError} onRetry={list.retry} what="more tokens" />
        ) : list.hasNextPage ? (
          <button type="button" onClick={list.fetchNextPage} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        ) : (
          <span>End of list · {list.items.length} tokens</span>
        )}
      </div>
    </section>
  );
}
