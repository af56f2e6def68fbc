import { Line, LineChart, YAxis } from 'recharts';
import type { TimePoint } from './chartData';

/**
 * A small line of a series' own time span, zero at the bottom and its max at the top (so a quiet chain looks quiet
 * rather than stretched to fill the box). Decorative: the value beside it says what it shows.
 */
export function Sparkline({ points, width, height }: { points: readonly TimePoint[]; width: number; height: number }) {
  return (
    <LineChart
      width={width}
      height={height}
      data={points as TimePoint[]}
      margin={{ top: 1, right: 1, bottom: 1, left: 1 }}
      aria-hidden="true"
      // No focusable, labelled svg inside the link it decorates.
      accessibilityLayer={false}
    >
      <YAxis hide domain={[0, 'dataMax']} />
      <Line dataKey="value" type="linear" dot={false} stroke="var(--accent)" strokeWidth={1.5} isAnimationActive={false} />
    </LineChart>
  );
}
