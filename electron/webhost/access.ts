import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Who may talk to the web host: only a browser on this machine that opened the printed URL.
 * - Host must be a loopback name with our port, so a DNS-rebinding page (evil.com resolving
 *   to 127.0.0.1) is refused even though its requests reach the socket.
 * - Origin, when sent, must be our own origin: no other site may call the bridge (no CORS).
 * - The token in the printed URL is single-use: its first visit exchanges it for a separate
 *   random session secret (an HttpOnly SameSite=Strict cookie) and the URL token is dead from
 *   then on, so a copy left in the browser's history opens nothing. Cookies ignore ports: a page
 *   on another 127.0.0.1 port may receive the session cookie, but never the URL token, and the
 *   Host check refuses that page's requests anyway.
 */
export class Access {
  readonly cookieName: string;
  private readonly hosts: Set<string>;
  /** Sign-in tokens not yet used. */
  private readonly signIn = new Set<string>();
  private readonly sessions = new Set<string>();

  constructor(readonly port: number) {
    // A per-port name keeps two hosts on 127.0.0.1 from overwriting each other's cookie.
    this.cookieName = `ridgeline_session_${port}`;
    this.hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  }

  /** A new single-use sign-in token (the printed URL's, or another for a second browser). */
  issueSignInToken(): string {
    const token = randomBytes(32).toString('base64url');
    this.signIn.add(token);
    return token;
  }

  /**
   * Why the request is refused, or undefined. Checked before the token. A sign-in (a GET with the
   * token) may come as a top-level navigation from another site: the browser opener's private
   * sign-in file (a file: page) leads here; a page elsewhere cannot know the token.
   */
  refuseOrigin(req: IncomingMessage, signIn = false): string | undefined {
    const host = req.headers.host ?? '';
    if (!this.hosts.has(host.toLowerCase())) return 'Host not allowed';
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${host.toLowerCase()}`) return 'Origin not allowed';
    // Browsers say where a request comes from; another port of localhost is 'same-site', still not us.
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none' && !(signIn && isTopLevelNavigation(req)))
      return 'Cross-site request not allowed';
    return undefined;
  }

  /** Uses up a sign-in token: the Set-Cookie header of a new session, or undefined when the token is unknown or used. */
  redeem(candidate: string): string | undefined {
    const token = findEqual(this.signIn, candidate);
    if (token === undefined) return undefined;
    this.signIn.delete(token);
    const session = randomBytes(32).toString('base64url');
    this.sessions.add(session);
    return `${this.cookieName}=${session}; HttpOnly; SameSite=Strict; Path=/`;
  }

  hasCookie(req: IncomingMessage): boolean {
    const offered = readCookie(req.headers.cookie, this.cookieName);
    return offered !== undefined && findEqual(this.sessions, offered) !== undefined;
  }
}

/** A browser's top-level navigation from another site (the sign-in file): a redirect would not carry a SameSite=Strict cookie after it. */
export const isCrossSiteNavigation = (req: IncomingMessage): boolean =>
  req.headers['sec-fetch-site'] === 'cross-site' && isTopLevelNavigation(req);

const isTopLevelNavigation = (req: IncomingMessage) =>
  req.headers['sec-fetch-mode'] === 'navigate' && req.headers['sec-fetch-dest'] === 'document';

/** The member equal to `candidate`, compared in constant time. */
function findEqual(set: Set<string>, candidate: string): string | undefined {
  const a = Buffer.from(candidate);
  for (const member of set) {
    const b = Buffer.from(member);
    if (a.length === b.length && timingSafeEqual(a, b)) return member;
  }
  return undefined;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
