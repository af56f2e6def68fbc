import { closeSync, constants, createWriteStream, fstatSync, ftruncateSync, openSync, type WriteStream } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { extname } from 'node:path';
import { ExportError } from './exportError';

const { O_WRONLY, O_CREAT, O_EXCL, O_APPEND, O_NOFOLLOW } = constants;

/** Whether nothing at all (no file, no folder, no link, dangling or not) has this name. */
export async function isFree(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return false;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
}

/**
 * Refuses a part file Ridgeline cannot have made (a link, a folder, a file with another name
 * elsewhere) before its size is used to resume; a missing one is fine.
 */
export async function checkPartFile(path: string): Promise<void> {
  let st;
  try {
    st = await lstat(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (st.isSymbolicLink()) throw new ExportError('unwritable', `Cannot write ${path}: it is a symbolic link; remove it and try again`);
  if (!isOwnRegularFile(st)) throw notOurs(path);
}

const isOwnRegularFile = (st: { isFile(): boolean; nlink: number; uid: number }) =>
  st.isFile() && st.nlink === 1 && (process.getuid === undefined || st.uid === process.getuid());
const notOurs = (path: string) =>
  new ExportError('unwritable', `Cannot write ${path}: it is not a part file Ridgeline made; remove it and try again`);

/**
 * Opens a part file for writing without ever following a link: a new one is created exclusively;
 * an existing one (a resume, or a restart from zero) is reopened only when it is a regular file
 * of this user with no other name (not a hard link to a file elsewhere), as Ridgeline makes them.
 * A link or anything else planted at the name is refused, naming the path.
 */
export function openPartFile(path: string, append: boolean): WriteStream {
  return createWriteStream('', { fd: openPartFd(path, append), highWaterMark: 1 << 20 });
}

/** openPartFile's descriptor, for a caller that measures or cuts the file before writing. */
export function openPartFd(path: string, append: boolean): number {
  let fd: number;
  try {
    fd = openSync(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw refusal(err, path);
    try {
      fd = openSync(path, O_WRONLY | O_NOFOLLOW | (append ? O_APPEND : 0));
    } catch (e) {
      throw refusal(e, path);
    }
    if (!isOwnRegularFile(fstatSync(fd))) {
      closeSync(fd);
      throw notOurs(path);
    }
    if (!append) ftruncateSync(fd, 0);
  }
  return fd;
}

function refusal(err: unknown, path: string): unknown {
  const code = (err as NodeJS.ErrnoException).code;
  // O_NOFOLLOW on a symbolic link.
  if (code === 'ELOOP' || code === 'EMLINK')
    return new ExportError('unwritable', `Cannot write ${path}: it is a symbolic link; remove it and try again`);
  return err;
}

/** `name.csv`, `name (2).csv`, `name (3).csv`…: the n-th name tried for `path`, whose ending `ext` stays last. */
export function numberedName(path: string, n: number, ext = extname(path)): string {
  return n === 1 ? path : `${path.slice(0, path.length - ext.length)} (${n})${ext}`;
}

/** More tries than any folder of exports has names taken. */
const FREE_NAME_TRIES = 1000;

/**
 * Creates a new file as the export's part file is: exclusively, never through a link, mode 0600.
 * Where the name is taken (by a file, a folder or a link, dangling or not) the next numbered name
 * is tried; the creation itself is the check, so nothing can be planted between the two. Answers
 * the path it created.
 */
export function createFreeFile(path: string, ext?: string): { path: string; out: WriteStream } {
  for (let n = 1; n <= FREE_NAME_TRIES; n++) {
    const candidate = numberedName(path, n, ext);
    try {
      const fd = openSync(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
      return { path: candidate, out: createWriteStream('', { fd, highWaterMark: 1 << 20 }) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw refusal(err, candidate);
    }
  }
  throw new ExportError('unwritable', `Cannot write ${path}: ${FREE_NAME_TRIES} names like it are taken; move some files away`);
}
