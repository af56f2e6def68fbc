import { describe, expect, it } from 'vitest';
import { exportFilePath, isOpenableExport } from './exports/exportHost';
import { externalLinkDecision } from './externalLinks';
import { InputError } from './inputError';
import { offlineCoreEach } from '../../test/support/rigs/offlineCore';
import { mainWindowPreferences } from './windowPreferences';
import { APP_SCHEME_PRIVILEGES } from '../appOrigin';

/** The Electron host's rules (docs/security.md, "Electron: DevTools only in development"), as the pure functions windows.ts and exportHost.ts apply. */

describe('DevTools', () => {
  it('are off in a packaged build and on in development; the renderer stays isolated either way', () => {
    expect(mainWindowPreferences({ preload: '/p.js', packaged: true })).toMatchObject({
      devTools: false,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });
    expect(mainWindowPreferences({ preload: '/p.js', packaged: false })).toMatchObject({
      devTools: true,
      contextIsolation: true,
      sandbox: true,
    });
  });
});

describe('the app scheme', () => {
  it('is a standard secure origin with V8 code cache, and nothing more (no CSP bypass, no service workers, no CORS)', () => {
    // Electron caches compiled code for a custom scheme only when it is both standard and codeCache.
    expect(APP_SCHEME_PRIVILEGES).toEqual({ standard: true, secure: true, supportFetchAPI: true, codeCache: true });
  });
});

describe('external links', () => {
  it('open hosts the app links to at once, ask before any other https host (naming it), refuse the rest', () => {
    expect(externalLinkDecision('https://snowtrace.io/tx/0xabc')).toEqual({ kind: 'open', url: 'https://snowtrace.io/tx/0xabc' });
    expect(externalLinkDecision('https://testnet.snowtrace.io/')).toMatchObject({ kind: 'open' });
    expect(externalLinkDecision('https://snowtrace.io.evil.example/')).toEqual({
      kind: 'confirm',
      url: 'https://snowtrace.io.evil.example/',
      host: 'snowtrace.io.evil.example',
    });
    expect(externalLinkDecision('https://nft.example/token/1')).toMatchObject({ kind: 'confirm', host: 'nft.example' });
    for (const url of [
      'http://snowtrace.io/',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'smb://host/share',
      'https://user:pw@snowtrace.io/',
      'not a url',
    ]) {
      expect(externalLinkDecision(url)).toEqual({ kind: 'refuse' });
    }
  });
});

describe('export files opened by the system', () => {
  it('get the chosen extension, and only .csv/.json are opened', () => {
    expect(exportFilePath('/home/me/report.exe', 'csv')).toBe('/home/me/report.exe.csv');
    expect(exportFilePath('/home/me/report.CSV', 'csv')).toBe('/home/me/report.CSV');
    expect(exportFilePath('/home/me/data', 'json')).toBe('/home/me/data.json');
    expect(isOpenableExport('/home/me/report.csv')).toBe(true);
    expect(isOpenableExport('/home/me/report.sh')).toBe(false);
    expect(isOpenableExport('/home/me/report\u202Evsc.sh')).toBe(false);
  });

  it('refuse names with text-direction or control characters', () => {
    for (const name of ['/home/me/report\u202Ecsv.exe', '/home/me/a\u2066b', '/home/me/a\u0085b', '/home/me/a\u007fb']) {
      expect(() => exportFilePath(name, 'csv')).toThrow(InputError);
    }
  });
});

describe('file names from the renderer', () => {
  const offline = offlineCoreEach();

  it.each([['invoice\u202Evsc.exe'], ['a\u200Fb'], ['tab\u0009name'], ['c1\u009bname']])(
    'export:create refuses fileName %j naming the field',
    async (fileName) => {
      const r = await offline.core.dispatch('export:create', {
        addresses: ['0x71C7656EC7ab88b098defB751B7401B5f6d8976F'],
        includeChains: ['43114'],
        fileName,
      });
      expect(r).toMatchObject({ ok: false, error: { status: 400, field: 'fileName' } });
    },
  );
});
