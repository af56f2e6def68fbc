/**
 * A datetime-local field's value ("2024-03-05T14:07") in the user's time zone, as epoch
 * seconds, and back. The API's time filters are epoch seconds.
 */
export function localInputToEpoch(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

export function epochToLocalInput(seconds: number): string {
  const d = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Epoch seconds from a query-string value, or undefined when absent or not a whole number. */
export function epochParam(text: string | null): number | undefined {
  return text !== null && /^\d{1,12}$/.test(text) ? Number(text) : undefined;
}
