import { access, constants } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { UNSAFE_NAME_CHARS, type ExportFormat, type FileActionResult } from '../../../shared/bridge/exportChannels';
import { InputError } from '../inputError';
import { partPathOf } from './download';
import { diskError, ExportError } from './exportError';
import { isFree, numberedName } from './safeFile';

/** What differs between the Electron host and the web host: where files go, and opening them. */
export interface ExportHost {
  /** The file to write: Electron asks with a save dialog (undefined = the person cancelled). */
  chooseFile(suggestedName: string, format: ExportFormat): Promise<string | undefined>;
  open(path: string): Promise<FileActionResult>;
  reveal(path: string): Promise<FileActionResult>;
}

/** `name` with the format's extension, unless it already has it. */
export function withExtension(name: string, format: ExportFormat): string {
  return extname(name).toLowerCase() === `.${format}` ? name : `${name}.${format}`;
}

/**
 * A path from a save dialog as the export file: its name must be free of control and
 * text-direction characters, and it gets the chosen format's extension (a name typed as
 * "report.exe" becomes "report.exe.csv"), so opening it later opens a CSV/JSON, not a program.
 */
export function exportFilePath(path: string, format: ExportFormat): string {
  if (UNSAFE_NAME_CHARS.test(basename(path)))
    throw new InputError('fileName', 'The file name must not contain control or text-direction characters.');
  return withExtension(path, format);
}

/** Only export files are handed to the system to open: a .csv or .json, never anything it would run. */
export const isOpenableExport = (path: string) => /\.(csv|json)$/i.test(path) && !UNSAFE_NAME_CHARS.test(basename(path));

/**
 * The web host's files: written to the export folder of Settings under a name no other file
 * (finished or in progress) has, since there is no dialog to ask about overwriting. It
 * cannot open files on the person's desktop, so it says where the file is.
 */
export function folderExportHost(getFolder: () => string): ExportHost {
  const reserved = new Set<string>();
  const note = (path: string): FileActionResult => ({
    path,
    opened: false,
    note: 'The web host cannot open files on your desktop; the file is at this path.',
  });
  return {
    async chooseFile(suggestedName, format) {
      const folder = getFolder().trim();
      if (!folder) throw new ExportError('unwritable', 'Set an export folder in Settings first');
      try {
        await access(folder, constants.W_OK);
      } catch (err) {
        throw diskError(err, folder) ?? err;
      }
      const name = join(folder, withExtension(suggestedName, format));
      for (let n = 1; ; n++) {
        const path = numberedName(name, n);
        // lstat, not exists: a dangling symlink at the name is taken, not free.
        if (!reserved.has(path) && (await isFree(path)) && (await isFree(partPathOf(path)))) {
          reserved.add(path);
          return path;
        }
      }
    },
    open: async (path) => note(path),
    reveal: async (path) => note(path),
  };
}
