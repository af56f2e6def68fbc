import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ExportEntry } from '../../shared/bridge/exportChannels';
import { errorInfo, errorText } from '../components/ErrorState';
import { rememberEntry } from './useExports';

/**
 * What every report button shares: its form opens and closes, a started report goes into the
 * export history at once and is followed beside the button, a refusal shows under the form.
 */
export function useReportLauncher() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [entryId, setEntryId] = useState<string>();

  const launch = async (startReport: () => Promise<ExportEntry>) => {
    setError(undefined);
    try {
      const entry = await startReport();
      rememberEntry(queryClient, entry);
      setEntryId(entry.id);
      setOpen(false);
    } catch (err) {
      setError(errorText(errorInfo(err)));
    }
  };

  return { open, setOpen, error, setError, entryId, launch };
}
