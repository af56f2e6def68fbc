import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { endpoints, type EndpointId, type ServiceName } from '../../shared/api/endpoints';
import { matchRoute, ParamError, parseRequest } from '../../shared/api/wire/request';
import type { Clock } from '../sim/clock';
import { AnswerCache } from './answerCache';
import { API_KEY_HEADER, type ApiKeys } from './apiKeys';
import { errorBody } from './errors';
import { HttpError, JsonBody, type Caller, type HandlerContext, type HandlerMap, type RawRoute } from './handler';
import { bindPageCursor, type PageTokenCodec } from './pageToken';
import { RateLimiter, type RateLimitConfig } from './rateLimit';
import type { RequestLog } from './requestLog';

export interface ApiServerOptions {
  service: ServiceName;
  handlers: HandlerMap;
  rawRoutes?: RawRoute[];
  clock: Clock;
  pageTokens: PageTokenCodec;
  /** Data service only: the metrics service takes no key (spec 5). */
  apiKeys?: ApiKeys;
  rateLimiter: RateLimiter;
  /** false: no rate limit. */
  rateLimits: RateLimitConfig | false;
  /** Chains configured as unhealthy answer 503 on every route naming them. */
  isUnhealthyChain: (chainId: string) => boolean;
  /** Where the answered requests are recorded for the API console (data service). */
  requestLog?: RequestLog;
  /** A connection idle this long, or a request not received in full by then, is dropped; default REQUEST_TIMEOUT_MS. */
  requestTimeoutMs?: number;
}

/** Slow headers or bodies (a client trickling bytes to hold sockets open) are cut off after this. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** No endpoint takes more than a small JSON document; anything bigger is a 413, not a parse. */
export const BODY_LIMIT_BYTES = 64 * 1024;
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
const SAFE_HOST = /^[A-Za-z0-9.\-:[\]]{1,255}$/;
const JSON_TYPE = 'application/json; charset=utf-8';
/** An EVM chain's JSON-RPC on the data origin (spec complete-api.md, 3): its requests count as `rpc` usage. */
export const RPC_PATH = /^\/ext\/bc\/[^/]+\/rpc$/;

type AnyHandler = (ctx: HandlerContext<EndpointId>) => unknown;

/**
 * One fastify instance per service (data, metrics). Every API request goes through `answer`,
 * except a GET whose answer is kept (answerCache.ts): the bytes are sent from the node:http
 * server's own request handler, after the same key and rate-limit checks, without fastify's
 * routing, hooks and reply pipeline (most of the time a small answer took).
 */
