import { createContext } from 'react';
import { labelKey } from '../../shared/addressBook/labelId';
import type { LabelEntry } from '../../shared/bridge/addressBookChannels';

/**
 * The address book's entries by key, provided by a table that reads the book once for all its cells:
 * each id in a row finds its label here instead of subscribing to the book on its own (a subscription
 * per id made every row that scrolled into view subscribe four times and every row that left unsubscribe).
 */
export const BookLabels = createContext<ReadonlyMap<string, LabelEntry> | null>(null);

/** The label of an id in those entries, if the book has one. */
export const labelIn = (byKey: ReadonlyMap<string, LabelEntry>, id: string): string | undefined => byKey.get(labelKey(id))?.label;
