import { QueryClient } from '@tanstack/react-query';
import { BridgeApiError } from '../../shared/bridge/errors';

/** Statuses where a second try can help: no answer, a gateway or a busy node. */
const TRANSIENT = new Set([0, 500, 502, 503]);

/**
 * The main process already waits out 429s (and tells us through the 'rate-limit' event), so
 * the renderer retries only transient failures, twice; a 4xx is the answer and is shown as is.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof BridgeApiError)) return false;
  if (error.info.kind === 'cancelled' || error.info.kind === 'invalid-params') return false;
  return TRANSIENT.has(error.info.status) && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 15_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