export function createApiServer(options: ApiServerOptions): FastifyInstance {
  const { service } = options;
  const kept = new AnswerCache();
  /** Requests the fast path already admitted or denied: fastify's hook must not take a second rate-limit token. */
  const admissions = new WeakMap<IncomingMessage, Admission>();
  /** The caller of each admitted request fastify answers (null: without a key); handlers and the request log read it. */
  const callers = new WeakMap<IncomingMessage, Caller | null>();
  const log = options.requestLog;
  let closing = false;
  const serveKept = (req: IncomingMessage, res: ServerResponse): boolean => {
    // A GET with a body is answered by `answer` (a 400): only bodiless GETs are served from here.
    if (req.method !== 'GET' || closing || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) {
      return false;
    }
    const bytes = kept.get(AnswerCache.key(req.headers.host, req.url ?? ''), options.clock.nowMs());
    if (!bytes) return false;
    const admission = admit(options, req.headers, req.socket.remoteAddress);
    if (admission.denied) {
      admissions.set(req, admission);
      return false;
    }
    const startMs = log && performance.now();
    res.writeHead(200, { ...admission.headers, 'content-type': JSON_TYPE, 'content-length': bytes.length }).end(bytes);
    if (log) recordServed(log, options.clock, req, 200, performance.now() - startMs!, admission.caller, req.socket.remoteAddress);
    return true;
  };
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Endpoint paths carry addresses and hashes; the table's own schemas bound their length.
    routerOptions: { maxParamLength: 2048 },
    forceCloseConnections: true,
    return503OnClosing: true,
    connectionTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    // The server fastify would make (lib/server.js, HTTP/1), with the kept answers in front.
    serverFactory: (handler, opts) => {
      const server = createServer((req, res) => serveKept(req, res) || handler(req, res));
      server.keepAliveTimeout = opts.keepAliveTimeout as number;
      server.requestTimeout = opts.requestTimeout as number;
      server.setTimeout(opts.connectionTimeout as number);
      return server;
    },
    // A URL that is not validly percent-encoded fails in fastify's router, before any handler: answer it
    // with this service's error body too (found by test/reliability/fuzz.test.ts).
    frameworkErrors: (err, request, reply) =>
      sendError(
        reply,
        service,
        err.code === 'FST_ERR_BAD_URL'
          ? new HttpError(400, `The URL ${pathOf(request.url)} is not validly percent-encoded`)
          : toHttpError(err, request),
      ),
  });

  acceptOnlyJson(app);

  app.setErrorHandler((err: FastifyError | Error, request, reply) => sendError(reply, service, toHttpError(err, request)));
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, service, new HttpError(404, `No route ${request.method} ${pathOf(request.url)}`)),
  );

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== '*') return; // raw routes: see RawRoute
    const { denied, headers, caller } = admissions.get(request.raw) ?? admit(options, request.headers, request.ip);
    if (!denied || denied.statusCode === 429) callers.set(request.raw, caller ?? null);
    if (denied) return sendError(reply, service, denied);
    reply.headers(headers);
  });
  if (log) {
    // A request refused for its key is no one's usage. Raw routes skip the key: of those only the JSON-RPC is an API request.
    app.addHook('onResponse', (request, reply, done) => {
      const caller = callers.get(request.raw);
      if (caller !== undefined || RPC_PATH.test(pathOf(request.url))) {
        const body = request.body;
        recordServed(
          log,
          options.clock,
          request.raw,
          reply.statusCode,
          reply.elapsedTime,
          caller ?? undefined,
          request.ip,
          rpcMethodOf(body),
        );
      }
      done();
    });
  }
  app.addHook('preClose', async () => {
    closing = true; // from now on fastify answers 503 (return503OnClosing)
  });

  for (const route of options.rawRoutes ?? []) {
    if (!route.textBody) {
      app.route({ method: route.method, url: route.url, handler: route.handler });
      continue;
    }
    // A route that reads its own body (JSON-RPC answers a body that is not JSON with its own error object).
    void app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, text, done) => done(null, text));
      scope.route({ method: route.method, url: route.url, handler: route.handler });
    });
  }
  app.route({
    method: METHODS,
    url: '*',
    handler: (request, reply) => answer(options, kept, request, reply, callers.get(request.raw) ?? undefined),
  });
  return app;
}

/** Auth then rate limit: the error to send, or the rate-limit headers of an admitted request. */
type Admission = ({ denied: HttpError; headers?: undefined } | { denied?: undefined; headers: Record<string, string> }) & {
  caller?: Caller;
};

function admit(options: ApiServerOptions, headers: IncomingHttpHeaders, ip: string | undefined): Admission {
  const check = options.apiKeys ? options.apiKeys.check(headers[API_KEY_HEADER]) : { kind: 'anonymous' as const };
  if (check.kind === 'denied') return { denied: new HttpError(check.statusCode, check.message) };
  const caller = check.kind === 'key' ? { keyId: check.id, label: check.label } : undefined;
  if (!options.rateLimits) return { headers: {}, caller };
  const [bucketId, config] =
    check.kind === 'key' ? [`key:${check.id}`, options.rateLimits.keyed] : [`ip:${ip}`, options.rateLimits.anonymous];
  const taken = options.rateLimiter.take(bucketId, config);
  const rateHeaders = RateLimiter.headers(config, taken);
  if (taken.ok) return { headers: rateHeaders, caller };
  return { denied: new HttpError(429, `Rate limit exceeded; retry after ${taken.retryAfterSeconds} s`, rateHeaders), caller };
}

