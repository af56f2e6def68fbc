import { truncateMiddle } from '../../shared/format/truncate';
import { Link } from '../app/router';
import { CopyButton } from './CopyButton';

interface HashProps {
  value: string;
  /** What the value is, for the copy button's name ("Copy block hash"). */
  label: string;
  /** Where the value links to, if anywhere. */
  to?: string;
  /** Show the whole value (detail pages) instead of truncating it in the middle. */
  full?: boolean;
}

/**
 * A long id, hash or address: truncated in the middle with the whole value on hover, the
 * whole value as the accessible name, and a copy button.
 */
export function Hash({ value, label, to, full = false }: HashProps) {
  const shown = full ? value : truncateMiddle(value, 8, 6);
  return (
    <span className="value-with-copy">
      {to ? (
        <Link to={to} className="hash" title={value} aria-label={value}>
          {shown}
        </Link>
      ) : (
        <span className="hash" title={value} aria-label={full ? undefined : value}>
          {shown}
        </span>
      )}
      <CopyButton value={value} label={label} />
    </span>
  );
}
