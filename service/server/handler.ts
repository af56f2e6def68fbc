import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointId, EndpointResponse, ParsedParams } from '../../shared/api/endpoints';
import type { StillValid } from './answerCache';
import type { PageCursor } from './pageToken';

/**
 * The contract between the HTTP layer and the simulation: one handler per endpoint id.
 * The HTTP layer has already matched the route and validated every param with the shared
 * endpoint table, so a handler receives typed, defaulted params.
 */
export interface HandlerContext<Id extends EndpointId> {
  params: ParsedParams<Id>;
  /** Epoch milliseconds from the service's clock (controllable in tests). */
  nowMs: number;
  /** Base URL of the data service as the client reached it (for download and image URLs). */
  baseUrl: string;
  /** Page tokens bound to this endpoint and its filter params (see pageToken.ts). */
  page: PageCursor;
  /** The caller's recognised key (its id is a hash, never the key), or undefined for a request without one. */
  caller?: Caller;
}

export interface Caller {
  keyId: string;
  label?: string;
}

/**
 * A response already serialised as JSON (UTF-8 bytes or text), sent as is: pages assembled
 * from pre-rendered items (a block or transaction never changes once made, so its JSON is
 * rendered once). `T` is the response it stands for, so a handler stays typed against its endpoint.
 * With `stillValid`, the server answers the same GET request (host and URL) with these bytes
 * again, without calling the handler, for as long as it returns true (see answerCache.ts).
 */
export class JsonBody<T> {
  declare readonly standsFor?: T;
  constructor(
    readonly json: Buffer | string,
    readonly stillValid?: StillValid,
  ) {}
}

type HandlerResult<T> = T | JsonBody<T>;
export type Handler<Id extends EndpointId> = (
  ctx: HandlerContext<Id>,
) => HandlerResult<EndpointResponse<Id>> | Promise<HandlerResult<EndpointResponse<Id>>>;
export type HandlerMap = { [Id in EndpointId]?: Handler<Id> };

/** Thrown by a handler to answer with an error body {message, error, statusCode}. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * A route outside the endpoint table on the data server: a download with Range support, an
 * NFT image. It gets the raw fastify request and reply; it skips the API key and the rate
 * limit, because an <img> or a download link cannot send the key header.
 */
export interface RawRoute {
  method: 'GET' | 'HEAD' | 'POST';
  /** A fastify route pattern, e.g. `/static/nft/:chainId/:contract/:file`. Keep it under /static, /downloads, /ext/bc (JSON-RPC) or /sourcify. */
  url: string;
  /** The body reaches the handler as text, whatever its content type (a JSON-RPC endpoint parses it itself). */
  textBody?: boolean;
  handler: (request: FastifyRequest, reply: FastifyReply) => unknown;
}
