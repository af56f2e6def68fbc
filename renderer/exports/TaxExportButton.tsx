import { useState, type FormEvent } from 'react';
import type { Currency } from '../../shared/api';
import { EVM_EXPORT_TYPE } from '../../shared/api/exportBodies';
import { TAX_FORMATS, TAX_FORMAT_LABELS, type TaxFormat } from '../../shared/tax/taxFormats';
import { isTimeZone } from '../../shared/tax/taxPeriod';
import { useBudgetGate } from '../api/useBudgetGate';
import { getBridge } from '../bridge';
import { CurrencySelect } from '../components/CurrencySelect';
import { InputField } from '../components/InputField';
import { SelectField } from '../components/SelectField';
import { ReportForm } from './ReportForm';
import { useReportLauncher } from './useReportLauncher';

export interface TaxExportTarget {
  type: typeof EVM_EXPORT_TYPE | 'TRANSACTION_EXPORT_PRIMARY_NETWORK';
  addresses: string[];
  includeChains: string[];
  currency: Currency;
}

type Period = 'year' | 'range';
const PERIODS: readonly Period[] = ['year', 'range'];
const PERIOD_LABELS: Record<Period, string> = { year: 'Calendar year', range: 'Custom range' };

const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * "Export for taxes" on an address page: the address's transactions over a calendar year (in the
 * user's time zone) or a range, written as a tax tool imports them, priced in a currency, and
 * reconciled with the balances at both ends of the period (shown here and on the Exports page).
 */
export function TaxExportButton({ target }: { target: TaxExportTarget }) {
  const launcher = useReportLauncher();
  const { setError, launch } = launcher;
  const thisYear = new Date().getFullYear();
  const [period, setPeriod] = useState<Period>('year');
  const [year, setYear] = useState(thisYear);
  const [firstDate, setFirstDate] = useState('');
  const [lastDate, setLastDate] = useState('');
  const [format, setFormat] = useState<TaxFormat>('koinly');
  const [currency, setCurrency] = useState<Currency>(target.currency);
  const [timeZone, setTimeZone] = useState(localTimeZone);
  // The report walks the address's history (EVM) or its staking rewards (Primary Network) page by page, to an end not known ahead.
  const gate = useBudgetGate(target.type === EVM_EXPORT_TYPE ? 'listTransactions' : 'listHistoricalRewards', undefined);

  const start = async (e: FormEvent) => {
    e.preventDefault();
    if (!isTimeZone(timeZone.trim())) return setError(`Time zone: "${timeZone}" is not a time zone such as Europe/Berlin or UTC.`);
    if (period === 'range' && (!firstDate || !lastDate)) return setError('Period: choose both the first and the last day.');
    if (period === 'range' && firstDate > lastDate) return setError('First day: it must not be after the last day.');
    const span = period === 'year' ? String(year) : `${firstDate}_${lastDate}`;
    gate.run(
      () =>
        void launch(() =>
          getBridge().exports.create({
            ...(target.type === EVM_EXPORT_TYPE ? {} : { type: target.type }),
            addresses: target.addresses,
            includeChains: target.includeChains,
            ...(period === 'range' ? { firstDate, lastDate } : {}),
            tax: { format, currency, timeZone: timeZone.trim(), ...(period === 'year' ? { year } : {}) },
            fileName: `ridgeline-taxes-${span}-${target.addresses[0].slice(0, 12)}`,
          }),
        ),
    );
  };

  return (
    <ReportForm launcher={launcher} buttonLabel="Export for taxes" formLabel="Export for taxes" onSubmit={start}>
      <SelectField label="Period" value={period} options={PERIODS} optionLabel={(p) => PERIOD_LABELS[p]} onChange={setPeriod} />
      {period === 'year' ? (
        <label>
          Year
          <select value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {Array.from({ length: 8 }, (_, i) => thisYear - i).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <>
          <InputField label="First day" type="date" value={firstDate} onChange={setFirstDate} />
          <InputField label="Last day" type="date" value={lastDate} onChange={setLastDate} />
        </>
      )}
      <InputField label="Time zone" type="text" value={timeZone} onChange={setTimeZone} size={18} spellCheck={false} />
      <SelectField label="Format" value={format} options={TAX_FORMATS} optionLabel={(f) => TAX_FORMAT_LABELS[f]} onChange={setFormat} />
      <CurrencySelect value={currency} onChange={setCurrency} />
      <span className="muted">
        Days start at midnight in the time zone; staking rewards are valued in {currency.toUpperCase()} at their day's price.
      </span>
      <button type="submit">Start export for taxes</button>
      {gate.note}
      {gate.prompt}
    </ReportForm>
  );
}
