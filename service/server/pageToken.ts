import { createHash, createHmac } from 'node:crypto';
import { ParamError } from '../../shared/api/wire/request';

/** A cursor is the sort key of the last item served (never an offset), as plain JSON. */
export type Cursor = string | number | readonly (string | number)[] | { readonly [key: string]: string | number };

/** Params that move through a list rather than define it: they are not part of a token's scope. */
const NOT_SCOPE = new Set(['pageToken', 'pageSize']);

/**
 * What a token is bound to: the endpoint and every param that filters or orders its list.
 * A token minted for one list is rejected by any other (another chain, status, address...).
 */
export function pageScope(endpointId: string, params: Record<string, unknown>): string {
  const entries = Object.keys(params)
    .filter((k) => !NOT_SCOPE.has(k) && params[k] !== undefined)
    .sort()
    .map((k) => [k, params[k]]);
  return `${endpointId}?${JSON.stringify(entries)}`;
}

const MAC_BYTES = 16;

/**
 * Opaque, tamper-evident page tokens: base64url(cursor JSON) + "." + HMAC(scope, cursor).
 * The secret derives from the seed, so tokens stay valid across a restart with the same seed
 * and a token from another service (or a hand-edited one) fails the MAC: a 400 on pageToken.
 * The Primary Network lists use the same codec through HandlerContext.page.
 */
export class PageTokenCodec {
  private readonly secret: Buffer;

  constructor(seed: number | string) {
    this.secret = createHash('sha256').update(`ridgeline:page-token:${seed}`).digest();
  }

  encode(scope: string, cursor: Cursor): string {
    const payload = Buffer.from(JSON.stringify(cursor)).toString('base64url');
    return `${payload}.${this.mac(scope, payload)}`;
  }

  /** Throws ParamError('pageToken') unless the token was minted by this service for this scope. */
  decode(scope: string, token: string): Cursor {
    const [payload, mac, extra] = token.split('.');
    if (extra !== undefined || !payload || !mac || mac !== this.mac(scope, payload)) {
      throw new ParamError('pageToken', 'is not a token this list issued; start again from the first page');
    }
    return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Cursor;
  }

  /** Node's native HMAC: a page request checks one and mints one, in microseconds. */
  private mac(scope: string, payload: string): string {
    const tag = createHmac('sha256', this.secret).update(`${scope}\n${payload}`).digest();
    return tag.subarray(0, MAC_BYTES).toString('base64url');
  }
}

/** The paging helper each handler receives, already bound to its endpoint and filter params. */
export interface PageCursor {
  /** The cursor of the request's pageToken, or undefined on the first page. */
  cursor<C extends Cursor>(): C | undefined;
  /** A nextPageToken for the list continuing after `cursor`. */
  next(cursor: Cursor): string;
}

export function bindPageCursor(codec: PageTokenCodec, endpointId: string, params: Record<string, unknown>): PageCursor {
  const scope = pageScope(endpointId, params);
  const token = params.pageToken;
  return {
    cursor: <C extends Cursor>() => (typeof token === 'string' ? (codec.decode(scope, token) as C) : undefined),
    next: (cursor) => codec.encode(scope, cursor),
  };
}
