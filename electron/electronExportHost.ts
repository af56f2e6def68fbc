import { dialog, shell, type BrowserWindow } from 'electron';
import { join } from 'node:path';
import type { ExportFormat, FileActionResult } from '../shared/bridge/exportChannels';
import { exportFilePath, isOpenableExport, withExtension, type ExportHost } from './core/exports/exportHost';

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
      return result.canceled || !result.filePath ? undefined : exportFilePath(result.filePath, format);
    },
    async open(path: string): Promise<FileActionResult> {
      if (!isOpenableExport(path))
        return { path, opened: false, note: 'Only .csv and .json export files are opened; the file is at this path.' };
      const error = await shell.openPath(path);
      return error ? { path, opened: false, note: error } : { path, opened: true };
    },
    async reveal(path: string): Promise<FileActionResult> {
      shell.showItemInFolder(path);
      return { path, opened: true };
    },
  };
}
