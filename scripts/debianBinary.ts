import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure `path` exists, installing Debian's `pkg` when it does not and this process may (root on Linux, as on
 * CI): the browsers come from Debian, since Playwright's own download needs the internet. Returns why it is still
 * missing, with the command to run, or undefined once it is there.
 */
export function ensureDebianBinary(path: string, pkg: string, envVar: string): string | undefined {
  if (existsSync(path)) return undefined;
  const install = `apt-get update && apt-get install -y ${pkg}`;
  if (process.platform === 'linux' && process.getuid?.() === 0) {
    console.log(`\n${path} is missing; installing Debian's ${pkg} package.\n$ ${install}`);
    const r = spawnSync('sh', ['-c', install], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status === 0 && existsSync(path)) return undefined;
  }
  return `${path} is missing. Install it with: sudo sh -c '${install}' (or set ${envVar} to its binary)`;
}
