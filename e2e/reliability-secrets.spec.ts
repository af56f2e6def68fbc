import { mkdir, readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ProfilesStore } from '../electron/core/stores/profiles';
import { SettingsStore } from '../electron/core/stores/settingsStore';
import { servedAt, startTestHost } from './testHost';
import { startService } from '../service/index';

/**
 * With an API key set, a journey through the app (an export included), then a search for the key
 * everywhere it must never be: every file the app wrote (the exported file too), the host's log,
 * the page's console, the renderer's storage and DOM, and every bridge message both ways but the
 * one that hands the typed key to the main process. The service demands the key, so the journey
 * working proves it was in use. At the end the active profile's Data API URL is changed to a
 * listener at another origin: the key was entered for the service's origin, so that listener
 * must receive requests but no key.
 */

const KEY = 'rk_live_9f3Kq2Zx7Lw4Pb8Vn1Tj6Hs5Md0Yc3Ga';

/** Every 8-character piece of the key, plain, and the whole key base64- and hex-encoded. */
const NEEDLES = [
  ...Array.from({ length: KEY.length - 7 }, (_, i) => KEY.slice(i, i + 8)),
  Buffer.from(KEY).toString('base64'),
  Buffer.from(KEY).toString('base64url'),
  Buffer.from(KEY).toString('hex'),
];
const hits = (where: string, text: string) => NEEDLES.filter((n) => text.includes(n)).map((n) => `${where}: contains "${n}"`);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

