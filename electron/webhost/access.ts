import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Who may talk to the web host: only a browser on this machine that opened the printed URL.
 * - Host must be a loopback name with our port, so a DNS-rebinding page (evil.com resolving
 *   to 127.0.0.1) is refused even though its requests reach the socket.
 * - Origin, when sent, must be our own origin: no other site may call the bridge (no CORS).
 * - The per-launch token, first in the URL, then as an HttpOnly SameSite=Strict cookie.
 */
export class Access {
  readonly cookieName: string;
  private readonly hosts: Set<string>;

  constructor(
    private readonly token: string,
    readonly port: number,
  ) {
    // Cookies ignore ports: a per-port name keeps two hosts on 127.0.0.1 from overwriting each other.
    this.cookieName = `ridgeline_token_${port}`;
    this.hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  }

  /** Why the request is refused, or undefined. Checked before the token. */
  refuseOrigin(req: IncomingMessage): string | undefined {
    const host = req.headers.host ?? '';
    if (!this.hosts.has(host.toLowerCase())) return 'Host not allowed';
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${host.toLowerCase()}`) return 'Origin not allowed';
    // Browsers say where a request comes from; another port of localhost is 'same-site', still not us.
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') return 'Cross-site request not allowed';
    return undefined;
  }

  tokenMatches(candidate: string | null | undefined): boolean {
    if (!candidate) return false;
    const a = Buffer.from(candidate);
    const b = Buffer.from(this.token);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  hasCookie(req: IncomingMessage): boolean {
    return this.tokenMatches(readCookie(req.headers.cookie, this.cookieName));
  }

  setCookieHeader(): string {
    return `${this.cookieName}=${this.token}; HttpOnly; SameSite=Strict; Path=/`;
  }
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
