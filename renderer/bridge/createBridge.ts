import type { EndpointId, EndpointParams, EndpointResponse } from '../../shared/api/endpoints';
import type { BridgeApi, BridgeEvents, EventName, KeyStatus, ProfilesState, Settings } from '../../shared/bridge/channels';
import { BridgeApiError, type BridgeResult } from '../../shared/bridge/errors';
import { addressBookApi } from '../../shared/bridge/addressBookCalls';
import { archiveApi } from '../../shared/bridge/archiveCalls';
import { historyApi } from '../../shared/bridge/historyCalls';
import { chainReadApi } from '../../shared/bridge/chainReadCalls';
import { contractNamesApi } from '../../shared/bridge/contractNameCalls';
import { imagesApi } from '../../shared/bridge/imageCalls';
import { exportsApi } from '../../shared/bridge/exportCalls';
import { monitorApi } from '../../shared/bridge/monitorCalls';
import { portfolioApi } from '../../shared/bridge/portfolioCalls';
import { watchlistApi } from '../../shared/bridge/watchlistCalls';
import type { BridgeTransport } from '../../shared/bridge/transport';

let counter = 0;
/** Unique per page load; only has to tell this page's requests apart for their cancels. */
function newRequestId(): string {
  counter += 1;
  return `r${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

function unwrap<T>(result: BridgeResult<unknown>): T {
  if (!result.ok) throw new BridgeApiError(result.error);
  return result.data as T;
}

/** The typed BridgeApi over either host's transport. */
export function createBridge(transport: BridgeTransport): BridgeApi {
  const call = async <T>(channel: string, args: unknown): Promise<T> => unwrap<T>(await transport.invoke(channel, args));

  /** `started` hears the request's id (an API request's promotion names it). */
  const cancellable = <T>(
    channel: string,
    args: object,
    cancelChannel: string,
    signal?: AbortSignal,
    started?: (requestId: string) => void,
  ): Promise<T> => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const requestId = newRequestId();
    const pending = call<T>(channel, { ...args, requestId });
    started?.(requestId);
    if (!signal) return pending;
    return new Promise((resolve, reject) => {
      // The view no longer wants the answer: tell the main process to abort the work (the HTTP request, the walk).
      const onAbort = () => {
        transport.invoke(cancelChannel, { requestId }).catch(() => undefined);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      pending.then(
        (data) => (signal.removeEventListener('abort', onAbort), resolve(data)),
        (error: unknown) => (signal.removeEventListener('abort', onAbort), reject(error)),
      );
    });
  };

  function request<Id extends EndpointId>(
    id: Id,
    params: EndpointParams<Id>,
    opts: { signal?: AbortSignal; background?: boolean; promote?: AbortSignal } = {},
  ): Promise<EndpointResponse<Id>> {
    if (!opts.background) return cancellable<EndpointResponse<Id>>('api:request', { endpointId: id, params }, 'api:cancel', opts.signal);
    const { promote } = opts;
    // A view waiting for this answer moves the request in flight ahead rather than asking again.
    const promoteBy = (requestId: string) => {
      const send = () => void transport.invoke('api:promote', { requestId }).catch(() => undefined);
      if (promote?.aborted) send();
      else promote?.addEventListener('abort', send, { once: true });
    };
    return cancellable<EndpointResponse<Id>>(
      'api:request',
      { endpointId: id, params, background: true },
      'api:cancel',
      opts.signal,
      promoteBy,
    );
  }

  function on<E extends EventName>(event: E, listener: (payload: BridgeEvents[E]) => void): () => void {
    let heard = false;
    const off = transport.subscribe((message) => {
      if (message.event !== event) return;
      heard = true;
      listener(message.payload as BridgeEvents[E]);
    });
    // The status may have been settled before this view subscribed: hand it the current one.
    if (event === 'service-status') {
      call<BridgeEvents['service-status']>('service:status', {}).then(
        (status) => !heard && listener(status as BridgeEvents[E]),
        () => undefined,
      );
    }
    return off;
  }

  return {
    request,
    settings: {
      get: () => call<Settings>('settings:get', {}),
      update: (patch) => call<Settings>('settings:update', patch),
    },
    profiles: {
      list: () => call<ProfilesState>('profiles:list', {}),
      save: (profile, id) => call<ProfilesState>('profiles:save', id === undefined ? { profile } : { id, profile }),
      remove: (id) => call<ProfilesState>('profiles:remove', { id }),
      activate: (id) => call<ProfilesState>('profiles:activate', { id }),
    },
    key: {
      status: () => call<KeyStatus>('key:status', {}),
      set: (key) => call<KeyStatus>('key:set', { key }),
      clear: () => call<KeyStatus>('key:clear', {}),
    },
    on,
    exports: exportsApi(call),
    addressBook: addressBookApi(call),
    contracts: contractNamesApi(call),
    images: imagesApi(call),
    watchlist: watchlistApi(call),
    monitor: monitorApi(call),
    archive: archiveApi(call),
    history: historyApi(call),
    portfolios: portfolioApi(call, cancellable),
    chain: chainReadApi(call),
  };
}
