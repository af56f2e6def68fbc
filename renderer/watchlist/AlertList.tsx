import { useEffect, useRef, useState } from 'react';
import type { WatchAlert, WatchItem } from '../../shared/bridge/watchlistChannels';
import { primaryTxUrl, txOnChainUrl, txUrl } from '../app/urls';
import { Hash } from '../components/Hash';
import { Timestamp } from '../components/Timestamp';
import { ALERTS_SHOWN } from './alertsShown';
import { watchItemUrl } from './watchColumns';

/** An alert's transaction: a P-/X-Chain one by its chain, an EVM one on the chain its watched address is on. */
export function alertTxUrl(a: WatchAlert & { txHash: string }, item: WatchItem | undefined): string {
  if (a.txChain) return primaryTxUrl(a.txChain, a.txHash);
  return item?.chainId ? txOnChainUrl(a.txHash, item.chainId) : txUrl(a.txHash);
}

/** The alerts the checks raised, newest first, each with the watched item and its transaction linked; the newest few until more are asked for. */
export function AlertList({ alerts, items, unread }: { alerts: WatchAlert[]; items: WatchItem[]; unread: number }) {
  const [shown, setShown] = useState(ALERTS_SHOWN);
  // The first alert a "Show older" brought in takes the focus: reading goes on there, and the button may be gone.
  const [firstShown, setFirstShown] = useState<number>();
  const first = useRef<HTMLLIElement>(null);
  useEffect(() => first.current?.focus(), [firstShown]);
  const byKey = new Map(items.map((i) => [i.key, i]));
  return (
    <section aria-labelledby="watch-alerts">
      <h2 id="watch-alerts">Alerts {unread > 0 && <span className="muted">({unread} unread)</span>}</h2>
      {alerts.length === 0 ? (
        <p className="muted">No alerts yet. New activity, ending stakes and low L1 validator balances of what you watch appear here.</p>
      ) : (
        <ul className="alert-list" aria-label="Alerts">
          {alerts.slice(0, shown).map((a, i) => {
            const item = byKey.get(a.itemKey);
            return (
              <li key={a.id} className={a.read ? undefined : 'unread'} {...(i === firstShown && { ref: first, tabIndex: -1 })}>
                <div className="alert-title">{a.title}</div>
                <div>
                  {a.body} <Timestamp seconds={Math.floor(a.at / 1000)} />
                  {item && (
                    <>
                      {' '}
                      · <Hash value={item.id} label="watched" to={watchItemUrl(item)} />
                    </>
                  )}
                  {a.txHash && (
                    <>
                      {' '}
                      · <Hash value={a.txHash} label="transaction hash" to={alertTxUrl({ ...a, txHash: a.txHash }, item)} />
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {alerts.length > shown && (
        <button
          type="button"
          onClick={() => {
            setFirstShown(shown);
            setShown(shown + ALERTS_SHOWN);
          }}
        >
          Show older alerts ({alerts.length - shown} more)
        </button>
      )}
    </section>
  );
}
