import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaticBlocksTable } from '../../../test/support/dom/staticBlocksTable';
import type { TestBlock } from '../../../test/support/dom/tableTest';

/**
 * jsdom has no element scrolling and no layout: the scroller's scrollTo is a spy (the writes the virtualizer
 * makes), and the scroller reports the height the table was given and the height of its rows.
 */
let scrollTo: ReturnType<typeof vi.fn>;
const sizes = { clientHeight: 560, scrollHeight: 36 * 202 };
const descriptors = Object.keys(sizes).map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)] as const);
const scrollerWrites = () => scrollTo.mock.contexts.filter((el) => (el as HTMLElement).classList.contains('data-table-scroll'));

beforeEach(() => {
  scrollTo = vi.fn();
  HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  for (const [key, size] of Object.entries(sizes))
    Object.defineProperty(HTMLElement.prototype, key, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('data-table-scroll') ? size : 0;
      },
    });
});
afterEach(() => {
  cleanup();
  delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
  // jsdom defines these on Element: the getters set here on HTMLElement are removed, not restored.
  for (const [key, d] of descriptors) {
    if (d) Object.defineProperty(HTMLElement.prototype, key, d);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
  }
});

const BLOCKS: TestBlock[] = Array.from({ length: 200 }, (_, i) => ({
  blockNumber: String(1000 - i),
  blockHash: `0x${i.toString(16).padStart(64, '0')}`,
}));

const table = (blocks: TestBlock[]) => <StaticBlocksTable tableId="scroll-write-test" label="Latest blocks" blocks={blocks} height={560} />;

describe("the virtualizer's writes to the DataTable's scroller", () => {
  it('writes nothing when the rows mount in a new scroller (already at the top): no layout forced in the first commit', () => {
    render(table(BLOCKS));
    expect(screen.getAllByRole('row').length).toBeGreaterThan(10);
    expect(scrollerWrites()).toHaveLength(0);
  });

  it('puts the scroller back at the top when the rows come back to a scroller they left, as the library does', () => {
    const { rerender } = render(table(BLOCKS));
    rerender(table([]));
    expect(screen.getByText(/^No blocks/).textContent).toBe('No blocks.');
    rerender(table(BLOCKS));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: undefined });
    expect(scrollerWrites()).toHaveLength(1);
  });

  it('puts a scroller that scrolled before the rows came (an empty state, a skeleton) at the top with them', () => {
    const { rerender } = render(table([]));
    fireEvent.scroll(screen.getByTestId('scroll-write-test-scroll'));
    rerender(table(BLOCKS));
    expect(scrollerWrites()).toHaveLength(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: undefined });
  });

  it('still scrolls to a row the keyboard moves to', async () => {
    render(table(BLOCKS));
    fireEvent.keyDown(screen.getByRole('grid', { name: 'Latest blocks' }), { key: 'End' });
    // The last of 200 rows: the scroller's end (its rows' height less its own).
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: sizes.scrollHeight - sizes.clientHeight })));
  });
});
