import { memo } from 'react';
import { Brush, Line, LineChart } from 'recharts';
import type { ChartRow } from './chartRows';
import type { LineSpec } from './TpsChart';
import { formatHour } from './timeFormat';

const BRUSH_HEIGHT = 56;

/**
 * The whole loaded history in small, with a brush to choose the range the main chart shows.
 * The brush lives in its own chart so the main chart can draw the chosen range at full
 * detail (downsampled from the full points of that range) instead of a slice of this
 * overview's coarse rows.
 */
export const TpsOverview = memo(function TpsOverview({
  rows, lines, width, startIndex, endIndex, onChange,
}: {
  rows: ChartRow[];
  lines: LineSpec[];
  width: number;
  startIndex: number;
  endIndex: number;
  onChange: (range: { startIndex?: number; endIndex?: number }) => void;
}) {
  if (rows.length < 2) return null;
  return (
    // Keyed by the oldest time: when older history arrives, recharts' Brush would map the new
    // indices through the scale of the old rows (NaN positions), so it starts afresh instead.
    // Live points only append, which it handles, and the downsampled rows keep the oldest point.
    <LineChart key={rows[0].timestamp} width={width} height={BRUSH_HEIGHT + 8} data={rows} margin={{ top: 0, right: 16, bottom: 4, left: 56 }} className="tps-overview">
      <Brush
        dataKey="timestamp"
        height={BRUSH_HEIGHT}
        startIndex={startIndex}
        endIndex={endIndex}
        onChange={onChange}
        tickFormatter={(t: number) => formatHour(t)}
        travellerWidth={10}
        fill="transparent"
        stroke="#8a94a3"
        ariaLabel="Range of the chart"
      >
        <LineChart data={rows}>
          {lines.map((l) => (
            <Line key={l.key} dataKey={l.key} stroke={l.color} hide={l.hidden} dot={false} isAnimationActive={false} connectNulls />
          ))}
        </LineChart>
      </Brush>
    </LineChart>
  );
});
