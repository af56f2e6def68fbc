import { useQuery } from '@tanstack/react-query';
import { getBridge } from '../bridge';

/** The query an image is kept under (read without an observer where it is already there: ContractBadge). */
export const imageQueryKey = (url: string | undefined) => ['image', url] as const;

/**
 * The image at `url` as a data: URL the main process fetched (the page's image policy admits no other origin), or
 * undefined while it loads or when there is none to show. Kept for the session: a logo does not change under a list.
 */
export function useFetchedImage(url: string | undefined): string | undefined {
  const query = useQuery({
    queryKey: imageQueryKey(url),
    queryFn: () => getBridge().images.fetch(url!),
    enabled: !!url,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
  });
  return query.data ?? undefined;
}
