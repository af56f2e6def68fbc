import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_MS, Announcer, NEW_ROWS_EVERY_MS, useAnnounceNew } from './Announcer';

function Live({ text }: { text: string }) {
  useAnnounceNew(text);
  return null;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('new live rows said politely', () => {
  it('says a new count at once, not again on each poll, and the latest count once the pause is over', () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <>
        <Announcer />
        <Live text="" />
      </>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    const show = (text: string) =>
      rerender(
        <>
          <Announcer />
          <Live text={text} />
        </>,
      );
    show('3 new transactions');
    expect(status.textContent).toBe('3 new transactions');
    act(() => vi.advanceTimersByTime(ANNOUNCE_MS));
    expect(status.textContent).toBe('');
    // The next polls raise the count within the pause: nothing is said.
    show('5 new transactions');
    show('8 new transactions');
    expect(status.textContent).toBe('');
    act(() => vi.advanceTimersByTime(NEW_ROWS_EVERY_MS));
    show('9 new transactions');
    expect(status.textContent).toBe('9 new transactions');
  });
});
