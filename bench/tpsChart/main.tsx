/**
 * The bench's own page for the TPS chart (built by `bench/tpsChart/tpsChartPage.ts`, opened by
 * bench/rendererBench.ts as `index.html?points=N`): the product's TpsView, unchanged, over N
 * synthetic hourly points served from memory, so the measured time is the view's own work. It
 * publishes `window.__ridgelineBench` (benchProbe.ts); a redraw is the user's keyboard on the
 * overview's "End of the range" slider, so the product carries no hook for the bench.
 */
import { createRoot } from 'react-dom/client';
import { TpsView } from '../../renderer/tps/TpsView';
import '../../renderer/styles/theme.css';
import '../../renderer/styles/app.css';
import { BenchProbe, type RidgelineBench } from './benchProbe';
import { syntheticSource } from './syntheticSource';

const MAX_POINTS = 1_000_000;

const count = Number(new URLSearchParams(window.location.search).get('points'));
if (!Number.isSafeInteger(count) || count < 2 || count > MAX_POINTS)
  throw new Error(`points: must be a whole number of points from 2 to ${MAX_POINTS}`);

const source = syntheticSource(count);
const chains = [{ id: 'bench', name: `Synthetic (${count} points)` }];
const root = document.getElementById('root')!;
const probe = new BenchProbe();
probe.observe(root);

const endSlider = () => root.querySelector<SVGElement>('[role="slider"][aria-label="End of the range"]');
let atEnd = true;

const bench: RidgelineBench = {
  get ready() {
    // All points arrive in the first answer, and the brush exists only once a series is drawn.
    return source.served && endSlider() !== null && root.querySelector('.tps-chart .tps-line') !== null;
  },
  redrawFullRange(inFrame = false) {
    const slider = endSlider();
    if (!slider) return Promise.reject(new Error('the chart is not drawn yet'));
    // One step of the range's end back from the newest point and forward again: the whole
    // history less one overview bucket, then the whole history following live points.
    const key = atEnd ? 'ArrowLeft' : 'ArrowRight';
    atEnd = !atEnd;
    const press = () => slider.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    return inFrame ? probe.measureInFrame(press) : probe.measure(press);
  },
};
window.__ridgelineBench = bench;

createRoot(root).render(<TpsView chains={chains} sourceFor={() => source.fetchPage} />);
