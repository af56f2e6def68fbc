import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/support/rigs/tempDir';
import { buildStartBundle, START_STAMP, type StartStamp } from './buildStart';

const ROOT = join(import.meta.dirname, '..', '..');
const PRINTED = /Ridgeline is running at (http:\/\/\S+)/;
const BUILDING = 'Building the start script (dist/start)';

interface Launch {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/** `npm start`'s command (package.json) with its data folder at `dataDir`, until it prints its URL. */
function launch(dataDir: string): Promise<Launch> {
  const child = spawn(process.execPath, ['scripts/launch.js', '--no-open'], {
    cwd: ROOT,
    env: { ...process.env, RIDGELINE_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const printed = PRINTED.exec(output);
      if (printed)
        resolve({
          url: printed[1],
          output: () => output,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`launch.js exited (${code}) before listening:\n${output}`)));
  });
}

const stamp = async () => JSON.parse(await readFile(START_STAMP, 'utf8')) as StartStamp;

let dir: Awaited<ReturnType<typeof tempDir>> | undefined;
afterAll(async () => dir?.remove());

describe('npm start from its bundle (scripts/launch.js, dist/start)', () => {
  it('lists its own sources and npm lock file, and not the packages it bundles', async () => {
    await buildStartBundle();
    const { root, inputs } = await stamp();
    expect(root).toBe(ROOT);
    expect(inputs).toEqual(
      expect.arrayContaining([
        'scripts/start.ts',
        'electron/core/localService/workerThread.ts',
        'service/index.ts',
        'node_modules/.package-lock.json',
      ]),
    );
    expect(inputs.filter((path) => path.startsWith('node_modules/'))).toEqual(['node_modules/.package-lock.json']);
  });

  it(
    'rebuilds a bundle older than a source, then serves the local network from its plain-JS service thread',
    { timeout: 180_000 },
    async () => {
      dir = await tempDir('launch');
      await writeFile(START_STAMP, JSON.stringify({ ...(await stamp()), builtAt: 0 }));
      const stale = await launch(dir.path);
      try {
        expect(stale.output()).toContain(BUILDING);
        expect((await stamp()).builtAt).toBeGreaterThan(0);
        // Signing in, then a block of the local network through the bridge: the service thread answered.
        const signIn = await fetch(stale.url, { redirect: 'manual' });
        expect(signIn.status).toBe(303);
        const cookie = String(signIn.headers.get('set-cookie')).split(';')[0];
        const answer = await fetch(new URL('/bridge/api:request', stale.url), {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ requestId: 'r1', endpointId: 'getBlock', params: { chainId: '43114', blockId: '1' } }),
        });
        expect(await answer.json()).toMatchObject({ ok: true, data: { blockNumber: '1' } });
        expect(stale.output()).not.toMatch(/error/i);
      } finally {
        await stale.stop();
      }
      const current = await launch(dir.path);
      await current.stop();
      expect(current.output()).not.toContain(BUILDING);
    },
  );
});
