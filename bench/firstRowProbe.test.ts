import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../playwright.config';
import { HEADLESS_SHELL_PATH } from './rendererBench';
import { timeFirstRow } from './firstRowProbe';
import { startFirstViewFloor } from './firstViewFloor';

/**
 * The bench's first-row timing, in a real browser over its DevTools pipe (npm test installs Debian's chromium
 * before vitest runs): a page whose first row of latest blocks comes from a script, as the app's does.
 */
const PAGE = `<!doctype html><html><body><div id="root"></div><script>
setTimeout(() => {
  document.getElementById('root').innerHTML =
    '<div role="grid" aria-label="Latest blocks"><div role="row" aria-rowindex="1"><div role="columnheader">Block</div></div>' +
    '<div role="row" aria-rowindex="2"><div role="gridcell"><a href="#/block/9333">9333</a></div></div></div>';
}, 50);
</script></body></html>`;

let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('timeFirstRow', () => {
  it("notes the frame after the first row is in the DOM, then the row's paint, both after the page was asked for", async () => {
    const { opened, shown, painted } = await timeFirstRow(CHROMIUM_PATH, ['--headless', '--no-sandbox', '--disable-gpu'], url);
    // The row comes 50 ms after the page's script runs, so its frame is at least that long after the navigation.
    expect(shown - opened).toBeGreaterThanOrEqual(50);
    expect(painted).toBeGreaterThanOrEqual(shown);
  }, 60_000);

  it('times the floor, whose row is in its HTML: the probe runs before the row is parsed', async () => {
    const rendererDir = await mkdtemp(join(tmpdir(), 'ridgeline-floor-'));
    await writeFile(join(rendererDir, 'index.html'), '<link rel="stylesheet" href="./app.css">');
    await writeFile(join(rendererDir, 'app.css'), '[role="gridcell"] { padding: 4px }');
    const body =
      '<div role="grid" aria-label="Latest blocks"><div role="row" aria-rowindex="2"><div role="gridcell">9333</div></div></div>';
    const floor = await startFirstViewFloor(rendererDir, body);
    try {
      // The bench's browser for it where the bench has installed it: the full browser makes a page's script context
      // early, the headless shell only when a script needs it.
      const browser = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;
      const { opened, shown, painted } = await timeFirstRow(browser, ['--headless', '--no-sandbox', '--disable-gpu'], floor.url);
      expect(shown).toBeGreaterThan(opened);
      expect(painted).toBeGreaterThan(opened);
    } finally {
      await floor.close();
      await rm(rendererDir, { recursive: true, force: true });
    }
  }, 90_000);
});
