import { lazy, Suspense } from 'react';
import type { TimePoint } from './chartData';

// recharts loads after the first view's rows: the home page's sparklines wait for it, its latest blocks do not.
const Sparkline = lazy(async () => ({ default: (await import('./Sparkline')).Sparkline }));

export function LazySparkline(props: { points: readonly TimePoint[]; width: number; height: number }) {
  return (
    <Suspense fallback={<span className="sparkline-placeholder" style={{ width: props.width, height: props.height }} />}>
      <Sparkline {...props} />
    </Suspense>
  );
}
