import { describeUnreadable, unreadableOf } from '../../shared/api/wire/unreadable';

/** Under a single resource whose answer had fields the client could not read: the rest is shown, these are named. */
export function UnreadableNotice({ value }: { value: unknown }) {
  const fields = unreadableOf(value);
  if (!fields) return null;
  return (
    <p role="note" className="unreadable-notice">
      Some fields of this answer could not be read and are not shown: {describeUnreadable(fields)}.
    </p>
  );
}
