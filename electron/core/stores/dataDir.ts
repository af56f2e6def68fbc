import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Where settings, profiles and the key vault live: RIDGELINE_DATA_DIR, else the OS config
 * folder. Both hosts use the same folder, so the web host sees the Electron host's settings.
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (env.RIDGELINE_DATA_DIR) return env.RIDGELINE_DATA_DIR;
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), 'ridgeline');
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'ridgeline');
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'ridgeline');
}
