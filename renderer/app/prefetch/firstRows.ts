import { hashKey, type QueryClient } from '@tanstack/react-query';
import { pageParams, type ListEndpointId, type ListParams } from '../../api/listEndpoints';
import { infiniteListQuery } from '../../api/useApiInfiniteQuery';
import { getBridge } from '../../bridge';

/**
 * How long a list prefetched for a link nobody followed stays cached: a click comes within seconds of the pointer resting
 * on its link; a list opened much later asks again rather than show rows from back then.
 */
export const UNREAD_LIST_MS = 60_000;

/** Per query client: the list prefetch on its way, the one asked for after it, and how to promote each one in flight. */
interface FirstRowsState {
  running: boolean;
  next: (() => Promise<unknown>) | undefined;
  promotions: Map<string, () => void>;
}
const states = new WeakMap<QueryClient, FirstRowsState>();

function stateOf(client: QueryClient): FirstRowsState {
  let state = states.get(client);
  if (!state) {
    const created: FirstRowsState = { running: false, next: undefined, promotions: new Map() };
    // The list's view came while its page is still on its way: the view waits for it now, so it is asked in the foreground.
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'observerAdded') created.promotions.get(event.query.queryHash)?.();
    });
    states.set(client, created);
    state = created;
  }
  return state;
}

/** One list prefetch at a time; a later one waits for it, and only the latest asked waits (the pointer has moved on). */
function schedule(state: FirstRowsState, start: () => Promise<unknown>): void {
  if (state.running) {
    state.next = start;
    return;
  }
  state.running = true;
  void start().finally(() => {
    state.running = false;
    const next = state.next;
    state.next = undefined;
    if (next) schedule(state, next);
  });
}

/**
 * Prefetches the first page of a list page's rows under the list's own query key (infiniteListQuery), so the list
 * renders from the cache. Bounded so it never holds up what a view waits for: one list at a time, asked as background
 * work (the main process paces it from the host's spare rate and keeps a connection slot free), moved ahead (paced as a
 * view's) when the list's view starts reading it before it has come. A list cached or already on its way is not asked.
 */
export function prefetchFirstRows<Id extends ListEndpointId>(client: QueryClient, id: Id, params: ListParams<Id>): void {
  const list = infiniteListQuery(id, params);
  const state = stateOf(client);
  const cached = () => {
    const query = client.getQueryState(list.queryKey);
    return query !== undefined && (query.data !== undefined || query.fetchStatus === 'fetching');
  };
  if (cached()) return;
  schedule(state, () =>
    cached()
      ? Promise.resolve()
      : client.prefetchInfiniteQuery({
          ...list,
          gcTime: UNREAD_LIST_MS,
          queryFn: ({ pageParam, signal, queryKey }) => {
            const hash = hashKey(queryKey);
            // The one request in flight is moved ahead (api:promote), not asked again: the view waits for that answer.
            const promote = new AbortController();
            state.promotions.set(hash, () => {
              state.promotions.delete(hash);
              promote.abort();
            });
            return getBridge()
              .request(id, pageParams(id, params, pageParam), { signal, background: true, promote: promote.signal })
              .finally(() => state.promotions.delete(hash));
          },
        }),
  );
}
