import { create } from 'zustand';
import { labelKey } from '../../shared/addressBook/labelId';
import type { BookFormat, ImportResult, LabelEntry } from '../../shared/bridge/addressBookChannels';
import { getBridge } from '../bridge';
import { labelIn } from './bookLabels';

/**
 * The renderer's copy of the address book: loaded once at startup and replaced by every answer
 * of the main process, so each id on screen finds its label with one map lookup (Hash, the
 * omnibox) without a query per id.
 */
interface AddressBookState {
  entries: LabelEntry[];
  byKey: ReadonlyMap<string, LabelEntry>;
  /** Why the book could not be read at startup, for the Address book page. */
  loadError: string | null;
  load(): Promise<void>;
  set(id: string, label: string): Promise<void>;
  remove(id: string): Promise<void>;
  importBook(format: BookFormat, text: string): Promise<ImportResult>;
}

const indexed = (entries: LabelEntry[]) => ({ entries, byKey: new Map(entries.map((e) => [labelKey(e.id), e])), loadError: null });

export const useAddressBook = create<AddressBookState>()((set) => ({
  entries: [],
  byKey: new Map(),
  loadError: null,
  load: async () => {
    try {
      set(indexed(await getBridge().addressBook.list()));
    } catch (e) {
      set({ loadError: e instanceof Error ? e.message : String(e) });
    }
  },
  set: async (id, label) => set(indexed(await getBridge().addressBook.set(id, label))),
  remove: async (id) => set(indexed(await getBridge().addressBook.remove(id))),
  importBook: async (format, text) => {
    const result = await getBridge().addressBook.import(format, text);
    set(indexed(result.entries));
    return result;
  },
}));

/** The label of an id, if the book has one. */
export function useLabel(id: string): string | undefined {
  return useAddressBook((s) => labelIn(s.byKey, id));
}
