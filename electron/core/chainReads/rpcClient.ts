import { z } from 'zod';
import { clientError } from '../apiClient/apiError';
import { boundedFetch } from './boundedFetch';

/** The most an answer of the chain's RPC may weigh, and how long it may take. */
export const RPC_MAX_BYTES = 16 * 2 ** 20;
const RPC_TIMEOUT_MS = 20_000;

/** A JSON-RPC error object the node answered with (a revert: -32000 or 3, with its data). */
export class RpcCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message);
    this.name = 'RpcCallError';
  }
}

const Response = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.number(),
  result: z.unknown().optional(),
  error: z.object({ code: z.number().int(), message: z.string().max(4096), data: z.unknown().optional() }).optional(),
});

/**
 * One chain's Ethereum JSON-RPC endpoint, as the main process asks it: single requests with their own ids, a cap on
 * the answer's size, an answer that must be JSON-RPC 2.0 for the request's id, and a first check that the endpoint
 * serves the chain it is meant to (its eth_chainId), so a wrong URL never answers for another chain.
 */
export class RpcClient {
  private nextId = 1;
  private checked: Promise<void> | undefined;

  constructor(
    readonly url: string,
    private readonly chainId: string,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async request(method: string, params: unknown[]): Promise<unknown> {
    this.checked ??= this.checkChain();
    try {
      await this.checked;
    } catch (e) {
      this.checked = undefined; // a network failure is tried again next time
      throw e;
    }
    return this.send(method, params);
  }

  private async checkChain(): Promise<void> {
    const answer = await this.send('eth_chainId', []);
    if (typeof answer !== 'string' || !/^0x[0-9a-f]{1,16}$/i.test(answer) || BigInt(answer).toString() !== this.chainId) {
      throw clientError(
        undefined,
        'invalid-response',
        `The RPC at ${this.url} serves chain ${String(answer).slice(0, 40)}, not chain ${this.chainId}; check the profile's RPC URL`,
        { field: 'eth_chainId' },
      );
    }
  }

  private async send(method: string, params: unknown[]): Promise<unknown> {
    const id = this.nextId++;
    const { status, text } = await boundedFetch(this.fetchFn, this.url, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      timeoutMs: RPC_TIMEOUT_MS,
      maxBytes: RPC_MAX_BYTES,
      what: `The RPC at ${new URL(this.url).host}`,
    });
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw clientError(undefined, 'invalid-response', `The RPC answered ${method} with HTTP ${status} and no JSON`);
    }
    const parsed = Response.safeParse(json);
    if (!parsed.success || parsed.data.id !== id || (parsed.data.result === undefined && !parsed.data.error)) {
      throw clientError(undefined, 'invalid-response', `The RPC's answer to ${method} is not a JSON-RPC 2.0 response to it`);
    }
    const { error, result } = parsed.data;
    if (error) throw new RpcCallError(error.code, error.message, typeof error.data === 'string' ? error.data : undefined);
    return result;
  }
}
