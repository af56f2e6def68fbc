import { useMemo } from 'react';
import type { WatchItem, WatchKind } from '../../shared/bridge/watchlistChannels';
import { staticList } from '../api/staticList';
import { fittedHeight } from '../components/DataTable/DataTable';
import { ListSection, type TableSpec } from '../components/DataTable/ListSection';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { SkeletonLines } from '../components/Skeleton';
import { MonitorSettingsForm } from '../monitor/MonitorSettingsForm';
import { AlertDaysForm } from './AlertDaysForm';
import { AlertList } from './AlertList';
import { DesktopNotificationsButton } from './desktopNotifications';
import { addressColumns, l1Columns, l1ValidatorColumns, validatorColumns, watchItemUrl, type L1ValidatorRow } from './watchColumns';
import { useWatchlist } from './watchlistState';
import './watchlist.css';

type WatchTableProps<T extends object> = TableSpec<T> & {
  id: string;
  title: string;
  items: T[];
  empty?: string;
};

/** One of the page's tables under its heading (a kind's watched items, or the watched L1s' validators). */
function WatchTable<T extends object>({ items, empty, ...section }: WatchTableProps<T>) {
  const list = useMemo(() => staticList(items), [items]);
  return (
    <ListSection
      {...section}
      list={list}
      emptyMessage={empty ?? 'Nothing watched yet. Open an address, a validator or an L1 and choose Watch.'}
      height={fittedHeight(items.length, 400)}
    />
  );
}

const itemRow = { getRowId: (i: WatchItem) => i.key, rowHref: watchItemUrl };

const ofKind = (items: WatchItem[], ...kinds: WatchKind[]) => items.filter((i) => kinds.includes(i.kind));

/**
 * Tools > Watchlist: each watched address with its balance and change since last seen, each
 * validator with its time left, uptime and pending reward, each L1 with its validators' balances,
 * the alert settings and the alerts the checks raised.
 */
export function WatchlistPage() {
  const { items, alerts, unread, loaded, loadError, actionError } = useWatchlist();
  const addresses = useMemo(() => ofKind(items, 'evmAddress', 'pxAddress'), [items]);
  const validators = useMemo(() => ofKind(items, 'validator'), [items]);
  const l1s = useMemo(() => ofKind(items, 'l1'), [items]);
  const l1Validators = useMemo(
    () => l1s.flatMap((l1) => (l1.l1Validators ?? []).map((v): L1ValidatorRow => ({ ...v, subnetId: l1.id }))),
    [l1s],
  );
  if (loadError)
    return <ErrorState error={new Error(loadError)} onRetry={() => void useWatchlist.getState().load()} what="the watchlist" />;
  if (!loaded) return <SkeletonLines lines={4} label="Loading the watchlist" />;
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
      <WatchTable id="watchlist" title="Watched addresses" items={addresses} columns={addressColumns} itemNoun="addresses" {...itemRow} />
      {validators.length > 0 && (
        <WatchTable
          id="watchlist-validators"
          title="Watched validators"
          items={validators}
          columns={validatorColumns}
          itemNoun="validators"
          {...itemRow}
        />
      )}
      {l1s.length > 0 && (
        <>
          <WatchTable id="watchlist-l1s" title="Watched L1s" items={l1s} columns={l1Columns} itemNoun="L1s" {...itemRow} />
          <WatchTable
            id="watchlist-l1-validators"
            title="Validators of watched L1s"
            items={l1Validators}
            columns={l1ValidatorColumns}
            itemNoun="validators"
            getRowId={(v) => v.validationId}
            empty="No active validators in the watched L1s, or not checked yet."
          />
        </>
      )}
      <AlertDaysForm />
      <MonitorSettingsForm />
      <AlertList alerts={alerts} items={items} unread={unread} />
    </>
  );
}
