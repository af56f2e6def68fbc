import { useEffect, useState } from 'react';
import { errorInfo, errorText } from '../components/ErrorState';
import { useSettings, useUpdateSettings } from '../settings/useSettings';

/** The web host has no save dialog: files go to this folder (Settings' exportFolder), edited here. */
export function ExportFolderField() {
  const settings = useSettings();
  const update = useUpdateSettings();
  const saved = settings.data?.exportFolder ?? '';
  const [folder, setFolder] = useState(saved);
  useEffect(() => setFolder(saved), [saved]);
  return (
    <div className="form-row">
      <label>
        Export folder (on the machine running Ridgeline)
        <input type="text" size={48} value={folder} onChange={(e) => setFolder(e.target.value)} spellCheck={false} />
      </label>
      <button
        type="button"
        disabled={folder.trim() === saved || update.isPending}
        onClick={() => update.mutate({ exportFolder: folder.trim() })}
      >
        Save folder
      </button>
      {update.error && (
        <p className="field-error" role="alert">
          {errorText(errorInfo(update.error))}
        </p>
      )}
    </div>
  );
}
