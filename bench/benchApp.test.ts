import { access, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/support/rigs/tempDir';
import { startBenchHost } from './benchApp';

describe("the bench's web host", () => {
  it('serves the renderer folder it is given to whoever opens a sign-in URL, until it is closed', async () => {
    const renderer = await tempDir('bench-renderer');
    await writeFile(join(renderer.path, 'index.html'), '<!doctype html><title>the bench renderer</title>');
    // No service listens there: the host starts without asking it anything.
    const host = await startBenchHost(renderer.path, { dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9' });
    try {
      const signIn = await fetch(host.newSignInUrl(), { redirect: 'manual' });
      expect(signIn.status).toBe(303);
      const cookie = signIn.headers.get('set-cookie')!.split(';')[0];
      const page = await fetch(`${host.origin}/`, { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('the bench renderer');
    } finally {
      await host.close();
      await renderer.remove();
    }
    await expect(fetch(`${host.origin}/`)).rejects.toThrow();
  });

  it('hands its data folder to the seed before the app opens it, and removes it on close', async () => {
    const renderer = await tempDir('bench-renderer');
    await writeFile(join(renderer.path, 'index.html'), '<!doctype html><title>the bench renderer</title>');
    let seeded = '';
    let found: string[] = [];
    const host = await startBenchHost(renderer.path, { dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9' }, async (dir) => {
      seeded = dir;
      found = await readdir(dir);
      await writeFile(join(dir, 'seeded.json'), '{"by":"the seed"}');
    });
    try {
      expect(JSON.parse(await readFile(join(seeded, 'seeded.json'), 'utf8'))).toEqual({ by: 'the seed' });
      // The host writes its key vault when it starts: the seed ran on the folder before that.
      expect(found).toEqual([]);
      expect(await readdir(seeded)).toContain('vault.secret');
    } finally {
      await host.close();
      await renderer.remove();
    }
    await expect(access(seeded)).rejects.toThrow();
  });
});
