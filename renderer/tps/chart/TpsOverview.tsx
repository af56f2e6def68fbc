import { memo, useMemo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { ChartRow } from './chartRows';
import { lowerBound } from '../data/downsample';
import { rowsPath } from './chartPath';
import { PLOT_LEFT, PLOT_RIGHT, type LineSpec } from './chartTypes';
import { formatHour } from './timeFormat';

const HEIGHT = 56;
const HANDLE = 10;

type Drag = { kind: 'start' | 'end' } | { kind: 'pan'; grabT: number; from: number; to: number };

/**
 * The whole loaded history in small, with a brush (two handles and a draggable window) that
 * chooses the range the main chart draws. Plain SVG, as the main chart: it redraws on every
 * live point and brush move, and a path string of the downsampled rows is all that costs. The
 * handles are sliders: arrow keys move them by one point, Shift+arrow by ten.
 */
export const TpsOverview = memo(function TpsOverview({
  rows,
  lines,
  width,
  startIndex,
  endIndex,
  onChange,
}: {
  rows: ChartRow[];
  lines: LineSpec[];
  width: number;
  startIndex: number;
  endIndex: number;
  onChange: (range: { startIndex: number; endIndex: number }) => void;
}) {
  const inner = Math.max(1, width - PLOT_LEFT - PLOT_RIGHT);
  const t0 = rows[0]?.timestamp ?? 0;
  const t1 = rows[rows.length - 1]?.timestamp ?? 1;
  const xOf = (t: number) => ((t - t0) / Math.max(1, t1 - t0)) * inner;
  const drag = useRef<Drag | null>(null);
  const svg = useRef<SVGSVGElement>(null);

  const paths = useMemo(() => {
    let max = 0;
    for (const r of rows) for (const l of lines) if (!l.hidden && r[l.key] > max) max = r[l.key];
    // Zero a pixel above the bottom, the highest value a pixel below the top.
    const kx = inner / Math.max(1, t1 - t0);
    const frame = { x0: -t0 * kx, kx, y0: HEIGHT - 1, ky: -(HEIGHT - 2) / (max || 1) };
    return lines.map((l) => ({ key: l.key, color: l.color, d: l.hidden ? '' : rowsPath(rows, l.key, frame) }));
  }, [rows, lines, t0, t1, inner]);

  if (rows.length < 2) return null;
  const last = rows.length - 1;
  const x0 = xOf(rows[startIndex].timestamp);
  const x1 = xOf(rows[endIndex].timestamp);

  const timeAt = (clientX: number) => {
    const box = svg.current!.getBoundingClientRect();
    return t0 + ((clientX - box.left - PLOT_LEFT) / inner) * (t1 - t0);
  };
  const indexAt = (t: number) => Math.min(last, Math.max(0, lowerBound(rows, t)));
  const emit = (s: number, e: number) => {
    const start = Math.max(0, Math.min(s, last - 1));
    const end = Math.min(last, Math.max(e, start + 1));
    if (start !== startIndex || end !== endIndex) onChange({ startIndex: start, endIndex: end });
  };

  const begin = (d: Drag) => (ev: PointerEvent<SVGElement>) => {
    ev.preventDefault();
    (ev.currentTarget as Element).setPointerCapture(ev.pointerId);
    drag.current = d;
  };
  const move = (ev: PointerEvent<SVGElement>) => {
    const d = drag.current;
    if (!d) return;
    const t = timeAt(ev.clientX);
    if (d.kind === 'start') emit(indexAt(t), endIndex);
    else if (d.kind === 'end') emit(startIndex, indexAt(t));
    else if (d.kind === 'pan') {
      const shift = Math.max(t0 - d.from, Math.min(t1 - d.to, t - d.grabT));
      emit(indexAt(d.from + shift), indexAt(d.to + shift));
    }
  };
  const end = () => {
    drag.current = null;
  };
  const keys = (which: 'start' | 'end') => (ev: KeyboardEvent) => {
    const step = (ev.key === 'ArrowLeft' ? -1 : ev.key === 'ArrowRight' ? 1 : 0) * (ev.shiftKey ? 10 : 1);
    if (!step) return;
    ev.preventDefault();
    if (which === 'start') emit(startIndex + step, endIndex);
    else emit(startIndex, endIndex + step);
  };
  const handle = (which: 'start' | 'end', x: number, index: number) => (
    <rect
      className="tps-brush-handle"
      role="slider"
      tabIndex={0}
      aria-label={which === 'start' ? 'Start of the range' : 'End of the range'}
      aria-valuemin={0}
      aria-valuemax={last}
      aria-valuenow={index}
      aria-valuetext={formatHour(rows[index].timestamp)}
      x={x - HANDLE / 2}
      y={0}
      width={HANDLE}
      height={HEIGHT}
      rx={3}
      onPointerDown={begin({ kind: which })}
      onPointerMove={move}
      onPointerUp={end}
      onKeyDown={keys(which)}
    />
  );

  return (
    <div className="tps-overview">
      <svg ref={svg} width={width} height={HEIGHT} role="group" aria-label="Range of the chart">
        <g transform={`translate(${PLOT_LEFT},0)`}>
          <rect className="tps-brush-track" x={0} y={0} width={inner} height={HEIGHT} />
          {paths.map((p) => (
            <path key={p.key} d={p.d} fill="none" stroke={p.color} strokeWidth={1} />
          ))}
          <rect className="tps-brush-shade" x={0} y={0} width={Math.max(0, x0)} height={HEIGHT} />
          <rect className="tps-brush-shade" x={x1} y={0} width={Math.max(0, inner - x1)} height={HEIGHT} />
          <rect
            className="tps-brush-window"
            x={x0}
            y={0}
            width={Math.max(1, x1 - x0)}
            height={HEIGHT}
            onPointerDown={(ev) =>
              begin({ kind: 'pan', grabT: timeAt(ev.clientX), from: rows[startIndex].timestamp, to: rows[endIndex].timestamp })(ev)
            }
            onPointerMove={move}
            onPointerUp={end}
          />
          {handle('start', x0, startIndex)}
          {handle('end', x1, endIndex)}
        </g>
      </svg>
    </div>
  );
});
