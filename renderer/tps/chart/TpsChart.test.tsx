import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChartRow } from './chartRows';
import { metricViewFor, METRIC_CHOICES } from './chartMetrics';
import type { LineSpec } from './chartTypes';
import { TpsChart, valueTicks } from './TpsChart';
import { pointTimeFormat } from './timeFormat';

const HOUR = 3600;
const T0 = 1_700_000_000 - (1_700_000_000 % HOUR);
const lines: LineSpec[] = [
  { key: 'c1', name: 'Alpha', color: '#0000ff', hidden: false },
  { key: 'c2', name: 'Beta', color: '#ff0000', hidden: false },
];
/** 48 hours; Alpha peaks at hour 30, Beta has no point at hour 10. */
const rows: ChartRow[] = Array.from({ length: 48 }, (_, h) => {
  const row = { timestamp: T0 + h * HOUR, c1: h === 30 ? 37 : 5 + (h % 3) } as ChartRow;
  if (h !== 10) row.c2 = 2;
  return row;
});

/** The vertices of a path "M x,y L x,y …". */
const vertices = (d: string) => [...d.matchAll(/[ML]([-\d.]+),([-\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));

afterEach(cleanup);

describe('TpsChart', () => {
  it('draws one path per visible line through every row it has a value in, the peak at its height on the axis', () => {
    const { container, rerender } = render(<TpsChart rows={rows} lines={lines} width={800} height={320} />);
    const paths = [...container.querySelectorAll('path.tps-line')];
    expect(paths).toHaveLength(2);
    const alpha = vertices(paths[0].getAttribute('d') ?? '');
    const beta = vertices(paths[1].getAttribute('d') ?? '');
    expect(alpha).toHaveLength(48);
    expect(beta).toHaveLength(47);
    // Time runs left to right; the peak is the highest vertex; the value axis ends at a round number above it.
    expect(alpha.every((v, i) => i === 0 || v.x > alpha[i - 1].x)).toBe(true);
    expect(Math.min(...alpha.map((v) => v.y))).toBe(alpha[30].y);
    expect(valueTicks(rows, lines)).toEqual([0, 10, 20, 30, 40]);
    expect(valueTicks([{ timestamp: T0, c1: 0.149 } as ChartRow], lines)).toEqual([0, 0.05, 0.1, 0.15]);

    // A live point: the line reaches it at the right edge, the earlier rows keep their places relative to each other.
    const appended = [...rows, { timestamp: T0 + 48 * HOUR, c1: 9, c2: 2 } as ChartRow];
    rerender(<TpsChart rows={appended} lines={lines} width={800} height={320} />);
    const after = vertices(container.querySelector('path.tps-line')?.getAttribute('d') ?? '');
    expect(after).toHaveLength(49);
    expect(after[48].x).toBeCloseTo(alpha[47].x, 0);

    // A hidden line is not drawn and does not set the axis.
    rerender(<TpsChart rows={rows} lines={[lines[0], { ...lines[1], hidden: true }]} width={800} height={320} />);
    expect(container.querySelectorAll('path.tps-line')).toHaveLength(1);
  });

  it('reads out the time and values of the row under the pointer', () => {
    const { container } = render(<TpsChart rows={rows} lines={lines} width={800} height={320} />);
    const alpha = vertices(container.querySelector('path.tps-line')?.getAttribute('d') ?? '');
    const capture = container.querySelector('.tps-hover > rect') as SVGRectElement;
    // (jsdom lays nothing out: the chart's box is at 0,0, so client x is chart x.)
    fireEvent.pointerMove(capture, { clientX: alpha[30].x + 1 });
    const box = container.querySelector('.tps-hover-box');
    expect(box?.textContent).toMatch(/Alpha: 37\.00 tx\/s.*Beta: 2\.00 tx\/s/);
    fireEvent.pointerMove(capture, { clientX: alpha[10].x });
    expect(container.querySelector('.tps-hover-box')?.textContent).not.toContain('Beta');
    fireEvent.pointerLeave(capture);
    expect(container.querySelector('.tps-hover-box')).toBeNull();
  });

  it('daily points read as a date, and fees paid read in the native token with its unit, not in wei', () => {
    const DAY = 24 * HOUR;
    const day0 = Date.UTC(2025, 0, 1) / 1000;
    // 1.5 AVAX, then 1,234.5678901234568 AVAX (the exact decimal of the number the service sent, in wei).
    const daily = [
      { timestamp: day0, c1: 1.5e18 },
      { timestamp: day0 + DAY, c1: 1.2345678901234568e21 },
    ] as ChartRow[];
    const fees = metricViewFor(
      METRIC_CHOICES.find((m) => m.id === 'feesPaid')!,
      { symbol: 'AVAX', decimals: 18 },
    );
    const { container } = render(
      <TpsChart rows={daily} lines={[lines[0]]} width={800} height={320} metric={fees} formatTime={pointTimeFormat('daily')} />,
    );
    const points = vertices(container.querySelector('path.tps-line')?.getAttribute('d') ?? '');
    const capture = container.querySelector('.tps-hover > rect') as SVGRectElement;
    fireEvent.pointerMove(capture, { clientX: points[1].x });
    const box = container.querySelector('.tps-hover-box')?.textContent ?? '';
    expect(box).toContain('Alpha: 1,234.5678901234568 AVAX');
    expect(box).toContain('2025');
    expect(box).not.toMatch(/\d\d:\d\d|UTC/);
    fireEvent.pointerMove(capture, { clientX: points[0].x });
    expect(container.querySelector('.tps-hover-box')?.textContent).toContain('Alpha: 1.5 AVAX');
    // The axis names the token and reads its ticks in it.
    expect(container.textContent).toContain('AVAX');
    expect(container.textContent).not.toContain('wei');
  });
});
