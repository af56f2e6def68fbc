import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SECURITY_HEADERS } from '../electron/webhost/startWebHost';

/**
 * The machine's floor for the first rows: the first view as the app drew it (its body when the first row came
 * into the DOM, with the app's stylesheet) served as two static files by a plain node:http server, so that it is
 * opened and timed exactly as the app is (a fresh browser, the same probe, the web host's opener policy). What
 * the app takes beyond it is its script's: download and parse, evaluation, the first render (bench/NOTES.md
 * "First rows").
 */
export async function startFirstViewFloor(rendererDir: string, body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const index = await readFile(join(rendererDir, 'index.html'), 'utf8');
  const cssPath = /<link rel="stylesheet"[^>]*href="\.?\/?([^"]+\.css)"/.exec(index)?.[1];
  if (!cssPath) throw new Error(`the built index.html links no stylesheet: ${index}`);
  const css = await readFile(join(rendererDir, cssPath));
  // One statement of script: the probe (an init script) runs when the page's script context is made, which a page
  // with no script makes only after its load in the headless shell; the app makes it with its first script, in its head too.
  const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Ridgeline</title><script>0</script><link rel="stylesheet" href="/app.css" /></head><body>${body}</body></html>`;
  const server = createServer((req, res) => {
    const isCss = req.url === '/app.css';
    res.writeHead(200, {
      'content-type': isCss ? 'text/css' : 'text/html; charset=utf-8',
      // As the web host: the page gets a renderer process of its own (about 150 ms of a fresh browser's open).
      // Not its Content-Security-Policy: React sets the rows' positions through the DOM, which that policy allows,
      // and this copy carries them as style attributes in HTML, which it refuses.
      'cross-origin-opener-policy': SECURITY_HEADERS['cross-origin-opener-policy'],
    });
    res.end(isCss ? css : html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
