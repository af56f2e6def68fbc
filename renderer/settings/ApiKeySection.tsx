import { useId, useState, type FormEvent } from 'react';
import { channelArgs } from '../../shared/bridge/channels';
import { ErrorState } from '../components/ErrorState';
import { SkeletonLines } from '../components/Skeleton';
import { useKeyActions, useKeyStatus } from './useSettings';

/**
 * The API key: set, replace or clear. The renderer sends it once to the main process and
 * never gets it back; it only ever shows whether one is set and its last 4 characters.
 */
export function ApiKeySection() {
  const status = useKeyStatus();
  const actions = useKeyActions();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<unknown>(null);
  const errorId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = channelArgs['key:set'].safeParse({ key: draft });
    if (!parsed.success) {
      setError(`API key ${parsed.error.issues[0].message}`);
      return;
    }
    setError(null);
    setSendError(null);
    // The key leaves the renderer now: neither the input nor the mutation's variables keep it
    // (on an error the user types it again).
    setDraft('');
    actions.set
      .mutateAsync(parsed.data.key)
      .catch(setSendError)
      .finally(() => actions.set.reset());
  };

  return (
    <section aria-labelledby="key-heading">
      <h2 id="key-heading">API key</h2>
      {status.isPending ? (
        <SkeletonLines lines={2} label="Loading key status" />
      ) : status.isError ? (
        <ErrorState error={status.error} onRetry={() => void status.refetch()} what="the key status" />
      ) : (
        <div className="card">
          <p role="status">{status.data.hasKey ? `A key is set, ending in ${status.data.last4 ?? '????'}.` : 'No API key is set.'}</p>
          {status.data.notice && <p className="notice">{status.data.notice}</p>}
          <p>
            <strong>Protection: {status.data.protection}.</strong> {status.data.protectionNote}
          </p>
          <form className="form-row" onSubmit={submit} noValidate>
            <label>
              {status.data.hasKey ? 'New API key' : 'API key'}
              <input
                type="password"
                autoComplete="off"
                value={draft}
                size={40}
                onChange={(e) => setDraft(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </label>
            <button type="submit" className="primary" disabled={actions.set.isPending}>
              {status.data.hasKey ? 'Replace key' : 'Set key'}
            </button>
            {(status.data.hasKey || status.data.notice) && (
              <button type="button" className="danger" onClick={() => actions.clear.mutate()} disabled={actions.clear.isPending}>
                Clear key
              </button>
            )}
          </form>
          {error && (
            <p id={errorId} role="alert" className="field-error">
              {error}
            </p>
          )}
          {(sendError || actions.clear.error) && <ErrorState error={sendError ?? actions.clear.error} />}
        </div>
      )}
    </section>
  );
}
