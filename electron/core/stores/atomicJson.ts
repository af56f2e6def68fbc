import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { z } from 'zod';

export interface JsonRead<T> {
  /** Undefined when the file does not exist or could not be used. */
  value?: T;
  /** For the user: what was wrong and where the bad file was kept. */
  warning?: string;
}

/**
 * Reads a JSON file and validates it. A file that cannot be parsed or validated is never
 * silently dropped: it is renamed to `<file>.corrupt-<time>` and a warning says so.
 */
export async function readJsonFile<S extends z.ZodType>(
  file: string,
  schema: S,
  now: () => Date = () => new Date(),
): Promise<JsonRead<z.output<S>>> {
  await removeStaleTemps(file);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
    return { warning: `${basename(file)} could not be read (${(e as NodeJS.ErrnoException).code ?? 'error'}); defaults are in use.` };
  }
  let reason: string;
  try {
    const result = schema.safeParse(JSON.parse(text));
    if (result.success) return { value: result.data };
    const issue = result.error.issues[0];
    reason = `${issue.path.map(String).join('.') || 'file'}: ${issue.message}`;
  } catch {
    reason = 'not valid JSON';
  }
  const aside = `${file}.corrupt-${now().toISOString().replace(/[:.]/g, '-')}`;
  try {
    await rename(file, aside);
  } catch {
    return { warning: `${basename(file)} is damaged (${reason}) and could not be moved aside; defaults are in use.` };
  }
  return { warning: `${basename(file)} was damaged (${reason}); it was kept as ${basename(aside)} and defaults are in use.` };
}

/**
 * Writes via a temp file in the same folder, fsync, then rename: a crash leaves either the
 * old file or the new one, never half of one. `mode` applies from creation (keys: 0600). The
 * temp file is created exclusively (never through a planted file or link) and removed when any
 * step fails; a value that cannot be serialized fails before any file exists.
 */
export async function writeJsonAtomic(file: string, value: unknown, mode = 0o600): Promise<void> {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temp, 'wx', mode);
  try {
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}

const TEMP_NAME = /^(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/;

/**
 * Temp files of `file` left by a process that died mid-write. Another live process's temp (two
 * hosts on one data folder) is in use and left alone.
 */
async function removeStaleTemps(file: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dirname(file));
  } catch {
    return;
  }
  for (const name of names) {
    const m = TEMP_NAME.exec(name);
    if (!m || m[1] !== basename(file) || isAlive(Number(m[2]))) continue;
    await rm(join(dirname(file), name), { force: true });
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
