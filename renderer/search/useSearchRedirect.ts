import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { navigate } from '../app/router';

/** What a search resolver found: the page to open, or nothing. */
export type SearchMatch = { kind: string; to: string } | { kind: 'none' };

/**
 * Runs a search resolver (one request at a time, in its own order) and opens the page it found.
 * The query is not retried: "not found" is an answer, and an error shows with its own retry.
 */
export function useSearchRedirect(queryKey: readonly unknown[], resolve: (signal: AbortSignal) => Promise<SearchMatch>, enabled: boolean) {
  const match = useQuery({ queryKey, queryFn: ({ signal }) => resolve(signal), enabled, retry: false });
  const to = match.data && match.data.kind !== 'none' && 'to' in match.data ? match.data.to : null;
  useEffect(() => {
    // Replace: Back from the found page returns to where the search started, not here.
    if (to) navigate(to, { replace: true });
  }, [to]);
  return { match, to };
}
