import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { PageHeader } from './PageHeader';

/** A page whose record could not be read: its title and what was asked for, then the API's error with a retry. */
export function PageError(props: { title: string; asked: ReactNode; query: { error: unknown; refetch: () => unknown }; what: string }) {
  const { title, asked, query, what } = props;
  return (
    <>
      <PageHeader title={title} subtitle={asked} />
      <ErrorState error={query.error} onRetry={() => void query.refetch()} what={what} />
    </>
  );
}
