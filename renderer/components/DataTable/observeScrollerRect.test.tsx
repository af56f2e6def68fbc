import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StaticBlocksTable } from '../../../test/support/dom/staticBlocksTable';
import type { TestBlock } from '../../../test/support/dom/tableTest';

/**
 * A ResizeObserver that reports only when the test says (Chromium reports after its own layout),
 * and a scroller whose size reads are counted: reading clientHeight/clientWidth before the page is
 * laid out is what forces a layout in the first commit.
 */
let observers: { callback: ResizeObserverCallback; targets: Element[] }[];
let sizeReads: number;
let scrollerHeight: number;
const descriptors = ['clientHeight', 'clientWidth'].map((k) => [k, Object.getOwnPropertyDescriptor(HTMLElement.prototype, k)] as const);

beforeEach(() => {
  observers = [];
  sizeReads = 0;
  scrollerHeight = 560;
  window.ResizeObserver = class {
    private entry: { callback: ResizeObserverCallback; targets: Element[] };
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.entry.targets = [];
    }
  } as unknown as typeof ResizeObserver;
  const scroller = (el: HTMLElement) => el.classList.contains('data-table-scroll');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (!scroller(this)) return 0;
      sizeReads += 1;
      return scrollerHeight;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      if (!scroller(this)) return 0;
      sizeReads += 1;
      return 1200;
    },
  });
});
afterEach(() => {
  cleanup();
  delete (window as { ResizeObserver?: unknown }).ResizeObserver;
  for (const [key, d] of descriptors) if (d) Object.defineProperty(HTMLElement.prototype, key, d);
});

const BLOCKS: TestBlock[] = Array.from({ length: 200 }, (_, i) => ({
  blockNumber: String(1000 - i),
  blockHash: `0x${i.toString(16).padStart(64, '0')}`,
}));

function renderTable(height: number) {
  render(<StaticBlocksTable tableId="scroller-rect-test" label="Latest blocks" blocks={BLOCKS} height={height} />);
  return screen.getByRole('grid', { name: 'Latest blocks' });
}

/** Data rows rendered (the header row is one of the grid's rows). */
const dataRows = (grid: HTMLElement) => within(grid).getAllByRole('row').length - 1;

describe("the DataTable's scroller measurement", () => {
  it('renders the first rows from the height it was given, without reading the scroller size in the first commit', () => {
    const grid = renderTable(560);
    expect(sizeReads).toBe(0);
    // 560 px of 36 px rows plus the overscan: more than a screen, far fewer than the 200 rows in hand.
    expect(dataRows(grid)).toBeGreaterThanOrEqual(Math.ceil(560 / 36));
    expect(dataRows(grid)).toBeLessThan(40);
    const watched = observers.filter((o) => o.targets.some((t) => t.classList.contains('data-table-scroll')));
    expect(watched).toHaveLength(1);
  });

  it('follows the size the ResizeObserver reports once the page is laid out', () => {
    const grid = renderTable(560);
    const before = dataRows(grid);
    scrollerHeight = 1400;
    const watcher = observers.find((o) => o.targets.some((t) => t.classList.contains('data-table-scroll')))!;
    act(() => watcher.callback([], {} as ResizeObserver));
    expect(sizeReads).toBeGreaterThan(0);
    expect(dataRows(grid)).toBeGreaterThan(before + 20);
  });
});
