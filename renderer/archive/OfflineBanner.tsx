import { Timestamp } from '../components/Timestamp';
import { useOffline } from './offlineState';
import './archive.css';

/**
 * Says that the page comes from the offline archive and as of when: only final answers (blocks, transactions) are
 * archived, so what the page shows from it was already final then; anything "now" is missing, not stale.
 */
export function OfflineBanner() {
  const asOf = useOffline((s) => s.asOf);
  if (asOf === null) return null;
  return (
    <div role="status" className="state offline-banner">
      <strong>Offline:</strong> the API cannot be reached. Pages viewed before open from this computer&apos;s archive, as of{' '}
      <Timestamp seconds={Math.floor(asOf / 1000)} />; nothing here is live.
    </div>
  );
}
