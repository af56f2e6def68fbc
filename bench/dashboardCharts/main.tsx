/**
 * The bench's dashboard page (built by bench/tpsChart/tpsChartPage.ts's startBenchPage, opened by bench/rendererBench.ts as
 * `index.html?points=N`): a dashboard's worth of the product's MetricChart, unchanged (CHARTS charts of SERIES series,
 * N synthetic daily points each, from memory), so the measured time is the charts' own work. A range change is the
 * user's choice in the first chart's range picker: every chart then draws the other range's points (as many), those far
 * below the fold once scrolled near. "Open" ends when the frame that draws the last chart in view has painted, not when
 * its lines are in the DOM.
 * Publishes `window.__ridgelineBench` (bench/tpsChart/benchProbe.ts).
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ChartSeries } from '../../renderer/charts/chartData';
import type { ChartRange } from '../../renderer/charts/chartRanges';
import { MetricChart } from '../../renderer/charts/MetricChart';
import { RangePicker } from '../../renderer/charts/RangePicker';
import { formatValue } from '../../renderer/dashboards/dashboardFormat';
import '../../renderer/styles/theme.css';
import '../../renderer/styles/app.css';
import { BenchProbe, type RidgelineBench } from '../tpsChart/benchProbe';

const CHARTS = 9;
const SERIES = 3;
const DAY = 86_400;
const RANGES: ChartRange[] = [
  { id: 'a', label: 'Range A', seconds: 0, interval: 'day' },
  { id: 'b', label: 'Range B', seconds: 0, interval: 'day' },
];

const count = Number(new URLSearchParams(window.location.search).get('points'));
if (!Number.isSafeInteger(count) || count < 2 || count > 100_000) throw new Error('points: must be a whole number from 2 to 100,000');

/** A deterministic wavy series: `points` days from `start`, of chart `c`, series `s`. */
function synthetic(c: number, s: number, start: number): ChartSeries {
  const points = Array.from({ length: count }, (_, i) => ({
    timestamp: start + i * DAY,
    value: 1000 * (s + 1) + 400 * Math.sin((i + c * 7) / 17) + ((i * 7919 + c * 104_729) % 97),
  }));
  return { key: `s${s}`, label: `Series ${s + 1}`, points };
}
const datasets = RANGES.map((_, r) =>
  Array.from({ length: CHARTS }, (_, c) => Array.from({ length: SERIES }, (_, s) => synthetic(c, s, 1_600_000_000 + r * count * DAY))),
);

function Dashboard() {
  const [range, setRange] = useState(RANGES[0]);
  const data = datasets[RANGES.indexOf(range)];
  return (
    <div className="dashboard-grid">
      {data.map((series, c) => (
        <MetricChart
          key={c}
          name={`bench-${c}`}
          title={`Chart ${c + 1}`}
          unit="count"
          daily
          format={formatValue}
          series={series}
          controls={c === 0 ? <RangePicker ranges={RANGES} value={range} onChange={setRange} /> : undefined}
        />
      ))}
    </div>
  );
}

const root = document.getElementById('root')!;
const probe = new BenchProbe();
probe.observe(root);
/**
 * Every chart a user sees is drawn: each one in the viewport has its lines. A chart below the fold is drawn as it comes
 * near the viewport (renderer/charts/useNearViewport.ts), so "open" and a range change pay for the charts in view.
 */
const drawnCharts = () => {
  const seen = [...root.querySelectorAll('.metric-chart')].filter((c) => {
    const box = c.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
  return seen.length > 0 && seen.every((c) => c.querySelectorAll('.recharts-line-curve').length === SERIES);
};
/**
 * Ready once the frame that draws every chart has painted: the lines are in the DOM, then the next animation frame's
 * main-thread work (style, layout, paint) is done, as the probe's "to next frame".
 */
let painted = false;
let paintAsked = false;
function chartsPainted(): boolean {
  if (!painted && !paintAsked && drawnCharts()) {
    paintAsked = true;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        painted = true;
        channel.port1.close();
      };
      channel.port2.postMessage(null);
    });
  }
  return painted;
}

const bench: RidgelineBench = {
  get ready() {
    return chartsPainted();
  },
  redrawFullRange() {
    const select = root.querySelector<HTMLSelectElement>('.range-picker select');
    if (!select) return Promise.reject(new Error('the charts are not drawn yet'));
    return probe.measure(() => {
      select.value = select.value === 'a' ? 'b' : 'a';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  },
};
window.__ridgelineBench = bench;

createRoot(root).render(<Dashboard />);
