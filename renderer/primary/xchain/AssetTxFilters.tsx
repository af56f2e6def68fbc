import { useState, type FormEvent } from 'react';
import { cb58IdProblem } from '../forms/parseCb58Id';
import { epochToLocalInput, localInputToEpoch } from '../forms/localTime';
import { TxTypesSelect } from './TxTypesSelect';

export interface AssetTxFilter {
  assetId: string;
  txTypes: string[];
  startTimestamp?: number;
  endTimestamp?: number;
}

type FieldErrors = Partial<Record<'assetId' | 'start' | 'end', string>>;

/** Checks the form; every message names its field and nothing is asked of the API until all pass. */
function validate(assetId: string, start: string, end: string): { errors: FieldErrors; startTs?: number; endTs?: number } {
  const errors: FieldErrors = {};
  const idProblem = cb58IdProblem(assetId);
  if (idProblem) errors.assetId = `Asset id: ${idProblem}.`;
  const startTs = start ? localInputToEpoch(start) : undefined;
  const endTs = end ? localInputToEpoch(end) : undefined;
  if (startTs === null) errors.start = 'From: enter a date and time.';
  if (endTs === null) errors.end = 'To: enter a date and time.';
  if (typeof startTs === 'number' && typeof endTs === 'number' && startTs >= endTs) errors.end = 'To: must be after From.';
  return { errors, startTs: startTs ?? undefined, endTs: endTs ?? undefined };
}

/** Asset, transaction types and time range of the asset transactions list. */
export function AssetTxFilters({
  value,
  onApply,
  defaultAssetId,
}: {
  value: AssetTxFilter;
  onApply: (f: AssetTxFilter) => void;
  defaultAssetId: string;
}) {
  const [assetId, setAssetId] = useState(value.assetId);
  const [txTypes, setTxTypes] = useState(value.txTypes);
  const [start, setStart] = useState(value.startTimestamp === undefined ? '' : epochToLocalInput(value.startTimestamp));
  const [end, setEnd] = useState(value.endTimestamp === undefined ? '' : epochToLocalInput(value.endTimestamp));
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validate(assetId, start, end);
    setErrors(result.errors);
    if (Object.keys(result.errors).length > 0) return;
    onApply({ assetId: assetId.trim(), txTypes, startTimestamp: result.startTs, endTimestamp: result.endTs });
  };

  return (
    <form onSubmit={submit} aria-label="Asset transaction filters" noValidate>
      <div className="form-row">
        <label>
          Asset id
          <input
            value={assetId}
            onChange={(e) => setAssetId(e.target.value)}
            size={52}
            aria-invalid={errors.assetId ? true : undefined}
            aria-describedby={errors.assetId ? 'asset-id-error' : undefined}
            spellCheck={false}
          />
        </label>
        <button type="button" onClick={() => setAssetId(defaultAssetId)} disabled={assetId === defaultAssetId}>
          AVAX
        </button>
        <label>
          From
          <input
            type="datetime-local"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            aria-invalid={errors.start ? true : undefined}
          />
        </label>
        <label>
          To
          <input type="datetime-local" value={end} onChange={(e) => setEnd(e.target.value)} aria-invalid={errors.end ? true : undefined} />
        </label>
        <button type="submit" className="primary">
          Show transactions
        </button>
      </div>
      {Object.entries(errors).map(([field, message]) => (
        <p key={field} id={field === 'assetId' ? 'asset-id-error' : undefined} className="field-error" role="alert">
          {message}
        </p>
      ))}
      <TxTypesSelect value={txTypes} onChange={setTxTypes} />
    </form>
  );
}
