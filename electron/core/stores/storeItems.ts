import { constants } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';

export interface ItemsRead<T> {
  items: T[];
  /** One line per item that could not be read: which one and its first bad field. */
  dropped: string[];
}

/**
 * Reads a stored list item by item: one item a server's odd answer made unreadable costs that
 * item, never the list. `noun` names the list in what is dropped ("alert 3 (id …): txHash: …").
 */
export function readItems<S extends z.ZodType>(values: readonly unknown[], schema: S, noun: string): ItemsRead<z.output<S>> {
  const items: z.output<S>[] = [];
  const dropped: string[] = [];
  values.forEach((value, i) => {
    const result = schema.safeParse(value);
    if (result.success) items.push(result.data);
    else dropped.push(`${noun} ${i}${idOf(value)}: ${issueText(result.error)}`);
  });
  return { items, dropped };
}

/** Reads a stored record entry by entry, as readItems does a list. */
export function readEntries<S extends z.ZodType>(
  record: Readonly<Record<string, unknown>>,
  schema: S,
  noun: string,
): { entries: Array<[string, z.output<S>]>; dropped: string[] } {
  const entries: Array<[string, z.output<S>]> = [];
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    const result = schema.safeParse(value);
    if (result.success) entries.push([key, result.data]);
    else dropped.push(`${noun} ${JSON.stringify(key.slice(0, 80))}: ${issueText(result.error)}`);
  }
  return { entries, dropped };
}

/**
 * When items were dropped, copies the file as it was (before the next write leaves them out) to
 * `<file>.dropped-<time>` and says so, naming the first few: nothing saved is lost without a trace.
 */
export async function keepDropped(
  file: string,
  dropped: readonly string[],
  now: () => Date = () => new Date(),
): Promise<string | undefined> {
  if (dropped.length === 0) return undefined;
  const copy = `${file}.dropped-${now().toISOString().replace(/[:.]/g, '-')}`;
  const named = dropped.slice(0, 3).join('; ') + (dropped.length > 3 ? `; and ${dropped.length - 3} more` : '');
  try {
    await copyFile(file, copy, constants.COPYFILE_EXCL);
  } catch {
    return `${basename(file)}: ${dropped.length} could not be read and ${dropped.length === 1 ? 'was' : 'were'} dropped (${named}); the file could not be copied aside.`;
  }
  return `${basename(file)}: ${dropped.length} could not be read and ${dropped.length === 1 ? 'was' : 'were'} dropped (${named}); the file as it was is kept as ${basename(copy)}.`;
}

const issueText = (error: z.ZodError) => {
  const issue = error.issues[0];
  return `${issue.path.map(String).join('.') || 'value'}: ${issue.message}`;
};

const idOf = (value: unknown) => {
  const id =
    typeof value === 'object' && value !== null
      ? ((value as { id?: unknown; key?: unknown }).id ?? (value as { key?: unknown }).key)
      : undefined;
  return typeof id === 'string' ? ` (${JSON.stringify(id.slice(0, 80))})` : '';
};
