import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const makeTempDir = (label: string) => mkdtempSync(join(tmpdir(), `ridgeline-${label}-`));

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

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });
