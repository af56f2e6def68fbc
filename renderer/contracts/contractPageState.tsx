import type { ReactNode } from 'react';
import { ErrorState } from '../components/ErrorState';
import { isNotFound } from '../components/isNotFound';
import { SkeletonLines } from '../components/Skeleton';

/**
 * What a page about one contract address shows before its answer, under its header: the URL's malformed address, the
 * loading skeleton, "not found" said in the page's words, or the failure with a retry; undefined once there is an answer.
 */
export function contractPageState(props: {
  header: ReactNode;
  raw: string;
  valid: boolean;
  /** "token", "contract": what the address should be. */
  noun: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loading: { lines: number; label: string };
  notFound: string;
  /** What failed to load, for the error's sentence. */
  what: string;
}): ReactNode | undefined {
  const { header, raw, valid, noun, query, loading, notFound, what } = props;
  let body: ReactNode;
  if (!valid)
    body = (
      <p role="alert" className="field-error">
        "{raw}" is not a 0x {noun} address of 40 hex digits.
      </p>
    );
  else if (query.isPending) body = <SkeletonLines lines={loading.lines} label={loading.label} />;
  else if (query.isError)
    body = isNotFound(query.error) ? (
      <div className="state" role="status">
        {notFound}
      </div>
    ) : (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} what={what} />
    );
  else return undefined;
  return (
    <>
      {header}
      {body}
    </>
  );
}
