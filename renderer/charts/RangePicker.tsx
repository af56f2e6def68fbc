import { SelectField } from '../components/SelectField';
import type { ChartRange } from './chartRanges';

/** The chart's time range: how far back from now, which also sets the buckets' interval. */
export function RangePicker({
  ranges,
  value,
  onChange,
}: {
  ranges: readonly ChartRange[];
  value: ChartRange;
  onChange: (r: ChartRange) => void;
}) {
  const ids = ranges.map((r) => r.id);
  return (
    <SelectField
      className="range-picker"
      label="Range"
      value={value.id}
      options={ids}
      optionLabel={(id) => ranges.find((r) => r.id === id)!.label}
      onChange={(id) => onChange(ranges.find((r) => r.id === id)!)}
    />
  );
}
