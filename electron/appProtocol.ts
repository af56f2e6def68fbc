import { net, protocol, type Session } from 'electron';
import { pathToFileURL } from 'node:url';
import { CONTENT_SECURITY_POLICY } from './core/csp';
import { resolveStaticFile } from './core/staticPath';
import { APP_SCHEME } from './appOrigin';

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

/** Serves dist/renderer under app://ridgeline with the CSP on every response. */
export function serveRenderer(session: Session, rendererDir: string): void {
  session.protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const found = url.host === 'ridgeline' ? await resolveStaticFile(rendererDir, url.pathname) : undefined;
    if (!found) return new Response('Not found', { status: 404, headers: { 'content-security-policy': CONTENT_SECURITY_POLICY } });
    const file = await net.fetch(pathToFileURL(found.file).toString());
    return new Response(file.body, {
      status: 200,
      headers: { 'content-type': found.type, 'content-security-policy': CONTENT_SECURITY_POLICY, 'x-content-type-options': 'nosniff' },
    });
  });
}
