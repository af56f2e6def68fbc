import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from '../../playwright.config';
import { tempDir } from '../../test/support/rigs/tempDir';
import { startWebHost, type WebHost } from './startWebHost';

/**
 * `npm run web` opening the browser (issue 37): the opener is a real process whose command line
 * every local user can read in /proc, so it gets a private file, never the token; and a real
 * Chromium opening that file ends up signed in to the app.
 */
let dir: Awaited<ReturnType<typeof tempDir>>;
let host: WebHost | undefined;
let renderer: string;
beforeEach(async () => {
  dir = await tempDir('sign-in');
  renderer = join(dir.path, 'renderer');
  await mkdir(renderer, { recursive: true });
  await writeFile(join(renderer, 'index.html'), '<!doctype html><title>Ridgeline</title><p id="app">the app itself</p>');
});
afterEach(async () => {
  await host?.close();
  host = undefined;
  await dir.remove();
});

/** An opener that runs `body` (sh) with the file it is given as $1, then writes `done`. */
async function opener(body: string): Promise<string> {
  const path = join(dir.path, 'opener.sh');
  await writeFile(path, `#!/bin/sh\nOUT='${dir.path}'\n${body}\ntouch "$OUT/done"\n`);
  await chmod(path, 0o700);
  return path;
}

const start = (openerPath: string) =>
  startWebHost({
    dataDir: join(dir.path, 'data'),
    rendererDir: renderer,
    opener: openerPath,
    startLocalService: async () => ({ dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9', close: async () => undefined }),
    log: () => undefined,
  });

async function waitForFile(path: string, ms: number): Promise<void> {
  for (const end = Date.now() + ms; !existsSync(path);) {
    if (Date.now() > end) throw new Error(`${path} never appeared`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('signing in with npm run web', () => {
  it(
    "never puts the token in the opener's command line: it opens a 0600 file in a 0700 folder that leads to the URL",
    { timeout: 40_000 },
    async () => {
      const sh = await opener(
        'tr "\\0" " " < /proc/$$/cmdline > "$OUT/cmdline"\nstat -c %a "$1" > "$OUT/mode"\nstat -c %a "$(dirname "$1")" > "$OUT/dirmode"\ncp "$1" "$OUT/page"',
      );
      host = await start(sh);
      await waitForFile(join(dir.path, 'done'), 30_000);
      const token = new URL(host.url).searchParams.get('token')!;
      const cmdline = await readFile(join(dir.path, 'cmdline'), 'utf8');
      expect(cmdline).toContain(sh);
      expect(cmdline).not.toContain(token);
      expect((await readFile(join(dir.path, 'mode'), 'utf8')).trim()).toBe('600');
      expect((await readFile(join(dir.path, 'dirmode'), 'utf8')).trim()).toBe('700');
      expect(await readFile(join(dir.path, 'page'), 'utf8')).toContain(`url=${host.url}`);
      // Closing the host removes the file.
      const opened = cmdline.trim().split(' ').at(-1)!;
      await host.close();
      host = undefined;
      expect((await stat(opened).catch(() => undefined)) === undefined).toBe(true);
    },
  );

  it('admits a sign-in from another site only as a top-level navigation, never as a script request', async () => {
    host = await start(await opener(''));
    const status = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) =>
        get(host!.newSignInUrl(), { headers: { 'sec-fetch-site': 'cross-site', ...headers } }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        }).on('error', reject),
      );
    expect(await status({ 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' })).toBe(403);
    expect(await status({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' })).toBe(403);
    expect(await status({ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' })).toBe(200);
  });

  it('Chromium opening the sign-in file reaches the app signed in', { timeout: 60_000 }, async () => {
    const profile = join(dir.path, 'profile');
    const sh = await opener(
      `'${CHROMIUM_PATH}' --headless --no-sandbox --disable-gpu --user-data-dir='${profile}' --virtual-time-budget=5000 --dump-dom "file://$1" > "$OUT/dom" 2>/dev/null`,
    );
    host = await start(sh);
    await waitForFile(join(dir.path, 'done'), 50_000);
    expect(await readFile(join(dir.path, 'dom'), 'utf8')).toContain('the app itself');
  });
});
