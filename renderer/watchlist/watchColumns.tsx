import type { WatchedL1Validator, WatchItem } from '../../shared/bridge/watchlistChannels';
import { formatLocalDateTime, formatLocalTime, formatTimeLeft } from '../../shared/format/time';
import { MuteButton } from '../monitor/MuteButton';
import { addressOnChainUrl, addressUrl, pxAddressUrl, subnetUrl, validatorUrl } from '../app/urls';
import { Amount } from '../components/Amount';
import type { DataColumn } from '../components/DataTable/columns';
import { RowRemoveButton } from '../components/RowRemoveButton';
import { Timestamp } from '../components/Timestamp';
import { useNow } from '../components/useNow';
import { useWatchlist } from './watchlistState';
import { useChainNames } from '../icm/useChainNames';

/** The page of a watched item (an EVM address's on its chain). */
export function watchItemUrl(item: Pick<WatchItem, 'kind' | 'id' | 'chainId'>): string {
  switch (item.kind) {
    case 'evmAddress':
      // On the chain it is watched on, whichever chain the header has chosen.
      return item.chainId ? addressOnChainUrl(item.id, item.chainId) : addressUrl(item.id);
    case 'pxAddress':
      return pxAddressUrl(item.id);
    case 'validator':
      return validatorUrl(item.id);
    case 'l1':
      return subnetUrl(item.id);
  }
}

/** An EVM chain by its name (its id in brackets), as the header's picker shows it. */
function EvmChainName({ chainId }: { chainId: string }) {
  const nameOf = useChainNames();
  return (
    <span>
      {nameOf(chainId)} ({chainId})
    </span>
  );
}

/** Time left until `end` (epoch seconds), kept current while the page is open. */
function TimeLeft({ end }: { end: number | undefined }) {
  const now = useNow(60_000);
  return <span>{end === undefined ? '—' : formatTimeLeft(end, Math.floor(now / 1000))}</span>;
}

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

const avax = (value: string | undefined) => <Amount value={value} decimals={9} unit="AVAX" />;

/** The watched item's id, linked to its page (its address-book name shows in front). */
const idColumn = (header: string, size = 260): DataColumn<WatchItem> => ({
  id: 'id',
  header,
  path: 'id',
  kind: 'id',
  size,
  linkTo: watchItemUrl,
});

/** How the last check went and when: "ok · <time>", its error (whole in the tooltip), or "not yet". */
function LastCheck({ item }: { item: WatchItem }) {
  if (item.error)
    return (
      <span className="field-error" title={item.error}>
        failed: {item.error}
      </span>
    );
  if (!item.checkedAt) return <span>not yet</span>;
  const at = new Date(item.checkedAt);
  // Checked every minute: the time of day says when, the date only once it is not today's.
  const today = at.toDateString() === new Date().toDateString();
  return (
    <span>
      ok ·{' '}
      <time dateTime={at.toISOString()} title={formatLocalDateTime(item.checkedAt)}>
        {today ? formatLocalTime(item.checkedAt) : formatLocalDateTime(item.checkedAt)}
      </time>
    </span>
  );
}

/**
 * The columns every kind's table ends with: its last check, its notifications and Remove. Sized to their contents, so
 * the watched addresses' table fits a 1280 px window beside the navigation.
 */
const checkColumns: DataColumn<WatchItem>[] = [
  { id: 'checkedAt', header: 'Last check', path: 'checkedAt', kind: 'text', size: 150, render: (i) => <LastCheck item={i} /> },
  { id: 'mute', header: 'Notifications', path: 'key', kind: 'text', size: 110, render: (i) => <MuteButton item={i} /> },
  {
    id: 'remove',
    header: 'Remove',
    path: 'key',
    kind: 'text',
    size: 80,
    render: (i) => <RowRemoveButton name={`Stop watching ${i.id}`} onRemove={() => void useWatchlist.getState().remove(i.key)} />,
  },
];

