import { Link } from '../app/router';
import { ROUTES } from '../app/urls';
import { useWatchlist } from './watchlistState';
import './watchlist.css';

/** The shell's way to the watchlist, with the number of unread alerts. */
export function AlertsBadge() {
  const unread = useWatchlist((s) => s.unread);
  return (
    <Link
      to={ROUTES.watchlist}
      className="alerts-badge"
      aria-label={unread > 0 ? `Watchlist, ${unread} unread ${unread === 1 ? 'alert' : 'alerts'}` : 'Watchlist, no unread alerts'}
    >
      Alerts
      {unread > 0 && (
        <span className="badge-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
