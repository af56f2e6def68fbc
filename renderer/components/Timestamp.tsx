import { formatAge, formatLocalDateTime } from '../../shared/format/time';

/** Epoch seconds as local date and time, with the relative age ("3 min ago") in the tooltip. */
export function Timestamp({ seconds, now = Date.now() }: { seconds: number | undefined; now?: number }) {
  if (seconds === undefined) return <span>—</span>;
  const date = new Date(seconds * 1000);
  return (
    <time dateTime={date.toISOString()} title={formatAge(seconds, now / 1000)}>
      {formatLocalDateTime(seconds * 1000)}
    </time>
  );
}