export const addressColumns: DataColumn<WatchItem>[] = [
  idColumn('Address', 160),
  {
    id: 'chain',
    header: 'Chain',
    path: 'chainId',
    kind: 'text',
    size: 140,
    render: (i) => (i.chainId ? <EvmChainName chainId={i.chainId} /> : i.id.startsWith('X-') ? 'X-Chain' : 'P-Chain'),
  },
  { id: 'balance', header: 'Balance', path: 'balance', kind: 'amount', decimalsPath: 'decimals', unitPath: 'symbol', size: 170 },
  { id: 'change', header: 'Change since last seen', path: 'balance', kind: 'text', size: 190, render: (i) => <Change item={i} /> },
  {
    id: 'lastSeen',
    header: 'Last seen activity',
    path: 'lastSeenBlock',
    kind: 'text',
    size: 200,
    // The alerts below list the activity itself; shown from the Columns menu.
    hiddenByDefault: true,
    render: (i) =>
      i.lastSeenBlock !== undefined ? `block ${i.lastSeenBlock}` : i.lastSeenTimestamp ? <Timestamp seconds={i.lastSeenTimestamp} /> : '—',
  },
  ...checkColumns,
];

export const validatorColumns: DataColumn<WatchItem>[] = [
  idColumn('Node'),
  { id: 'status', header: 'Status', path: 'validationStatus', kind: 'text', size: 100 },
  { id: 'remaining', header: 'Time left', path: 'endTimestamp', kind: 'text', size: 130, render: (i) => <TimeLeft end={i.endTimestamp} /> },
  {
    id: 'uptime',
    header: 'Uptime',
    path: 'uptimePerformance',
    kind: 'text',
    size: 90,
    render: (i) => (i.uptimePerformance === undefined ? '—' : `${i.uptimePerformance.toFixed(2)} %`),
  },
  { id: 'pendingReward', header: 'Pending reward', path: 'pendingReward', kind: 'text', size: 200, render: (i) => avax(i.pendingReward) },
  ...checkColumns,
];

/** The validator soonest out of balance, which the L1's row shows. */
const soonest = (i: WatchItem): WatchedL1Validator | undefined =>
  (i.l1Validators ?? []).reduce<WatchedL1Validator | undefined>(
    (a, v) => (a === undefined || v.runsOutAt < a.runsOutAt ? v : a),
    undefined,
  );

export const l1Columns: DataColumn<WatchItem>[] = [
  idColumn('L1'),
  {
    id: 'validators',
    header: 'Validators',
    path: 'l1Validators',
    kind: 'text',
    size: 100,
    render: (i) => (i.l1Validators === undefined ? '—' : String(i.l1Validators.length)),
  },
  {
    id: 'lowest',
    header: 'Lowest balance',
    path: 'l1Validators',
    kind: 'text',
    size: 200,
    render: (i) => avax(soonest(i)?.remainingBalance),
  },
  {
    id: 'runsOut',
    header: 'First runs out in',
    path: 'l1Validators',
    kind: 'text',
    size: 140,
    render: (i) => <TimeLeft end={soonest(i)?.runsOutAt} />,
  },
  ...checkColumns,
];

/** One validator of a watched L1, for the table of every watched L1's validators. */
export type L1ValidatorRow = WatchedL1Validator & { subnetId: string };

export const l1ValidatorColumns: DataColumn<L1ValidatorRow>[] = [
  { id: 'subnetId', header: 'L1', path: 'subnetId', kind: 'id', size: 220, linkTo: (v) => subnetUrl(v.subnetId) },
  { id: 'nodeId', header: 'Node', path: 'nodeId', kind: 'id', size: 260, linkTo: (v) => validatorUrl(v.nodeId) },
  { id: 'remainingBalance', header: 'Remaining balance', path: 'remainingBalance', kind: 'amount', decimals: 9, unit: 'AVAX', size: 200 },
  { id: 'runsOutAt', header: 'Runs out in', path: 'runsOutAt', kind: 'text', size: 140, render: (v) => <TimeLeft end={v.runsOutAt} /> },
  { id: 'runsOutDate', header: 'Runs out at', path: 'runsOutAt', kind: 'time', size: 200 },
];
