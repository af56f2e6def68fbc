import type { EndpointId } from '../../../shared/api';
import type { BridgeApi, BridgeEvents, EventName } from '../../../shared/bridge/channels';
import { BridgeApiError, type ApiErrorInfo } from '../../../shared/bridge/errors';

/**
 * A bridge for the cases the real service does not produce on demand (503s, failures of a
 * later page): each request goes to `answer`, which returns data or an ApiErrorInfo to throw.
 * Only the API request is implemented; the pieces under test use nothing else.
 */
export function faultBridge(
  answer: (
    id: EndpointId,
    params: Record<string, unknown>,
    opts: { background?: boolean; promote?: AbortSignal },
  ) => unknown | { fail: ApiErrorInfo },
): BridgeApi {
  const unused = () => Promise.reject(new Error('not used by this test'));
  return {
    request: async (id, params, opts = {}) => {
      const result = answer(id, params as Record<string, unknown>, { background: opts.background, promote: opts.promote });
      if (result && typeof result === 'object' && 'fail' in result) throw new BridgeApiError((result as { fail: ApiErrorInfo }).fail);
      return result as never;
    },
    settings: { get: unused, update: unused },
    profiles: { list: unused, save: unused, remove: unused, activate: unused },
    key: { status: unused, set: unused, clear: unused },
    exports: {
      create: unused,
      list: unused,
      cancel: unused,
      open: unused,
      reveal: unused,
      remove: unused,
      again: unused,
      startReport: unused,
      startRewardsReport: unused,
      startPortfolioReport: unused,
      cancelReport: unused,
    },
    addressBook: { list: unused, set: unused, remove: unused, import: unused, export: unused },
    contracts: { names: unused, seen: unused },
    images: { fetch: unused },
    watchlist: { list: unused, add: unused, remove: unused, markSeen: unused, setAlertDays: unused },
    monitor: { get: unused, update: unused, mute: unused },
    archive: { size: unused, clear: unused },
    history: { list: unused, record: unused, clear: unused, setPaused: unused },
    portfolios: {
      list: unused,
      create: unused,
      rename: unused,
      remove: unused,
      addMember: unused,
      removeMember: unused,
      historyCost: unused,
      history: unused,
    },
    chain: { receipt: unused, call: unused, source: unused },
    on:
      <E extends EventName>(_event: E, _listener: (payload: BridgeEvents[E]) => void) =>
      () =>
        undefined,
  };
}
