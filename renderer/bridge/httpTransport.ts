import { ConcurrencyLimit } from '../../shared/async/concurrencyLimit';
import type { BridgeResult } from '../../shared/bridge/errors';
import type { BridgeEventMessage, BridgeTransport } from '../../shared/bridge/transport';

export interface HttpTransportOptions {
  /** Where the web host is; default this page's origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  createEventSource?: (url: string) => EventSource;
}

/**
 * Calls no page's content waits for: a site logo, the history's record of a visit, telling the main process a view no
 * longer wants an answer (a page left cancels each of its requests in flight). The browser keeps six connections to the
 * host (one held by the event stream), and these would take them all for as long as each takes, holding a clicked page's
 * code and answers behind them; at most DEFERRED_AT_ONCE of these are in flight, the others wait their turn.
 */
const DEFERRED_CHANNELS = new Set(['images:fetch', 'history:record', 'api:cancel']);
export const DEFERRED_AT_ONCE = 2;

/**
 * The web host's transport: POST /bridge/<channel> and one EventSource on /bridge/events.
 * The access cookie goes along by itself (same origin); there is nothing secret here.
 */
export function httpTransport(options: HttpTransportOptions = {}): BridgeTransport {
  const base = options.baseUrl ?? window.location.origin;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const listeners = new Set<(m: BridgeEventMessage) => void>();
  let source: EventSource | undefined;
  const deferred = new ConcurrencyLimit(DEFERRED_AT_ONCE);

  function openEvents(): void {
    source = (options.createEventSource ?? ((url) => new EventSource(url)))(`${base}/bridge/events`);
    source.onmessage = (e: MessageEvent<string>) => {
      const message = JSON.parse(e.data) as BridgeEventMessage;
      for (const listener of listeners) listener(message);
    };
  }

  async function post(channel: string, args: unknown): Promise<BridgeResult<unknown>> {
    let response: Response;
    try {
      response = await doFetch(`${base}/bridge/${encodeURIComponent(channel)}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(args ?? {}),
      });
    } catch {
      return {
        ok: false,
        error: {
          status: 0,
          error: 'Network Error',
          message: 'The Ridgeline web host is not reachable: is npm run web still running?',
          kind: 'network',
        },
      };
    }
    if (!response.ok) {
      const text = (await response.text()).trim();
      return {
        ok: false,
        error: {
          status: response.status,
          error: response.statusText || 'Web host error',
          message: text || `HTTP ${response.status}`,
          kind: 'http',
        },
      };
    }
    return (await response.json()) as BridgeResult<unknown>;
  }

  return {
    invoke(channel, args): Promise<BridgeResult<unknown>> {
      return DEFERRED_CHANNELS.has(channel) ? deferred.run(() => post(channel, args)) : post(channel, args);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!source) openEvents();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          source?.close();
          source = undefined;
        }
      };
    },
  };
}
