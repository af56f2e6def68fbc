import type { RangeFigures } from './rangeFigures';
import type { ValueFormat } from './chartMetrics';

export interface FiguresRow {
  key: string;
  name: string;
  color: string;
  figures: RangeFigures | null;
}

/** Min, average, max and current TPS of each chain over the selected range, from the full points; the count is headed in the series' unit ("Hours", "Days"). */
export function TpsFigures({ rows, countHeader, formatValue }: { rows: FiguresRow[]; countHeader: string; formatValue: ValueFormat }) {
  return (
    <table className="tps-figures">
      <caption className="visually-hidden">TPS figures for the selected range</caption>
      <thead>
        <tr>
          <th scope="col">Chain</th>
          <th scope="col">Min</th>
          <th scope="col">Average</th>
          <th scope="col">Max</th>
          <th scope="col">Current</th>
          <th scope="col">{countHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, name, color, figures }) => (
          <tr key={key}>
            <th scope="row">
              <span className="tps-swatch" style={{ background: color }} aria-hidden="true" />
              {name}
            </th>
            {figures ? (
              <>
                <td>{formatValue(figures.min)}</td>
                <td>{formatValue(figures.avg)}</td>
                <td>{formatValue(figures.max)}</td>
                <td>{formatValue(figures.current)}</td>
                <td>{figures.count}</td>
              </>
            ) : (
              <td colSpan={5} className="muted">
                No points in this range
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
