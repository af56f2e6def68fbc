import { MAX_COMPARED, SERIES_COLORS } from './chart/palette';
import type { ChainRef } from './TpsView';

/** Checkboxes of the network's EVM chains; up to MAX_COMPARED on one chart, each in its colour. */
export function ChainPicker({ options, selected, onToggle }: { options: ChainRef[]; selected: string[]; onToggle: (id: string) => void }) {
  const full = selected.length >= MAX_COMPARED;
  return (
    <fieldset className="tps-picker">
      <legend>Chains (compare up to {MAX_COMPARED})</legend>
      {options.map((c) => {
        const index = selected.indexOf(c.id);
        return (
          <label key={c.id} className="tps-inline">
            <input type="checkbox" checked={index >= 0} disabled={index < 0 && full} onChange={() => onToggle(c.id)} />
            {index >= 0 && <span className="tps-swatch" style={{ background: SERIES_COLORS[index] }} aria-hidden="true" />}
            {c.name}
          </label>
        );
      })}
    </fieldset>
  );
}
