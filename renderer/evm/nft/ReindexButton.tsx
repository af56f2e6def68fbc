import { useMutation } from '@tanstack/react-query';
import { endpointFacts } from '../../../shared/api/endpointFacts';
import { BridgeApiError } from '../../../shared/bridge/errors';
import { getBridge } from '../../bridge';
import { errorInfo, errorText, RateLimitNote } from '../../components/ErrorState';
import { useNow } from '../../components/useNow';
import { useUiStore } from '../../state/uiStore';

/** The API allows one reindex per token per period (the endpoint row's: an hour). */
const REINDEX_COOLDOWN_MS = endpointFacts.reindexNft.onceEverySec * 1000;

function formatWait(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return m > 0 ? `${m} min ${String(s).padStart(2, '0')} s` : `${s} s`;
}

/** "Reindex metadata": after a use (or the service's 429) it stays disabled with a countdown. */
export function ReindexButton({
  chainId,
  address,
  tokenId,
  onDone,
}: {
  chainId: string;
  address: string;
  tokenId: string;
  onDone: () => void;
}) {
  const key = `${chainId}:${address.toLowerCase()}:${tokenId}`;
  const lastAt = useUiStore((s) => s.reindexedAt[key]);
  const markReindexed = useUiStore((s) => s.markReindexed);
  const readyAt = lastAt !== undefined ? lastAt + REINDEX_COOLDOWN_MS : 0;
  const now = useNow(1000, readyAt > Date.now());
  const reindex = useMutation({
    mutationFn: () => getBridge().request('reindexNft', { chainId, address, tokenId }),
    onSuccess: () => {
      markReindexed(key, Date.now());
      onDone();
    },
    onError: (e) => {
      // The service refused because of the hourly limit: count down from its answer.
      if (e instanceof BridgeApiError && e.info.status === 429) {
        const waitMs = (e.info.retryAfter ?? REINDEX_COOLDOWN_MS / 1000) * 1000;
        markReindexed(key, Date.now() + waitMs - REINDEX_COOLDOWN_MS);
      }
    },
  });
  const waiting = readyAt > now;
  const info = reindex.error ? errorInfo(reindex.error) : null;
  return (
    <div>
      <button type="button" className="primary" disabled={waiting || reindex.isPending} onClick={() => reindex.mutate()}>
        {reindex.isPending ? 'Reindexing…' : waiting ? `Reindex metadata (in ${formatWait(readyAt - now)})` : 'Reindex metadata'}
      </button>
      {reindex.isSuccess && waiting && (
        <p role="status">Reindex requested. The metadata is indexed again shortly; a token can be reindexed once per hour.</p>
      )}
      {info?.status === 429 ? (
        <div role="alert">
          <p>The service allows one metadata reindex per token per hour, and this token was reindexed recently: {errorText(info)}</p>
          <RateLimitNote until={readyAt} />
        </div>
      ) : info ? (
        <p role="alert" className="field-error">
          Reindex failed: {info.status ? `${info.status} ${info.error}: ` : ''}
          {errorText(info)}
        </p>
      ) : null}
    </div>
  );
}
