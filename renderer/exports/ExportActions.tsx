import { useState } from 'react';
import type { ExportEntry, FileActionResult } from '../../shared/bridge/exportChannels';
import { errorInfo, errorText } from '../components/ErrorState';
import { getBridge } from '../bridge';
import { isActive } from './useExports';

/** What can be done with one entry: cancel while it runs; open, show in folder, again and remove after. */
export function ExportActions({ entry }: { entry: ExportEntry }) {
  const [note, setNote] = useState<string>();
  const bridge = getBridge().exports;
  const act = (fn: () => Promise<unknown>) => async () => {
    setNote(undefined);
    try {
      const result = await fn();
      const file = result as Partial<FileActionResult> | undefined;
      if (file && typeof file.path === 'string' && !file.opened) setNote(`${file.note ?? 'Not opened.'} ${file.path}`);
    } catch (e) {
      setNote(errorText(errorInfo(e)));
    }
  };
  const done = entry.status === 'completed' || entry.status === 'warning';
  const label = entry.title;
  return (
    <div className="export-actions">
      {isActive(entry) && (
        <button type="button" onClick={act(() => bridge.cancel(entry.id))} aria-label={`Cancel ${label}`}>
          Cancel
        </button>
      )}
      {done && (
        <>
          <button type="button" onClick={act(() => bridge.open(entry.id))} aria-label={`Open the file of ${label}`}>
            Open
          </button>
          <button type="button" onClick={act(() => bridge.reveal(entry.id))} aria-label={`Show the file of ${label} in its folder`}>
            Show in folder
          </button>
        </>
      )}
      {!isActive(entry) && (
        <button type="button" onClick={act(() => bridge.again(entry.id))} aria-label={`Export again: ${label}`}>
          Again
        </button>
      )}
      <button type="button" onClick={act(() => bridge.remove(entry.id))} aria-label={`Remove ${label} from the history`}>
        Remove
      </button>
      {note && (
        <p role="status" className="muted">
          {note}
        </p>
      )}
    </div>
  );
}
