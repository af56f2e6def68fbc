import { useState } from 'react';
import type { BookFormat, ImportResult } from '../../shared/bridge/addressBookChannels';
import { getBridge } from '../bridge';
import { useAddressBook } from './addressBookState';

/** Hands a file the main process wrote to the user as a download (the browser's, or Electron's save dialog). */
function download(fileName: string, mimeType: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function ImportReport({ result }: { result: ImportResult }) {
  const { added, updated, refused } = result;
  return (
    <div className="import-report" role="status">
      <p>
        Imported {added} new {added === 1 ? 'label' : 'labels'}, updated {updated}.
        {refused.length > 0 && ` ${refused.length} ${refused.length === 1 ? 'row was' : 'rows were'} refused:`}
      </p>
      {refused.length > 0 && (
        <ul aria-label="Refused rows">
          {refused.map((r) => (
            <li key={`${r.row}-${r.field}`}>
              Row {r.row}, {r.field}: {r.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Export the book as CSV or JSON; import either (the main process checks every row and names the ones it refused). */
export function BookTransfer() {
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (task: () => Promise<void>) => {
    setError(null);
    try {
      await task();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const exportAs = (format: BookFormat) =>
    run(async () => {
      const file = await getBridge().addressBook.export(format);
      download(file.fileName, file.mimeType, file.text);
    });
  const importFile = (file: File) =>
    run(async () => {
      setResult(null);
      const format: BookFormat = /\.json$/i.test(file.name) || file.type === 'application/json' ? 'json' : 'csv';
      setResult(await useAddressBook.getState().importBook(format, await file.text()));
    });

  return (
    <section aria-label="Import and export" className="form-row">
      <button type="button" onClick={() => void exportAs('csv')}>
        Export CSV
      </button>
      <button type="button" onClick={() => void exportAs('json')}>
        Export JSON
      </button>
      <label className="button">
        Import CSV or JSON
        <input
          type="file"
          accept=".csv,.json,text/csv,application/json"
          className="visually-hidden"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void importFile(file);
            // The same file can be chosen again after it is fixed.
            e.target.value = '';
          }}
        />
      </label>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {result && <ImportReport result={result} />}
    </section>
  );
}