async function answer(
  options: ApiServerOptions,
  kept: AnswerCache,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: Caller | undefined,
): Promise<void> {
  const { service } = options;
  const pathname = pathOf(request.url);
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const match = matchRoute(service, method, pathname);
  if (match.kind === 'not-found') throw new HttpError(404, `No route ${request.method} ${pathname}`);
  if (match.kind === 'method-not-allowed') {
    throw new HttpError(405, `${request.method} is not allowed on ${pathname}; use ${match.allowed.join(', ')}`, {
      allow: match.allowed.join(', '),
    });
  }
  const chainId = match.pathParams.chainId ?? match.pathParams.blockchainId;
  if (chainId && options.isUnhealthyChain(chainId)) {
    throw new HttpError(503, `The node serving chain ${chainId} is unavailable; try again later`);
  }
  const def = endpoints[match.id];
  if (!('body' in def) && !isEmptyBody(request.body)) throw new ParamError('body', 'this endpoint takes no request body');
  const params = parseRequest(match.id, {
    pathParams: match.pathParams,
    query: (request.query ?? {}) as Record<string, unknown>,
    body: request.body,
  });
  const handler = options.handlers[match.id] as AnyHandler | undefined;
  if (!handler) throw new HttpError(501, `${match.id} is not served by this service`);
  const result = await handler({
    params,
    nowMs: options.clock.nowMs(),
    baseUrl: baseUrlOf(request),
    page: bindPageCursor(options.pageTokens, match.id, params as Record<string, unknown>),
    caller,
  });
  reply.code('successStatus' in def ? def.successStatus : 200);
  if (def.response === null) return void reply.send();
  if (request.method === 'GET' && result instanceof JsonBody && result.stillValid) {
    const bytes = typeof result.json === 'string' ? Buffer.from(result.json) : result.json;
    kept.set(AnswerCache.key(request.headers.host, request.url), bytes, result.stillValid);
    return void reply.type(JSON_TYPE).send(bytes);
  }
  reply.type(JSON_TYPE).send(result instanceof JsonBody ? result.json : JSON.stringify(result));
}

function recordServed(
  log: RequestLog,
  clock: Clock,
  req: IncomingMessage,
  status: number,
  durationMs: number,
  caller: Caller | undefined,
  ip: string | undefined,
  rpcMethod?: string,
): void {
  const agent = req.headers['user-agent'];
  log.record({
    atMs: clock.nowMs(),
    keyId: caller?.keyId,
    method: req.method ?? 'GET',
    url: req.url ?? '/',
    status,
    durationMs,
    ip: ip ?? '',
    host: req.headers.host ?? '',
    userAgent: typeof agent === 'string' ? agent.slice(0, 200) : '',
    ...(rpcMethod && { rpcMethod }),
  });
}

/** A JSON-RPC body's method (a batch's first), for the RPC usage's grouping by method. */
/** The JSON-RPC method a request called (a batch's first), for usage grouped by method; the RPC route keeps its body as text. */
function rpcMethodOf(body: unknown): string | undefined {
  if (typeof body === 'string') return /"method"\s*:\s*"([^"\\]{1,100})"/.exec(body)?.[1];
  const first = Array.isArray(body) ? body[0] : body;
  const method = first && typeof first === 'object' ? (first as { method?: unknown }).method : undefined;
  return typeof method === 'string' ? method.slice(0, 100) : undefined;
}

function isEmptyBody(body: unknown): boolean {
  return body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);
}

/**
 * JSON is the only body type (anything else is a 415). Fastify's own JSON parser rejects an
 * empty body, but a POST without a body (reindex) may still say application/json.
 */
function acceptOnlyJson(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (text === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(new HttpError(400, 'The request body is not valid JSON'), undefined);
    }
  });
}

function toHttpError(err: FastifyError | Error, request: FastifyRequest): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof ParamError) return new HttpError(400, err.message);
  const status = (err as FastifyError).statusCode;
  if (status === 415) return new HttpError(415, `Unsupported content type ${request.headers['content-type'] ?? ''}; send application/json`);
  if (status === 413) return new HttpError(413, `The request body is larger than ${BODY_LIMIT_BYTES} bytes`);
  if (status && status >= 400 && status < 500) return new HttpError(status, err.message);
  // Unexpected: log the stack (requests never carry the key into errors), answer without details.
  console.error(`[service] ${request.method} ${pathOf(request.url)}:`, err);
  return new HttpError(500, 'Internal server error');
}

function sendError(reply: FastifyReply, service: ServiceName, err: HttpError): FastifyReply {
  return reply
    .code(err.statusCode)
    .headers(err.headers)
    .type(JSON_TYPE)
    .send(errorBody(service, err.statusCode, err.message));
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** The data origin as the client reached it (a Host that is not a plain host name is not echoed). */
export function baseUrlOf(request: FastifyRequest): string {
  const host = request.headers.host;
  const safeHost = host && SAFE_HOST.test(host) ? host : `${request.hostname}`;
  return `${request.protocol}://${safeHost}`;
}
