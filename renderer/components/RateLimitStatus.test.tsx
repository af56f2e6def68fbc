import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BridgeApiError } from '../../shared/bridge/errors';
import { useUiStore } from '../state/uiStore';
import { FooterRow } from './DataTable/FooterRow';
import { ErrorState } from './ErrorState';
import { RateLimitStatus } from './RateLimitStatus';

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const tooMany = (retryAfter?: number) =>
  new BridgeApiError({
    status: 429,
    error: 'Too Many Requests',
    message: 'rate limit exceeded',
    endpointId: 'listLatestTransactions',
    retryAfter,
  });

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  useUiStore.setState({ rateLimitedUntil: {} });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the rate-limit countdown', () => {
  it('the header status says when the soonest waiting request is tried again, counts down, and goes away', () => {
    render(<RateLimitStatus />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => {
      useUiStore.getState().setRateLimit('listLatestTransactions', T0 + 5_000);
      useUiStore.getState().setRateLimit('listLatestBlocks', T0 + 2_500);
    });
    expect(status.textContent).toBe('Rate limited by the API — next try in 3 s');
    advance(600);
    expect(status.textContent).toBe('Rate limited by the API — next try in 2 s');
    advance(2_000);
    // The blocks' wait is over: the transactions' one is next.
    expect(status.textContent).toBe('Rate limited by the API — next try in 3 s');
    advance(1_400);
    expect(status.textContent).toBe('Rate limited by the API — next try in 1 s');
    advance(1_000);
    expect(status.textContent).toBe('');
  });

  it("a failed first page counts down from the answer's Retry-After, or from the later bridge event", () => {
    render(<ErrorState error={tooMany(30)} what="transactions" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('(in 30 s)');
    advance(1_000);
    expect(alert.textContent).toContain('(in 29 s)');
    act(() => useUiStore.getState().setRateLimit('listLatestTransactions', Date.now() + 45_000));
    expect(alert.textContent).toContain('(in 45 s)');
    advance(45_000);
    expect(alert.textContent).toContain('You can try again now.');
  });

  it('the error row of a later page counts down too', () => {
    const props = { top: 0, rowIndex: 102, count: 100, unreadable: 0, hasNextPage: true, onRetry: () => undefined };
    const { rerender } = render(<FooterRow {...props} error={tooMany(120)} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(
      /^Could not load more: 429 Too Many Requests: rate limit exceeded · Next try at .+ \(in 120 s\)\. Retry$/,
    );
    advance(3_000);
    expect(alert.textContent).toContain('(in 117 s)');
    // Another error: no countdown.
    rerender(<FooterRow {...props} error={new BridgeApiError({ status: 503, error: 'Service Unavailable', message: 'syncing' })} />);
    expect(screen.getByRole('alert').textContent).not.toContain('Next try');
  });
});
