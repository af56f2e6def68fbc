import { memo } from 'react';
import type { LineSpec } from './chartTypes';

/** The chart's legend as toggle buttons: a click hides or shows that chain's line. Memoized: a range change does not touch it. */
export const SeriesLegend = memo(function SeriesLegend({ lines, onToggle }: { lines: LineSpec[]; onToggle: (key: string) => void }) {
  return (
    <ul className="tps-legend" aria-label="Chains on the chart">
      {lines.map((l) => (
        <li key={l.key}>
          <button
            type="button"
            aria-pressed={!l.hidden}
            onClick={() => onToggle(l.key)}
            title={l.hidden ? `Show ${l.name}` : `Hide ${l.name}`}
          >
            <span
              className="tps-swatch"
              style={{ background: l.hidden ? 'transparent' : l.color, borderColor: l.color }}
              aria-hidden="true"
            />
            {l.name}
          </button>
        </li>
      ))}
    </ul>
  );
});
