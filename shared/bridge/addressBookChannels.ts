import { z } from 'zod';
import { checkLabelId, LABEL_KINDS } from '../addressBook/labelId';
import { UNSAFE_NAME_CHARS } from './exportChannels';

/**
 * The bridge contract of the address book (issue 20): labels the user gives ids, kept by the
 * main process with the other settings. Argument schemas of the `addressBook:*` channels
 * (merged into channelArgs in channels.ts) and what they answer.
 */

export const LABEL_MAX = 64;
/** Enough for a large book; a bigger file is refused before it is parsed. */
export const ADDRESS_BOOK_MAX_ENTRIES = 10_000;
/** Under the web host's 1 MB body limit with room for the JSON around it. */
export const IMPORT_TEXT_MAX = 900_000;

export const LabelText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(LABEL_MAX, `must be at most ${LABEL_MAX} characters`)
  .refine((s) => !UNSAFE_NAME_CHARS.test(s), 'must not contain control or text-direction characters');

/** An id of a kind the book names, checksum included; outputs its spelling in the book. */
export const LabelId = z
  .string()
  .max(120)
  .transform((s, ctx) => {
    const check = checkLabelId(s);
    if (!check.ok) {
      ctx.addIssue({ code: 'custom', message: check.message });
      return z.NEVER;
    }
    return check.id;
  });

export const LabelEntry = z.strictObject({
  id: z.string(),
  kind: z.enum(LABEL_KINDS),
  label: z.string(),
  /** Epoch ms of the last change. */
  updatedAt: z.number().int().nonnegative(),
});
export type LabelEntry = z.infer<typeof LabelEntry>;

export const BookFormat = z.enum(['csv', 'json']);
export type BookFormat = z.infer<typeof BookFormat>;

export const addressBookChannelArgs = {
  'addressBook:list': z.strictObject({}),
  'addressBook:set': z.strictObject({ id: LabelId, label: LabelText }),
  'addressBook:remove': z.strictObject({ id: LabelId }),
  'addressBook:import': z.strictObject({
    format: BookFormat,
    text: z.string().max(IMPORT_TEXT_MAX, 'is too large to import (at most 900 KB)'),
  }),
  'addressBook:export': z.strictObject({ format: BookFormat }),
} as const;

/** A row an import refused: its line in a CSV file (the header is line 1) or its position in a JSON list (from 1). */
export interface RefusedRow {
  row: number;
  field: string;
  message: string;
}

export interface ImportResult {
  entries: LabelEntry[];
  added: number;
  updated: number;
  refused: RefusedRow[];
}

export interface BookFile {
  fileName: string;
  mimeType: string;
  text: string;
}

export interface AddressBookApi {
  list(): Promise<LabelEntry[]>;
  set(id: string, label: string): Promise<LabelEntry[]>;
  remove(id: string): Promise<LabelEntry[]>;
  import(format: BookFormat, text: string): Promise<ImportResult>;
  export(format: BookFormat): Promise<BookFile>;
}
