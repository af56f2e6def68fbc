import { useState, type FormEvent } from 'react';
import type { Currency } from '../../shared/api';
import type { ExportFormat } from '../../shared/bridge/exportChannels';
import { useBudgetGate } from '../api/useBudgetGate';
import { getBridge } from '../bridge';
import { ReportForm } from './ReportForm';
import { useReportLauncher } from './useReportLauncher';
import { ReportFormatSelect } from './ReportFormatSelect';

export interface RewardsReportTarget {
  network: 'mainnet' | 'fuji';
  addresses: string[];
  nodeIds: string[];
  currency: Currency;
}

/**
 * The Rewards page's "Staking rewards report": the historical rewards of the same addresses
 * or nodes over a date range, valued at each day's price in the chosen currency, with a total.
 */
export function StakingRewardsReportButton({ target }: { target: RewardsReportTarget }) {
  const launcher = useReportLauncher();
  const { setError, launch } = launcher;
  const [firstDate, setFirstDate] = useState('');
  const [lastDate, setLastDate] = useState('');
  const [format, setFormat] = useState<ExportFormat>('csv');
  // The main process walks every page of the rewards in the range: how many is not known ahead.
  const gate = useBudgetGate('listHistoricalRewards', undefined);

  const start = async (e: FormEvent) => {
    e.preventDefault();
    if (firstDate && lastDate && firstDate > lastDate) {
      setError('First date: it must not be after the last date.');
      return;
    }
    gate.run(
      () =>
        void launch(() =>
          getBridge().exports.startRewardsReport({
            network: target.network,
            ...(target.addresses.length ? { addresses: target.addresses } : {}),
            ...(target.nodeIds.length ? { nodeIds: target.nodeIds } : {}),
            currency: target.currency,
            format,
            ...(firstDate ? { firstDate } : {}),
            ...(lastDate ? { lastDate } : {}),
          }),
        ),
    );
  };

  return (
    <ReportForm launcher={launcher} buttonLabel="Staking rewards report" formLabel="Staking rewards report" onSubmit={start}>
      <label>
        From
        <input type="date" value={firstDate} onChange={(e) => setFirstDate(e.target.value)} />
      </label>
      <label>
        To
        <input type="date" value={lastDate} onChange={(e) => setLastDate(e.target.value)} />
      </label>
      <ReportFormatSelect value={format} onChange={setFormat} />
      <span className="muted">Values in {target.currency.toUpperCase()} at each reward's day price, with a total row.</span>
      <button type="submit">Write report</button>
      {gate.note}
      {gate.prompt}
    </ReportForm>
  );
}
