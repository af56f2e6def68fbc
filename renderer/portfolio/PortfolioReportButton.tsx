import { useState, type FormEvent } from 'react';
import type { ExportFormat } from '../../shared/bridge/exportChannels';
import type { HistorySpan, Portfolio } from '../../shared/bridge/portfolioChannels';
import { useChain } from '../app/useChain';
import { getBridge } from '../bridge';
import { SelectField } from '../components/SelectField';
import { ReportForm } from '../exports/ReportForm';
import { useReportLauncher } from '../exports/useReportLauncher';
import { ReportFormatSelect } from '../exports/ReportFormatSelect';

type Part = 'holdings' | 'history';
const PARTS: readonly Part[] = ['holdings', 'history'];

/**
 * "Export" on a portfolio's page: its holdings now or its value by day, written by the main
 * process as a report (CSV or JSON; columns in docs/exports.md) and kept in the export history.
 */
export function PortfolioReportButton({ portfolio, days }: { portfolio: Portfolio; days: HistorySpan }) {
  const { network, currency } = useChain();
  const launcher = useReportLauncher();
  const [part, setPart] = useState<Part>('holdings');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const start = (e: FormEvent) => {
    e.preventDefault();
    void launcher.launch(() =>
      getBridge().exports.startPortfolioReport({ portfolioId: portfolio.id, part, days, network, currency, format }),
    );
  };
  return (
    <ReportForm launcher={launcher} buttonLabel="Export" formLabel="Export the portfolio" onSubmit={start}>
      <SelectField
        label="What"
        value={part}
        options={PARTS}
        optionLabel={(p) => (p === 'holdings' ? 'Holdings now' : `Value by day, last ${days} days`)}
        onChange={setPart}
      />
      <ReportFormatSelect value={format} onChange={setFormat} />
      <span className="muted">Values in {currency.toUpperCase()}.</span>
      <button type="submit">Write report</button>
    </ReportForm>
  );
}
