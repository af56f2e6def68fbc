/**
 * Control characters (C0, DEL, C1) and the invisible text-direction marks, embeddings, overrides
 * and isolates: chain text (a token's symbol) holding "\u202E" would turn the rest of a title around.
 */
// oxlint-disable-next-line no-control-regex -- control characters are what this pattern finds
const UNSAFE_TEXT = /[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` without control or text-direction characters, cut to `max` characters (ending in "…" when cut). */
export function plainText(text: string, max = Infinity): string {
  const clean = text.replace(UNSAFE_TEXT, '');
  return clean.length <= max ? clean : `${clean.slice(0, max - 1)}…`;
}
