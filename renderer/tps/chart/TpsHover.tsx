import { useState, type PointerEvent } from 'react';
import type { ChartRow } from './chartRows';
import { lowerBound } from '../data/downsample';
import type { Frame, LineSpec, PlotArea } from './chartTypes';
import type { ValueFormat } from './chartMetrics';

const LINE_HEIGHT = 16;
/** About the advance of a 12 px character: the box is sized without measuring text. */
const CHAR_WIDTH = 7;

/** Index of the row nearest to time t (rows ascending by timestamp, at least one). */
function nearestRow(rows: readonly ChartRow[], t: number): number {
  const i = Math.min(rows.length - 1, lowerBound(rows, t));
  return i > 0 && t - rows[i - 1].timestamp < rows[i].timestamp - t ? i - 1 : i;
}

/**
 * The readout under the pointer: a cursor at the nearest row, a dot on each visible line and a
 * box with the time and values. Its state is its own, so moving the pointer redraws only this.
 */
export function TpsHover({
  rows,
  lines,
  frame,
  plot,
  unit,
  formatValue,
  formatTime,
}: {
  rows: ChartRow[];
  lines: LineSpec[];
  frame: Frame;
  plot: PlotArea;
  unit: string;
  formatValue: ValueFormat;
  /** The point's time at the series' resolution (a date for daily points). */
  formatTime: (sec: number) => string;
}) {
  const [index, setIndex] = useState<number | null>(null);
  if (!rows.length || frame.kx === 0) return null;

  const onMove = (ev: PointerEvent<SVGRectElement>) => {
    const box = ev.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (box) setIndex(nearestRow(rows, (ev.clientX - box.left - frame.x0) / frame.kx));
  };
  const row = index !== null ? rows[Math.min(index, rows.length - 1)] : null;
  const values = row ? lines.filter((l) => !l.hidden && row[l.key] !== undefined) : [];
  const texts = row ? [formatTime(row.timestamp), ...values.map((l) => `${l.name}: ${formatValue(row[l.key])} ${unit}`)] : [];
  const x = row ? frame.x0 + row.timestamp * frame.kx : 0;
  const boxWidth = 16 + CHAR_WIDTH * Math.max(...texts.map((t) => t.length));
  const boxX = x + 12 + boxWidth <= plot.x + plot.width ? x + 12 : x - 12 - boxWidth;

  return (
    <g className="tps-hover">
      <rect
        x={plot.x}
        y={plot.y}
        width={plot.width}
        height={plot.height}
        fill="transparent"
        onPointerMove={onMove}
        onPointerLeave={() => setIndex(null)}
      />
      {row && (
        <g pointerEvents="none">
          <line className="tps-hover-cursor" x1={x} x2={x} y1={plot.y} y2={plot.y + plot.height} />
          {values.map((l) => (
            <circle key={l.key} cx={x} cy={frame.y0 + row[l.key] * frame.ky} r={3} fill={l.color} />
          ))}
          <g className="tps-hover-box" transform={`translate(${boxX},${plot.y + 8})`}>
            <rect width={boxWidth} height={8 + LINE_HEIGHT * texts.length} rx={4} />
            {texts.map((t, i) => (
              <text key={i} x={8} y={4 + LINE_HEIGHT * (i + 1) - 4} style={i > 0 ? { fill: values[i - 1].color } : undefined}>
                {t}
              </text>
            ))}
          </g>
        </g>
      )}
    </g>
  );
}
