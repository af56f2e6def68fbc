import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartSeries } from './chartData';
import { MetricChart } from './MetricChart';

/**
 * jsdom lays nothing out: every element is WIDTH px wide, a ResizeObserver reports the chart's size as soon as it
 * observes (recharts' ResponsiveContainer draws once it has one) and any other box is a line high.
 */
const WIDTH = 640;
const HEIGHT = 260;
/** The plot's width: the chart's less its Y axis (72 px) and side margins (24 px). */
const PLOT_PX = WIDTH - 72 - 24;
const realObserver = window.ResizeObserver;
const realWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
const realRect = HTMLElement.prototype.getBoundingClientRect;

beforeEach(() => {
  window.ResizeObserver = class {
    constructor(private callback: ResizeObserverCallback) {}
    observe(target: Element) {
      const contentRect = { width: WIDTH, height: HEIGHT, top: 0, left: 0, right: WIDTH, bottom: HEIGHT, x: 0, y: 0 };
      this.callback([{ target, contentRect } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => WIDTH });
  // The legend's box: one line.
  HTMLElement.prototype.getBoundingClientRect = () =>
    ({ width: WIDTH, height: 20, top: 0, left: 0, right: WIDTH, bottom: 20, x: 0, y: 0 }) as DOMRect;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.ResizeObserver = realObserver;
  if (realWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', realWidth);
  HTMLElement.prototype.getBoundingClientRect = realRect;
});

const DAY = 86_400;
const series = (key: string, n: number, phase: number): ChartSeries => ({
  key,
  label: key,
  points: Array.from({ length: n }, (_, i) => ({ timestamp: 1_600_000_000 + i * DAY, value: 100 + 50 * Math.sin(i / 9 + phase) })),
});
/** The vertices of each drawn line (an SVG path of M then L commands). */
const vertices = (container: HTMLElement) =>
  [...container.querySelectorAll('.recharts-line-curve')].map((p) => (p.getAttribute('d') ?? '').split(/[ML]/).filter(Boolean).length);

describe('MetricChart', () => {
  it('draws at most one point per pixel of the plot, whatever the number of points', async () => {
    const { container } = render(
      <MetricChart
        name="t"
        title="T"
        unit="count"
        format={String}
        daily
        series={[series('a', 3000, 0), series('b', 3000, 1), series('c', 3000, 2)]}
      />,
    );
    await waitFor(() => expect(vertices(container)).toHaveLength(3));
    const drawn = vertices(container);
    for (const n of drawn) {
      expect(n).toBeLessThanOrEqual(PLOT_PX);
      expect(n).toBeGreaterThan(50);
    }
    // The table and the CSV still have every point.
    expect(container.querySelector('.metric-chart-plot')?.getAttribute('data-points')).toBe('3000');
  });

  it('draws every point when they fit', async () => {
    const { container } = render(<MetricChart name="t" title="T" unit="count" format={String} daily series={[series('a', 120, 0)]} />);
    await waitFor(() => expect(vertices(container)).toEqual([120]));
  });

  it('draws a chart far below the fold once it comes near, and keeps its last drawing while away', async () => {
    let intersect: (isIntersecting: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          intersect = (isIntersecting) =>
            callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        observe() {}
        disconnect() {}
      },
    );
    // Every box (the chart's figure too) is a screen and more below the viewport.
    HTMLElement.prototype.getBoundingClientRect = () =>
      ({ width: WIDTH, height: 20, top: 5000, left: 0, right: WIDTH, bottom: 5020, x: 0, y: 5000 }) as DOMRect;
    const chart = (n: number) => <MetricChart name="t" title="T" unit="count" format={String} daily series={[series('a', n, 0)]} />;
    const { container, rerender } = render(chart(120));
    const plot = container.querySelector('.metric-chart-plot');
    expect(plot?.getAttribute('data-points')).toBe('120');
    expect(container.querySelector('svg.recharts-surface')).toBeNull();
    act(() => intersect(true));
    await waitFor(() => expect(vertices(container)).toEqual([120]));
    // Scrolled away, new rows (a range change) wait: the table and CSV have them, the drawing follows once near.
    act(() => intersect(false));
    rerender(chart(60));
    expect(plot?.getAttribute('data-points')).toBe('60');
    expect(vertices(container)).toEqual([120]);
    act(() => intersect(true));
    await waitFor(() => expect(vertices(container)).toEqual([60]));
  });

  it("gives the axis labels the axis' magnitude, and the tooltip and table the value alone", async () => {
    const growth = (top: number): ChartSeries => ({
      key: 'g',
      label: 'Growth',
      points: Array.from({ length: 30 }, (_, i) => ({ timestamp: 1_600_000_000 + i * DAY, value: Math.round((top * i) / 29) })),
    });
    const format = vi.fn((v: number, magnitude?: number) => `${v}@${magnitude}`);
    const { container, getByRole } = render(
      <MetricChart name="t" title="T" unit="count" format={format} daily series={[growth(130_000)]} />,
    );
    await waitFor(() => expect(vertices(container)).toEqual([30]));
    const labels = format.mock.calls.filter(([, magnitude]) => magnitude !== undefined);
    expect(new Set(labels.map(([, magnitude]) => magnitude))).toEqual(new Set([100_000]));
    expect(new Set(labels.map(([v]) => v))).toEqual(new Set([0, 35_000, 70_000, 105_000, 140_000]));
    act(() => getByRole('button', { name: 'Table' }).click());
    expect(getByRole('cell', { name: '130000@undefined' })).toBeInstanceOf(HTMLElement);
  });
});
