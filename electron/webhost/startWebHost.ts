import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createCore, type Core, type CoreOptions } from '../core/createCore';
import { CONTENT_SECURITY_POLICY } from '../core/csp';
import type { KeyVault } from '../core/stores/keyVault';
import { openEncryptedFileVault } from '../core/stores/keyVaultAesGcm';
import type { StartLocalService } from '../core/localService/localService';
import { workerService } from '../core/localService/workerThread';
import { Access, isCrossSiteNavigation } from './access';
import { bridgeCall } from './bridgeRoute';
import { streamEvents } from './eventStream';
import { openBrowser } from './openBrowser';
import { signInHop, writeSignInFile, type SignInFile } from './signInFile';
import { plain, serveStatic } from './staticFiles';

export interface WebHostOptions {
  /** 0 (default): a free port chosen at run time. */
  port?: number;
  dataDir: string;
  /** false: do not open the system browser. */
  open?: false;
  /** The program that opens the sign-in file (default: the platform's opener, xdg-open on Linux). */
  opener?: string;
  /** Profile id or name to activate at launch. */
  profileId?: string;
  /** The built renderer; default dist/renderer of this checkout. */
  rendererDir?: string;
  startLocalService?: StartLocalService;
  vault?: KeyVault;
  log?: (line: string) => void;
  /** The API client's options for tests: the fault journeys shorten its retry backoff. */
  clientOptions?: CoreOptions['clientOptions'];
}

export interface WebHost {
  /** The URL to open, with a single-use sign-in token. */
  url: string;
  /** Another single-use sign-in URL (a second browser, a benchmark's fresh browser). */
  newSignInUrl(): string;
  origin: string;
  port: number;
  core: Core;
  close(): Promise<void>;
}

export const DEFAULT_RENDERER_DIR = join(import.meta.dirname, '..', '..', 'dist', 'renderer');

export const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  // The token is in the first URL: never send it on as a Referer.
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The web host: the built renderer and the bridge over HTTP on 127.0.0.1, for machines without
 * the Electron runtime and for end-to-end tests. It holds the key exactly as the main process does.
 */
export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const rendererDir = options.rendererDir ?? DEFAULT_RENDERER_DIR;
  if (!existsSync(join(rendererDir, 'index.html')))
    throw new Error(`The renderer is not built (${rendererDir}/index.html is missing): run npm run build.`);
  const log = options.log ?? ((line: string) => console.log(line));
  const core = await createCore({
    dataDir: options.dataDir,
    vault: options.vault ?? (await openEncryptedFileVault(options.dataDir)),
    startLocalService: options.startLocalService ?? workerService(options.dataDir),
    profile: options.profileId,
    log,
    prefetchFirstView: true,
    clientOptions: options.clientOptions,
  });
  const streams = new Set<() => void>();
  /** Set once the port is known; nothing is admitted before. */
  let access: Access | undefined;
  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      log(`web host: ${req.method} ${req.url?.split('?')[0]} failed: ${(e as Error).message}`);
      if (!res.headersSent) plain(res, 500, 'Internal error');
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (!access) return plain(res, 503, 'Starting');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const offered = url.searchParams.get('token');
    const signIn = offered !== null && (req.method === 'GET' || req.method === 'HEAD');
    const refused = access.refuseOrigin(req, signIn);
    if (refused) return plain(res, 403, refused);
    if (signIn) {
      const cookie = access.redeem(offered!);
      url.searchParams.delete('token');
      const location = url.pathname + url.search;
      const admitted = Boolean(cookie) || access.hasCookie(req);
      // The app opening at its first view (the home page): its requests cross the network while the page and its
      // scripts load (bench/NOTES.md "The first view's requests asked as the page is served"). A later page load
      // (a reload) may be on any view, which asks for its own.
      if (admitted && req.method === 'GET') core.prefetchFirstView();
      // Already signed in (a reload of the printed URL): the used token changes nothing.
      if (!cookie && admitted) return plain(res, 303, 'Signed in', { location });
      if (!cookie) return plain(res, 403, 'This access token is wrong or was already used: restart npm run web for a new URL.');
      // The token is now dead; the cookie carries a separate session secret.
      if (isCrossSiteNavigation(req)) return signInHop(res, cookie, location);
      return plain(res, 303, 'Signed in', { 'set-cookie': cookie, location });
    }
    if (!access.hasCookie(req)) return plain(res, 401, 'Open the URL that npm run web printed: it carries the access token.');
    if (url.pathname === '/bridge/events') {
      if (req.method !== 'GET') return plain(res, 405, 'Use GET', { allow: 'GET' });
      const end = streamEvents(core.events, res);
      streams.add(end);
      res.on('close', () => streams.delete(end));
      return;
    }
    if (url.pathname.startsWith('/bridge/')) return bridgeCall(core.dispatch, url.pathname.slice('/bridge/'.length), req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
    return serveStatic(rendererDir, req, res, url.pathname);
  }

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
  } catch (e) {
    await core.close();
    throw new Error(
      `The web host could not listen on 127.0.0.1:${options.port ?? 0}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
  const port = (server.address() as AddressInfo).port;
  const signedIn = new Access(port);
  access = signedIn;
  const origin = `http://127.0.0.1:${port}`;
  const newSignInUrl = () => `${origin}/?token=${signedIn.issueSignInToken()}`;
  const url = newSignInUrl();
  // The opener's command line names a private file, never the token: any local user can read a process's arguments.
  let signInFile: SignInFile | undefined;
  if (options.open !== false) {
    signInFile = await writeSignInFile(url);
    openBrowser(signInFile.path, options.opener);
  }

  return {
    url,
    newSignInUrl,
    origin,
    port,
    core,
    close: async () => {
      for (const end of streams) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await signInFile?.remove();
      await core.close();
    },
  };
}
