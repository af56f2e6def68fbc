import { dialog, shell, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import type { ExportFormat, FileActionResult } from '../shared/bridge/exportChannels';
import { withExtension, type ExportHost } from './core/exports/exportHost';

/** Export files in the Electron host: the save dialog picks the file, the OS opens or shows it. */
export function electronExportHost(window: () => BrowserWindow | undefined, defaultFolder: () => string): ExportHost {
  return {
    async chooseFile(suggestedName: string, format: ExportFormat) {
      const options = {
        defaultPath: join(defaultFolder(), withExtension(suggestedName, format)),
        filters: [{ name: format.toUpperCase(), extensions: [format] }],
      };
      const win = window();
      const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
      return result.canceled ? undefined : result.filePath;
    },
    async open(path: string): Promise<FileActionResult> {
      const error = await shell.openPath(path);
      return error ? { path, opened: false, note: error } : { path, opened: true };
    },
    async reveal(path: string): Promise<FileActionResult> {
      shell.showItemInFolder(path);
      return { path, opened: true };
    },
  };
}
