import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SignInFile {
  path: string;
  remove(): Promise<void>;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page that moves on to `url` at once and sends no Referer. */
const redirectPage = (url: string) =>
  `<!doctype html><meta charset="utf-8"><meta name="referrer" content="no-referrer">` +
  `<meta http-equiv="refresh" content="0;url=${escapeAttr(url)}"><title>Ridgeline</title><a href="${escapeAttr(url)}">Open Ridgeline</a>\n`;

/**
 * The sign-in URL in a file only this user can read (0600 in a fresh 0700 folder), for the
 * browser opener: a process's arguments are readable by every local user (/proc/<pid>/cmdline),
 * so the token is never in them. The file is a page that leads the browser on to the URL.
 */
export async function writeSignInFile(url: string): Promise<SignInFile> {
  const dir = await mkdtemp(join(tmpdir(), 'ridgeline-sign-in-'));
  const path = join(dir, 'open-ridgeline.html');
  await writeFile(path, redirectPage(url), { mode: 0o600, flag: 'wx' });
  return { path, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The answer to a sign-in that came from the sign-in file: the browser counts a redirect after a
 * navigation from another site as that site's, and would not send the SameSite=Strict cookie, so a
 * page of our own sets it and moves on (a same-origin navigation).
 */
export function signInHop(res: ServerResponse, cookie: string, location: string): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'set-cookie': cookie });
  res.end(redirectPage(location));
}
