import { useId, useState, type FormEvent } from 'react';

export interface BlockRange {
  start: string;
  end: string;
}

/** The first problem of a block range, naming the field, or null: start inclusive, end exclusive. */
export function blockRangeError({ start, end }: BlockRange): string | null {
  if (start && !/^\d{1,16}$/.test(start)) return 'Start block must be a whole block number.';
  if (end && !/^\d{1,16}$/.test(end)) return 'End block must be a whole block number.';
  if (start && end && Number(end) <= Number(start)) return 'End block must be after the start block (the end is exclusive).';
  return null;
}

/** Start/end block inputs; applies a valid range, says what is wrong with an invalid one. */
export function BlockRangeForm({ value, onApply }: { value: BlockRange; onApply: (range: BlockRange) => void }) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const range = { start: draft.start.trim(), end: draft.end.trim() };
    const problem = blockRangeError(range);
    setError(problem);
    if (!problem) onApply(range);
  };
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form className="form-row" onSubmit={submit} noValidate>
      <label>
        Start block (inclusive)
        <input
          inputMode="numeric"
          placeholder="genesis"
          value={draft.start}
          onChange={(e) => setDraft({ ...draft, start: e.target.value })}
          {...invalid}
        />
      </label>
      <label>
        End block (exclusive)
        <input
          inputMode="numeric"
          placeholder="latest"
          value={draft.end}
          onChange={(e) => setDraft({ ...draft, end: e.target.value })}
          {...invalid}
        />
      </label>
      <button type="submit">Apply range</button>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
