import { chmodSync, lstatSync, mkdirSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The service's default state folder: per user (the user's cache folder, or a folder named for
 * the user id under the temp folder when home cannot be written), created 0700. A shared,
 * predictable /tmp path would let another local user plant or read export files.
 */
export function defaultServiceDataDir(seed: number): string {
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  try {
    return ownFolder(join(cache, 'ridgeline', 'service'), `seed-${seed}`);
  } catch {
    return ownFolder(join(tmpdir(), `ridgeline-service-${process.getuid?.() ?? 'user'}`), `seed-${seed}`);
  }
}

function ownFolder(base: string, leaf: string): string {
  mkdirSync(base, { recursive: true, mode: 0o700 });
  const st = lstatSync(base);
  // Someone else's folder (or a link) at a predictable name is not ours to use.
  if (!st.isDirectory() || (process.getuid && st.uid !== process.getuid())) throw new Error(`${base} is not a folder of this user`);
  chmodSync(base, 0o700);
  const dir = join(base, leaf);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}
