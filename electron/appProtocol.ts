import { protocol, type Session } from 'electron';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { CONTENT_SECURITY_POLICY } from './core/csp';
import { resolveStaticFile } from './core/staticPath';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES } from './appOrigin';

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
}

/** Serves dist/renderer under app://ridgeline with the CSP on every response. */
export function serveRenderer(session: Session, rendererDir: string): void {
  session.protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const found = url.host === 'ridgeline' ? await resolveStaticFile(rendererDir, url.pathname) : undefined;
    if (!found) return new Response('Not found', { status: 404, headers: { 'content-security-policy': CONTENT_SECURITY_POLICY } });
    const body = Readable.toWeb(createReadStream(found.file)) as ReadableStream<Uint8Array>;
    return new Response(body, {
      status: 200,
      headers: { 'content-type': found.type, 'content-security-policy': CONTENT_SECURITY_POLICY, 'x-content-type-options': 'nosniff' },
    });
  });
}