test('with a key set, after a journey through the app, the key is nowhere but where it is sent', async ({ page }, testInfo) => {
  // Limits for a hang: the export's length depends on which address the live list shows second.
  test.setTimeout(180_000);
  const service = await startService({
    blockIntervalMs: 500,
    dataDir: testInfo.outputPath('service'),
    keys: { requireKey: true, keys: [{ key: KEY }] },
  });
  const dataDir = testInfo.outputPath('data');
  await mkdir(join(dataDir, 'exports'), { recursive: true });
  await (await SettingsStore.open(dataDir)).store.update({ exportFolder: join(dataDir, 'exports') });
  // A remote profile on the service, active: its Data API URL can be edited (the local profile's cannot).
  const profiles = (await ProfilesStore.open(dataDir)).store;
  const profile = { name: 'Keyed service', dataUrl: service.dataUrl, metricsUrl: service.metricsUrl, defaultNetwork: 'mainnet' as const };
  await profiles.activate(await profiles.save(profile));
  // The new origin: another port on 127.0.0.1, recording the headers of every request it gets.
  const seenByListener: IncomingHttpHeaders[] = [];
  const listener = createServer((req, res) => {
    seenByListener.push(req.headers);
    res.writeHead(503, { 'content-type': 'application/json' }).end('{"statusCode":503,"error":"Service Unavailable","message":"listener"}');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const listenerUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  const log: string[] = [];
  const host = await startTestHost({ dataDir, log: (line) => log.push(line), startLocalService: servedAt(service) });
  // Every bridge message, both ways: calls and answers seen by the browser, and the event stream as the page reads it.
  const bridge: string[] = [];
  page.on('request', (r) => r.url().includes('/bridge/') && bridge.push(`${r.method()} ${r.url()} ${r.postData() ?? ''}`));
  page.on('response', async (r) => {
    if (r.url().includes('/bridge/') && !r.url().endsWith('/bridge/events')) bridge.push(await r.text().catch(() => ''));
  });
  page.on('console', (m) => log.push(`console ${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => log.push(`page error: ${e.message}`));
  await page.addInitScript(() => {
    const events: string[] = [];
    (window as unknown as { __bridgeEvents: string[] }).__bridgeEvents = events;
    const Original = window.EventSource;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('message', (e) => events.push((e as MessageEvent<string>).data));
      }
    };
  });

  try {
    await page.goto(host.url);
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Without the key the service refuses: set it in Settings.
    await nav.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('textbox', { name: 'API key', exact: true }).fill(KEY);
    await page.getByRole('button', { name: 'Set key' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'A key is set' })).toBeVisible();

    // The journey: every view reads the service, which answers only with the key.
    await nav.getByRole('link', { name: 'Blocks', exact: true }).click();
    const blocks = page.getByRole('grid', { name: 'Latest blocks' });
    await expect(blocks.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
    await blocks.locator('[role="row"][aria-rowindex="2"] a').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /Block/ })).toBeVisible();
    await nav.getByRole('link', { name: 'Transactions', exact: true }).click();
    const txs = page.getByRole('grid', { name: 'Latest transactions' });
    await expect(txs.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
    const sender = await txs
      .locator('[role="row"][aria-rowindex="2"] [role="gridcell"]')
      .nth(3)
      .locator('[title]')
      .first()
      .getAttribute('title');
    await page.evaluate((a) => (window.location.hash = `#/address/${a}`), sender);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Address|0x/);
    await nav.getByRole('link', { name: 'TPS', exact: true }).click();
    await expect(page.getByRole('img', { name: /TPS chart of/ })).toBeVisible();
    await nav.getByRole('link', { name: 'Balances', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // An export from the Exports page: created with the key, then its file downloaded from the
    // data origin (the key goes along there too) and written under the data folder searched below.
    await nav.getByRole('link', { name: 'Exports', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();
    await page.getByRole('textbox', { name: /Addresses/ }).fill(sender ?? '');
    await page.getByRole('button', { name: 'Start export' }).click();
    const exported = page.getByRole('row', { name: /Transactions of/ }).first();
    await expect(exported.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
    const exportFile = await exported.locator('.export-file').textContent();
    await page.evaluate(() => (window.location.hash = '#/'));
    await expect(page.getByRole('grid', { name: 'Latest blocks' }).locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
    // The views worked, so the key was sent to the service on every request.
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The active profile's Data API URL changed to the listener's origin: it gets requests, never the key.
    await nav.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Edit Keyed service' }).click();
    const form = page.getByRole('form', { name: 'Edit profile Keyed service' });
    await form.getByRole('textbox', { name: 'Data API URL' }).fill(listenerUrl);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(`is not sent to ${listenerUrl}`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No API key is set.' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('settings-key-not-sent.png') });
    await nav.getByRole('link', { name: 'Blocks', exact: true }).click();
    await expect.poll(() => seenByListener.length).toBeGreaterThan(0);
    expect(seenByListener.filter((h) => 'x-service-api-key' in h)).toEqual([]);

    const found: string[] = [];
    found.push(...hits('requests at the new origin', JSON.stringify(seenByListener)));
    const renderer = await page.evaluate(async () => {
      const storage = (s: Storage) => Array.from({ length: s.length }, (_, i) => `${s.key(i)}=${s.getItem(s.key(i) ?? '')}`).join('\n');
      const dbs = (await indexedDB.databases()).map((d) => d.name ?? '').join('\n');
      const inputs = [...document.querySelectorAll('input, textarea')].map((i) => (i as HTMLInputElement).value).join('\n');
      return {
        localStorage: storage(localStorage),
        sessionStorage: storage(sessionStorage),
        indexedDB: dbs,
        cookies: document.cookie,
        dom: document.documentElement.outerHTML,
        inputs,
        events: (window as unknown as { __bridgeEvents: string[] }).__bridgeEvents.join('\n'),
      };
    });
    for (const [where, text] of Object.entries(renderer)) found.push(...hits(`renderer ${where}`, text));
    // The one message that must carry the key: the user's own entry, renderer to main (key:set). Nothing else, and nothing back.
    const keySet = bridge.filter((m) => m.startsWith('POST ') && m.includes('/bridge/key%3Aset'));
    expect(keySet).toHaveLength(1);
    expect(keySet[0]).toContain(KEY);
    found.push(...hits('bridge messages', bridge.filter((m) => !keySet.includes(m)).join('\n')));
    found.push(...hits('host log and console', log.join('\n')));
    const files = await filesUnder(dataDir);
    for (const file of files) found.push(...hits(file, (await readFile(file)).toString('latin1')));
    for (const file of files) found.push(...hits(`${file} (utf-16)`, (await readFile(file)).toString('utf16le')));

    expect(bridge.length).toBeGreaterThan(20);
    expect(files.some((f) => f.endsWith('keys.enc.json'))).toBe(true);
    expect(files).toContain(exportFile);
    expect((await readFile(exportFile ?? '', 'utf8')).split('\r\n').filter(Boolean).length).toBeGreaterThan(1);
    console.log(
      `secrets: searched ${files.length} files, ${bridge.length} bridge messages, ${renderer.events ? renderer.events.split('\n').length : 0} events, ${log.length} log lines, the DOM and storage: ${found.length} hits`,
    );
    expect(found).toEqual([]);
  } finally {
    await host.close();
    await service.close();
    await new Promise((resolve) => listener.close(resolve));
  }
});
