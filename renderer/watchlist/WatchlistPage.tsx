import { useMemo } from 'react';
import type { WatchItem } from '../../shared/bridge/watchlistChannels';
import { staticList } from '../api/staticList';
import { addressUrl, txUrl } from '../app/urls';
import { Amount } from '../components/Amount';
import { DataTable, fittedHeight } from '../components/DataTable/DataTable';
import type { DataColumn } from '../components/DataTable/columns';
import { ErrorState } from '../components/ErrorState';
import { Hash } from '../components/Hash';
import { PageHeader } from '../components/PageHeader';
import { RowRemoveButton } from '../components/RowRemoveButton';
import { Timestamp } from '../components/Timestamp';
import { DesktopNotificationsButton } from './desktopNotifications';
import { useWatchlist } from './watchlistState';
import './watchlist.css';

/** The balance's change since the user last marked the watchlist seen, signed, exact (BigInt). */
function Change({ item }: { item: WatchItem }) {
  if (item.balance === undefined || item.seenBalance === undefined) return <span>—</span>;
  const change = BigInt(item.balance) - BigInt(item.seenBalance);
  if (change === 0n) return <span className="muted">no change</span>;
  return (
    <span className={change > 0n ? 'change-up' : 'change-down'}>
      {change > 0n ? '+' : ''}
      <Amount value={change.toString()} decimals={item.decimals} unit={item.symbol} />
    </span>
  );
}

const columns: DataColumn<WatchItem>[] = [
  { id: 'id', header: 'Address', path: 'id', kind: 'id', size: 260, linkTo: (i) => addressUrl(i.id) },
  { id: 'chainId', header: 'Chain', path: 'chainId', kind: 'text', size: 90 },
  { id: 'balance', header: 'Balance', path: 'balance', kind: 'amount', decimalsPath: 'decimals', unitPath: 'symbol', size: 200 },
  { id: 'change', header: 'Change since last seen', path: 'balance', kind: 'text', size: 200, render: (i) => <Change item={i} /> },
  { id: 'lastSeenBlock', header: 'Last seen block', path: 'lastSeenBlock', kind: 'text', size: 130 },
  {
    id: 'checkedAt',
    header: 'Checked',
    path: 'checkedAt',
    kind: 'text',
    size: 200,
    render: (i) => (i.checkedAt ? <Timestamp seconds={Math.floor(i.checkedAt / 1000)} /> : 'not yet'),
  },
  {
    id: 'error',
    header: 'Last check',
    path: 'error',
    kind: 'text',
    size: 200,
    render: (i) =>
      i.error ? (
        <span className="field-error" title={i.error}>
          failed: {i.error}
        </span>
      ) : i.checkedAt ? (
        'ok'
      ) : (
        '—'
      ),
  },
  {
    id: 'remove',
    header: 'Remove',
    path: 'key',
    kind: 'text',
    size: 100,
    render: (i) => <RowRemoveButton name={`Stop watching ${i.id}`} onRemove={() => void useWatchlist.getState().remove(i.key)} />,
  },
];

/** Tools > Watchlist: each watched address with its balance and change since last seen, and the alerts the checks raised. */
export function WatchlistPage() {
  const { items, alerts, unread, loadError, actionError } = useWatchlist();
  const list = useMemo(() => staticList(items), [items]);
  if (loadError)
    return <ErrorState error={new Error(loadError)} onRetry={() => void useWatchlist.getState().load()} what="the watchlist" />;
  return (
    <>
      <PageHeader
        title="Watchlist"
        subtitle="Checked every minute by the app, within the connection's rate budget"
        actions={
          <>
            <DesktopNotificationsButton />
            <button type="button" onClick={() => void useWatchlist.getState().markSeen()}>
              Mark all seen
            </button>
          </>
        }
      />
      {actionError && (
        <p className="field-error" role="alert">
          {actionError}
        </p>
      )}
      <DataTable
        tableId="watchlist"
        label="Watched addresses"
        list={list}
        columns={columns}
        getRowId={(i) => i.key}
        rowHref={(i) => addressUrl(i.id)}
        emptyMessage="Nothing watched yet. Open an address and choose Watch."
        itemNoun="addresses"
        height={fittedHeight(items.length, 400)}
      />
      <section aria-labelledby="watch-alerts">
        <h2 id="watch-alerts">Alerts {unread > 0 && <span className="muted">({unread} unread)</span>}</h2>
        {alerts.length === 0 ? (
          <p className="muted">No alerts yet. New transactions of a watched address appear here.</p>
        ) : (
          <ul className="alert-list" aria-label="Alerts">
            {alerts.map((a) => (
              <li key={a.id} className={a.read ? undefined : 'unread'}>
                <div className="alert-title">{a.title}</div>
                <div>
                  {a.body} <Timestamp seconds={Math.floor(a.at / 1000)} />
                  {a.txHash && (
                    <>
                      {' '}
                      · <Hash value={a.txHash} label="transaction hash" to={txUrl(a.txHash)} />
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
