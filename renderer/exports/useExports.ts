import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ExportEntry } from '../../shared/bridge/exportChannels';
import { getBridge } from '../bridge';

export const EXPORTS_KEY = ['bridge', 'exports'] as const;

/** The export history, kept current by the main process's 'export-progress' and 'export-removed' events. */
export function useExports(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const bridge = getBridge();
    const update = (change: (list: ExportEntry[]) => ExportEntry[]) =>
      queryClient.setQueryData<ExportEntry[]>(EXPORTS_KEY, (list) => (list ? change(list) : list));
    const offs = [
      bridge.on('export-progress', (entry) =>
        update((list) => (list.some((e) => e.id === entry.id) ? list.map((e) => (e.id === entry.id ? entry : e)) : [entry, ...list])),
      ),
      bridge.on('export-removed', ({ id }) => update((list) => list.filter((e) => e.id !== id))),
    ];
    return () => offs.forEach((off) => off());
  }, [queryClient, enabled]);
  // Events are the updates; a view that mounts reads the list afresh for what happened while nothing listened.
  return useQuery({ queryKey: EXPORTS_KEY, queryFn: () => getBridge().exports.list(), staleTime: Infinity, refetchOnMount: 'always', enabled });
}

/** One entry of the history, live. */
export function useExportEntry(id: string | undefined): ExportEntry | undefined {
  const { data } = useExports(id !== undefined);
  return id ? data?.find((e) => e.id === id) : undefined;
}

export const ACTIVE_STATUSES = new Set<ExportEntry['status']>(['creating', 'running', 'queued', 'downloading', 'writing']);
export const isActive = (e: ExportEntry) => ACTIVE_STATUSES.has(e.status);
