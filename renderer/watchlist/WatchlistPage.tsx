import { useMemo } from 'react';
import type { WatchItem, WatchKind } from '../../shared/bridge/watchlistChannels';
import { staticList } from '../api/staticList';
import { DataTable, fittedHeight } from '../components/DataTable/DataTable';
import type { DataColumn } from '../components/DataTable/columns';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { AlertDaysForm } from './AlertDaysForm';
import { AlertList } from './AlertList';
import { DesktopNotificationsButton } from './desktopNotifications';
import { addressColumns, l1Columns, l1ValidatorColumns, validatorColumns, watchItemUrl, type L1ValidatorRow } from './watchColumns';
import { useWatchlist } from './watchlistState';
import './watchlist.css';

interface WatchTableProps<T extends object> {
  id: string;
  label: string;
  items: T[];
  columns: DataColumn<T>[];
  noun: string;
  rowId: (item: T) => string;
  rowHref?: (item: T) => string;
  empty?: string;
}

/** One of the page's tables under its heading (a kind's watched items, or the watched L1s' validators). */
function WatchTable<T extends object>({ id, label, items, columns, noun, rowId, rowHref, empty }: WatchTableProps<T>) {
  const list = useMemo(() => staticList(items), [items]);
  return (
    <section>
      <h2>{label}</h2>
      <DataTable
        tableId={id}
        label={label}
        list={list}
        columns={columns}
        getRowId={rowId}
        rowHref={rowHref}
        emptyMessage={empty ?? 'Nothing watched yet. Open an address, a validator or an L1 and choose Watch.'}
        itemNoun={noun}
        height={fittedHeight(items.length, 400)}
      />
    </section>
  );
}

const itemRow = { rowId: (i: WatchItem) => i.key, rowHref: watchItemUrl };

const ofKind = (items: WatchItem[], ...kinds: WatchKind[]) => items.filter((i) => kinds.includes(i.kind));

/**
 * Tools > Watchlist: each watched address with its balance and change since last seen, each
 * validator with its time left, uptime and pending reward, each L1 with its validators' balances,
 * the alert settings and the alerts the checks raised.
 */
export function WatchlistPage() {
  const { items, alerts, unread, loadError, actionError } = useWatchlist();
  const addresses = useMemo(() => ofKind(items, 'evmAddress', 'pxAddress'), [items]);
  const validators = useMemo(() => ofKind(items, 'validator'), [items]);
  const l1s = useMemo(() => ofKind(items, 'l1'), [items]);
  const l1Validators = useMemo(
    () => l1s.flatMap((l1) => (l1.l1Validators ?? []).map((v): L1ValidatorRow => ({ ...v, subnetId: l1.id }))),
    [l1s],
  );
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
      <WatchTable id="watchlist" label="Watched addresses" items={addresses} columns={addressColumns} noun="addresses" {...itemRow} />
      {validators.length > 0 && (
        <WatchTable
          id="watchlist-validators"
          label="Watched validators"
          items={validators}
          columns={validatorColumns}
          noun="validators"
          {...itemRow}
        />
      )}
      {l1s.length > 0 && (
        <>
          <WatchTable id="watchlist-l1s" label="Watched L1s" items={l1s} columns={l1Columns} noun="L1s" {...itemRow} />
          <WatchTable
            id="watchlist-l1-validators"
            label="Validators of watched L1s"
            items={l1Validators}
            columns={l1ValidatorColumns}
            noun="validators"
            rowId={(v) => v.validationId}
            empty="No active validators in the watched L1s, or not checked yet."
          />
        </>
      )}
      <AlertDaysForm />
      <AlertList alerts={alerts} items={items} unread={unread} />
    </>
  );
}
