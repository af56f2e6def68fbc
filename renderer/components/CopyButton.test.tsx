import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_MS, Announcer } from './Announcer';
import { CopyButton } from './CopyButton';

function renderButtons() {
  render(
    <>
      <CopyButton value="0xabc" label="hash" />
      <CopyButton value="0xdef" label="address" />
      <Announcer />
    </>,
  );
}

describe('CopyButton and the app live region', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('is one element while idle, so a table row stays light', () => {
    renderButtons();
    const button = screen.getByRole('button', { name: 'Copy hash' });
    expect(button.childNodes.length).toBe(0);
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('says a failed copy, and marks the button with "!" until the note is cleared', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    renderButtons();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const button = screen.getByRole('button', { name: 'Copy hash' });
    await act(async () => button.click());
    expect(screen.getByRole('status').textContent).toBe('Copy failed');
    expect(button.textContent).toBe('!');
    act(() => vi.advanceTimersByTime(ANNOUNCE_MS));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(button.textContent).toBe('');
  });

  it('keeps the latest note for its whole moment when a second copy follows the first', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(async () => {}) } });
    renderButtons();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => screen.getByRole('button', { name: 'Copy hash' }).click());
    act(() => vi.advanceTimersByTime(ANNOUNCE_MS - 500));
    await act(async () => screen.getByRole('button', { name: 'Copy address' }).click());
    // The first copy's moment is over, the second's is not: the note stays.
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByRole('status').textContent).toBe('Copied');
    expect(screen.getByRole('button', { name: 'Copy hash' }).textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Copy address' }).textContent).toBe('✓');
    act(() => vi.advanceTimersByTime(ANNOUNCE_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
