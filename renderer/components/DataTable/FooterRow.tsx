import { memo } from 'react';
import { errorInfo, errorText } from '../ErrorState';
import { nextTryText, useRateLimitCountdown } from '../useRateLimitCountdown';
import { countOf } from '../../../shared/format/sentence';
import { formatCount } from '../../../shared/format/count';

interface FooterRowProps {
  top: number;
  rowIndex: number;
  count: number;
  /** Rows whose item could not be read, counted so a reader knows the list is not all there. */
  unreadable: number;
  hasNextPage: boolean;
  error: Error | null;
  onRetry: () => void;
}

/**
 * The row after the last item: loading more, the error of the next page with a retry, or the end of the list.
 * Memoized: a scroll frame renders the table, and this row's props change only with the list.
 */
export const FooterRow = memo(function FooterRow({ top, rowIndex, count, unreadable, hasNextPage, error, onRetry }: FooterRowProps) {
  const info = error ? errorInfo(error) : null;
  const countdown = useRateLimitCountdown(info);
  return (
    <div role="row" aria-rowindex={rowIndex} className={`dt-status-row${info ? ' error' : ''}`} style={{ top }}>
      <div role="gridcell" aria-colspan={99}>
        {info ? (
          <span role="alert">
            Could not load more: {info.status ? `${info.status} ${info.error}: ` : ''}
            {errorText(info)}
            {countdown && ` · ${nextTryText(countdown)}`}{' '}
            <button type="button" onClick={onRetry}>
              Retry
            </button>
          </span>
        ) : hasNextPage ? (
          <span role="status">Loading more…</span>
        ) : (
          <span>
            End of list · {countOf(count, 'rows')}
            {unreadable > 0 && ` · ${formatCount(unreadable)} could not be read`}
          </span>
        )}
      </div>
    </div>
  );
});
