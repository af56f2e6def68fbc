/**
 * The JSON-RPC 2.0 envelope (jsonrpc.org/specification): one request or a batch in, one response or an array out.
 * Every failure is an error object with its code (docs/api-contract.md, "The chains' JSON-RPC"): the HTTP status is
 * 200 whatever the call did, as Ethereum nodes answer.
 */

/** The most requests one batch may carry; a bigger one is refused whole. */
export const MAX_BATCH = 100;

export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  /** Execution reverted, a block not found, a limit exceeded: the server-error range geth and coreth use. */
  server: -32000,
  /** A query whose answer would be over a limit (EIP-1474's "limit exceeded"). */
  limitExceeded: -32005,
} as const;

/** Thrown by a method to answer with this error object. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

export const invalidParams = (message: string): RpcError => new RpcError(RPC_ERRORS.invalidParams, message);

type Id = string | number | null;
export type RpcResponse =
  { jsonrpc: '2.0'; id: Id; result: unknown } | { jsonrpc: '2.0'; id: Id; error: { code: number; message: string; data?: string } };

export type MethodTable = Record<string, (params: unknown[]) => unknown>;

const errorResponse = (id: Id, e: RpcError): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code: e.code, message: e.message, ...(e.data === undefined ? {} : { data: e.data }) },
});

const validId = (id: unknown): id is Id => id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));

/** One request object: its response, or undefined for a notification (a request without an id). */
function answerOne(methods: MethodTable, request: unknown): RpcResponse | undefined {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, new RpcError(RPC_ERRORS.invalidRequest, 'Invalid request: expected an object'));
  }
  const r = request as Record<string, unknown>;
  const id = validId(r.id) ? r.id : null;
  if (r.jsonrpc !== '2.0') return errorResponse(id, new RpcError(RPC_ERRORS.invalidRequest, 'Invalid request: jsonrpc must be "2.0"'));
  if (r.id !== undefined && !validId(r.id)) {
    return errorResponse(null, new RpcError(RPC_ERRORS.invalidRequest, 'Invalid request: id must be a string, a number or null'));
  }
  if (typeof r.method !== 'string')
    return errorResponse(id, new RpcError(RPC_ERRORS.invalidRequest, 'Invalid request: method must be a string'));
  if (r.params !== undefined && !Array.isArray(r.params)) {
    return errorResponse(id, invalidParams('Invalid params: params must be an array'));
  }
  const method = Object.hasOwn(methods, r.method) ? methods[r.method] : undefined;
  let response: RpcResponse;
  if (!method) {
    response = errorResponse(
      id,
      new RpcError(RPC_ERRORS.methodNotFound, `the method ${r.method.slice(0, 64)} does not exist/is not available`),
    );
  } else {
    try {
      response = { jsonrpc: '2.0', id, result: method((r.params as unknown[] | undefined) ?? []) };
    } catch (e) {
      response = errorResponse(id, e instanceof RpcError ? e : new RpcError(RPC_ERRORS.internal, 'Internal error'));
    }
  }
  return r.id === undefined ? undefined : response;
}

/**
 * The answer to a request body: the JSON text to send, or undefined when there is nothing to send (only
 * notifications). Never throws.
 */
export function answerJsonRpc(methods: MethodTable, body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return JSON.stringify(errorResponse(null, new RpcError(RPC_ERRORS.parse, 'Parse error: the body is not valid JSON')));
  }
  if (!Array.isArray(parsed)) {
    const one = answerOne(methods, parsed);
    return one && JSON.stringify(one);
  }
  if (parsed.length === 0)
    return JSON.stringify(errorResponse(null, new RpcError(RPC_ERRORS.invalidRequest, 'Invalid request: empty batch')));
  if (parsed.length > MAX_BATCH) {
    return JSON.stringify(
      errorResponse(null, new RpcError(RPC_ERRORS.invalidRequest, `Invalid request: a batch may hold at most ${MAX_BATCH} requests`)),
    );
  }
  const answers = parsed.map((r) => answerOne(methods, r)).filter((r): r is RpcResponse => r !== undefined);
  return answers.length ? JSON.stringify(answers) : undefined;
}
