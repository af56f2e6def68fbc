/** The outcome of checking what a person typed into a list field. */
export type ListParse = { ok: true; values: string[] } | { ok: false; message: string };

/** The most entries one request accepts (the endpoint table's list limit). */
export const MAX_LIST_ENTRIES = 64;

/**
 * Splits a list field on commas, newlines and spaces, trims, drops empties and repeats, and
 * checks each entry with `check` (which returns why an entry is wrong, or null). The first bad
 * entry is named in the message, so the person sees which one to fix.
 */
export interface ListNoun {
  one: string;
  many: string;
}

export function parseList(text: string, noun: ListNoun, check: (entry: string) => string | null): ListParse {
  const values = [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (values.length === 0) return { ok: false, message: `Enter at least one ${noun.one}.` };
  if (values.length > MAX_LIST_ENTRIES) {
    return { ok: false, message: `At most ${MAX_LIST_ENTRIES} ${noun.many} per request; ${values.length} were given.` };
  }
  for (const entry of values) {
    const problem = check(entry);
    if (problem) return { ok: false, message: `"${entry}" is not a valid ${noun.one}: ${problem}.` };
  }
  return { ok: true, values };
}
