import { join } from 'node:path';
import { z } from 'zod';
import { checkLabelId, labelKey } from '../../../shared/addressBook/labelId';
import { ADDRESS_BOOK_MAX_ENTRIES, LabelEntry, LabelId, LabelText } from '../../../shared/bridge/addressBookChannels';
import { readJsonFile, writeJsonAtomic } from '../stores/atomicJson';
import { InputError } from '../inputError';
import { SerialQueue } from '../stores/serialQueue';

/** On disk every entry is checked as the bridge checks a new one: a hand-edited bad id or label makes the file damaged, not a blank label. */
const StoredEntry = LabelEntry.extend({ id: LabelId, label: LabelText });
const StoredBook = z.strictObject({ version: z.literal(1), entries: z.array(StoredEntry).max(ADDRESS_BOOK_MAX_ENTRIES) });

export interface LabelChange {
  id: string;
  label: string;
}

/**
 * The address book: labels of ids, in `address-book.json` next to the settings. Written
 * atomically through one queue (concurrent changes all land), validated on read; a damaged
 * file is set aside and reported, and the book starts empty.
 */
export class AddressBookStore {
  private readonly queue = new SerialQueue();

  private constructor(
    private readonly file: string,
    /** By labelKey, so one address in any spelling has one label. */
    private entries: Map<string, LabelEntry>,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, now: () => number = Date.now): Promise<{ store: AddressBookStore; warning?: string }> {
    const file = join(dataDir, 'address-book.json');
    const { value, warning } = await readJsonFile(file, StoredBook);
    const entries = new Map((value?.entries ?? []).map((e) => [labelKey(e.id), e]));
    return { store: new AddressBookStore(file, entries, now), warning };
  }

  list(): LabelEntry[] {
    return [...this.entries.values()].sort((a, b) => a.label.localeCompare(b.label) || a.id.localeCompare(b.id));
  }

  labelOf(id: string): string | undefined {
    return this.entries.get(labelKey(id))?.label;
  }

  /** Sets each label (ids and labels already validated); answers how many were new and how many replaced a label. */
  setMany(changes: LabelChange[]): Promise<{ added: number; updated: number }> {
    return this.queue.run(async () => {
      const next = new Map(this.entries);
      let added = 0;
      let updated = 0;
      for (const { id, label } of changes) {
        const key = labelKey(id);
        const before = next.get(key);
        if (before?.label === label) continue;
        if (before) updated += 1;
        else added += 1;
        next.set(key, StoredEntry.parse({ id, kind: kindOf(id), label, updatedAt: this.now() }));
      }
      if (next.size > ADDRESS_BOOK_MAX_ENTRIES)
        throw new InputError('entries', `The address book holds at most ${ADDRESS_BOOK_MAX_ENTRIES} labels; remove some first.`);
      await this.save(next);
      return { added, updated };
    });
  }

  remove(id: string): Promise<void> {
    return this.queue.run(async () => {
      const next = new Map(this.entries);
      if (!next.delete(labelKey(id))) return;
      await this.save(next);
    });
  }

  /** The file is written before the book in memory changes: a failed write leaves both as they were. */
  private async save(next: Map<string, LabelEntry>): Promise<void> {
    await writeJsonAtomic(this.file, { version: 1, entries: [...next.values()] });
    this.entries = next;
  }
}

function kindOf(id: string): LabelEntry['kind'] {
  const check = checkLabelId(id);
  if (!check.ok) throw new InputError('id', `id ${check.message}`);
  return check.kind;
}
