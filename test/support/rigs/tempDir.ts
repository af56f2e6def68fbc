import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh folder under the system's temp folder, named for the test that made it; that test removes it. */
export const makeTempDir = (label: string) => mkdtempSync(join(tmpdir(), `ridgeline-${label}-`));

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** A fresh data folder with its own remover, for tests that keep the two together. */
export async function tempDir(label = 'test'): Promise<{ path: string; remove(): Promise<void> }> {
  const path = makeTempDir(label);
  return { path, remove: async () => removeDir(path) };
}

/**
 * Makes a folder unwritable for this process. Root ignores permission bits, so as root the
 * folder is made immutable instead (chattr +i, which root must obey). Returns the undo.
 */
export function makeUnwritable(dir: string): () => void {
  if (process.getuid?.() === 0) {
    execFileSync('chattr', ['+i', dir]);
    return () => execFileSync('chattr', ['-i', dir]);
  }
  chmodSync(dir, 0o555);
  return () => chmodSync(dir, 0o755);
}
