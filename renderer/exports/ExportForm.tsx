import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useChain, C_CHAIN_EVM_ID } from '../app/useChain';
import { errorInfo, errorText } from '../components/ErrorState';
import { getBridge } from '../bridge';
import { InputField } from '../components/InputField';
import { SelectField } from '../components/SelectField';
import { rememberEntry } from './useExports';
import { ChainPicker } from './ChainPicker';
import { ExportFolderField } from './ExportFolderField';
import { EVM_EXPORT_TYPE, EXPORT_TYPES, PRIMARY_CHAIN_ALIASES, type ExportType } from '../../shared/api/exportBodies';
import { checkExportForm, EXPORT_TYPE_LABELS, fieldOf, type ExportFieldErrors } from './exportForm';

const PRIMARY_CHAIN_NAMES: Record<(typeof PRIMARY_CHAIN_ALIASES)[number], string> = {
  'p-chain': 'P-Chain',
  'x-chain': 'X-Chain',
  'c-chain': 'C-Chain (atomic imports and exports)',
};

/** Electron's preload is there: the main process asks where to save with its dialog. */
const hasSaveDialog = () => typeof window !== 'undefined' && window.ridgeline !== undefined;

/** The server-side transaction export: addresses, chains, dates, where the file goes. */
export function ExportForm({ onStarted }: { onStarted?: (id: string) => void }) {
  const { network } = useChain();
  const queryClient = useQueryClient();
  const [type, setType] = useState<ExportType>(EVM_EXPORT_TYPE);
  const [addressText, setAddressText] = useState('');
  const [evmChains, setEvmChains] = useState<string[]>([C_CHAIN_EVM_ID[network]]);
  const [primaryChains, setPrimaryChains] = useState<string[]>(['p-chain', 'x-chain']);
  const evm = type === EVM_EXPORT_TYPE;
  const chains = evm ? evmChains : type === 'TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING' ? ['p-chain'] : primaryChains;
  const [firstDate, setFirstDate] = useState('');
  const [lastDate, setLastDate] = useState('');
  const [fileName, setFileName] = useState('');
  const [errors, setErrors] = useState<ExportFieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkExportForm({ type, network, addressText, chains, firstDate, lastDate, fileName });
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length) return;
    setBusy(true);
    try {
      const entry = await getBridge().exports.create({
        ...(evm ? {} : { type }),
        addresses: checked.addresses,
        includeChains: chains,
        ...(firstDate ? { firstDate } : {}),
        ...(lastDate ? { lastDate } : {}),
        ...(fileName.trim() ? { fileName: fileName.trim() } : {}),
      });
      rememberEntry(queryClient, entry);
      onStarted?.(entry.id);
    } catch (err) {
      const info = errorInfo(err);
      setErrors({ [fieldOf(info.field)]: errorText(info) });
    } finally {
      setBusy(false);
    }
  };

  /** A field's invalid state and the error under the form that says why. */
  const errorRef = (field: keyof ExportFieldErrors) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `export-${field}-error` : undefined,
  });
  const fieldError = (field: keyof ExportFieldErrors) =>
    errors[field] && (
      <p id={`export-${field}-error`} className="field-error" role="alert">
        {errors[field]}
      </p>
    );

  return (
    <form onSubmit={submit} aria-label="New transaction export" noValidate className="card export-form">
      <h2>New transaction export</h2>
      <SelectField label="Export type" value={type} options={EXPORT_TYPES} optionLabel={(t) => EXPORT_TYPE_LABELS[t]} onChange={setType} />
      <label>
        {evm ? 'Addresses (0x…, comma or newline separated)' : 'Addresses (P-… or X-…, comma or newline separated)'}
        <textarea
          value={addressText}
          onChange={(e) => setAddressText(e.target.value)}
          rows={3}
          cols={60}
          spellCheck={false}
          {...errorRef('addresses')}
        />
      </label>
      {fieldError('addresses')}
      {evm ? (
        <ChainPicker network={network} value={evmChains} onChange={setEvmChains} error={errors.includeChains} />
      ) : type === 'TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING' ? (
        <p className="muted">Stakes and rewards are on the P-Chain.</p>
      ) : (
        <fieldset
          aria-describedby={errors.includeChains ? 'export-chains-error' : undefined}
          aria-invalid={errors.includeChains ? true : undefined}
        >
          <legend>Chains</legend>
          {PRIMARY_CHAIN_ALIASES.map((c) => (
            <label key={c} className="export-chain">
              <input
                type="checkbox"
                checked={primaryChains.includes(c)}
                onChange={(e) => setPrimaryChains(e.target.checked ? [...primaryChains, c] : primaryChains.filter((x) => x !== c))}
              />
              {PRIMARY_CHAIN_NAMES[c]}
            </label>
          ))}
          {errors.includeChains && (
            <p id="export-chains-error" className="field-error" role="alert">
              {errors.includeChains}
            </p>
          )}
        </fieldset>
      )}
      <div className="form-row">
        <InputField label="First date" type="date" value={firstDate} onChange={setFirstDate} {...errorRef('firstDate')} />
        <InputField label="Last date" type="date" value={lastDate} onChange={setLastDate} {...errorRef('lastDate')} />
      </div>
      {fieldError('firstDate')}
      {fieldError('lastDate')}
      {hasSaveDialog() ? (
        <p className="muted">You choose where to save the file when the export starts.</p>
      ) : (
        <>
          <ExportFolderField />
          <InputField
            label="File name (optional)"
            type="text"
            value={fileName}
            onChange={setFileName}
            placeholder="ridgeline-transactions.csv"
            {...errorRef('fileName')}
          />
        </>
      )}
      {fieldError('fileName')}
      {fieldError('form')}
      <button type="submit" disabled={busy}>
        {busy ? 'Starting…' : 'Start export'}
      </button>
    </form>
  );
}
