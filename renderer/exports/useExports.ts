import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ExportEntry } from '../../shared/bridge/exportChannels';
import { getBridge } from '../bridge';

export const EXPORTS_KEY = ['bridge', 'exports'] as const;

/** Puts an entry (a change event, or what a start returned) into the cached history. */
export function rememberEntry(queryClient: QueryClient, entry: ExportEntry): void {
  queryClient.setQueryData<ExportEntry[]>(EXPORTS_KEY, (list) =>
    !list
      ? list
      : list.some((e) => e.id === entry.id)
        ? list.map((e) => (e.id === entry.id && e.updatedAt <= entry.updatedAt ? entry : e))
        : [entry, ...list],
  );
}

/** A fetched list may be older than an event that arrived while it was on its way: keep the newer of each. */
function newest(fetched: ExportEntry[], cached: ExportEntry[] | undefined): ExportEntry[] {
  const byId = new Map(cached?.map((e) => [e.id, e]));
  return fetched.map((e) => {
    const c = byId.get(e.id);
    return c && c.updatedAt > e.updatedAt ? c : e;
  });
}

/**
 * The export history, kept current by the main process's 'export-progress' and
 * 'export-removed' events. Once subscribed it reads the list afresh: whatever happened while
 * nothing listened is in it.
 */
export function useExports(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const bridge = getBridge();
    const offs = [
      bridge.on('export-progress', (entry) => rememberEntry(queryClient, entry)),
      bridge.on('export-removed', ({ id }) =>
        queryClient.setQueryData<ExportEntry[]>(EXPORTS_KEY, (list) => list?.filter((e) => e.id !== id)),
      ),
    ];
    void queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
    return () => offs.forEach((off) => off());
  }, [queryClient, enabled]);
  return useQuery({
    queryKey: EXPORTS_KEY,
    queryFn: async () => newest(await getBridge().exports.list(), queryClient.getQueryData(EXPORTS_KEY)),
    staleTime: Infinity,
    enabled,
  });
}

/** One entry of the history, live. */
export function useExportEntry(id: string | undefined): ExportEntry | undefined {
  const { data } = useExports(id !== undefined);
  return id ? data?.find((e) => e.id === id) : undefined;
}

export const ACTIVE_STATUSES = new Set<ExportEntry['status']>(['creating', 'running', 'queued', 'downloading', 'writing']);
export const isActive = (e: ExportEntry) => ACTIVE_STATUSES.has(e.status);
