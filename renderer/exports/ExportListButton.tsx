import { useState, type FormEvent } from 'react';
import { maxPageSize } from '../api/listEndpoints';
import { useBudgetGate } from '../api/useBudgetGate';
import type { ExportFormat, ReportRequest } from '../../shared/bridge/exportChannels';
import type { ListToolProps } from '../components/DataTable/listTools';
import { getBridge } from '../bridge';
import { ReportForm } from './ReportForm';
import { useReportLauncher } from './useReportLauncher';
import { formatCount } from '../../shared/format/count';

const MAX_ROWS = 10_000_000;

/** "Export CSV / JSON" of a DataTable's toolbar: the main process pages through the same list with the view's filters. */
export function ExportListButton({ source, columns, title }: ListToolProps) {
  const launcher = useReportLauncher();
  const { setError, launch } = launcher;
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [limitText, setLimitText] = useState('');
  const pageSize = maxPageSize(source.endpointId) ?? 100;
  const limitRows = /^\d+$/.test(limitText.trim()) ? Number(limitText.trim()) : undefined;
  const gate = useBudgetGate(source.endpointId, limitRows === undefined ? undefined : Math.ceil(limitRows / pageSize));

  const start = async (e: FormEvent) => {
    e.preventDefault();
    const limit = limitText.trim();
    if (limit && (!/^\d+$/.test(limit) || Number(limit) < 1 || Number(limit) > MAX_ROWS)) {
      setError(`Row limit: enter a whole number from 1 to ${formatCount(MAX_ROWS)}, or leave it empty for every row.`);
      return;
    }
    gate.run(
      () =>
        void launch(() =>
          getBridge().exports.startReport({
            endpointId: source.endpointId,
            params: source.params as ReportRequest['params'],
            columns,
            format,
            title,
            ...(limit ? { maxRows: Number(limit) } : {}),
          }),
        ),
    );
  };

  return (
    <ReportForm launcher={launcher} buttonLabel="Export CSV / JSON" formLabel={`Export ${title}`} onSubmit={start}>
      <fieldset className="segmented">
        <legend className="visually-hidden">Format</legend>
        {(['csv', 'json'] as const).map((f) => (
          <label key={f}>
            <input type="radio" name="format" value={f} checked={format === f} onChange={() => setFormat(f)} /> {f.toUpperCase()}
          </label>
        ))}
      </fieldset>
      <label>
        Row limit (empty = all)
        <input
          type="text"
          inputMode="numeric"
          size={9}
          value={limitText}
          onChange={(e) => setLimitText(e.target.value)}
          aria-invalid={launcher.error ? true : undefined}
        />
      </label>
      <button type="submit">Start report</button>
      {gate.note}
      {gate.prompt}
    </ReportForm>
  );
}
