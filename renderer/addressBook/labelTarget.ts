import type { LabelEntry } from '../../shared/bridge/addressBookChannels';
import { addressUrl, pxAddressUrl, searchIdUrl, validatorUrl } from '../app/urls';

/** The page of a labelled id. A cb58 id may be a subnet or a blockchain: the id search finds which. */
export function labelTarget(entry: Pick<LabelEntry, 'id' | 'kind'>): string {
  switch (entry.kind) {
    case 'evmAddress':
      return addressUrl(entry.id);
    case 'pxAddress':
      return pxAddressUrl(entry.id);
    case 'nodeId':
      return validatorUrl(entry.id);
    case 'cb58Id':
      return searchIdUrl(entry.id);
  }
}

/** Labels whose name contains `text` (any case), those starting with it first; at most `limit`. */
export function findLabels(entries: readonly LabelEntry[], text: string, limit = 8): LabelEntry[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const hits = entries.filter((e) => e.label.toLowerCase().includes(needle));
  const starts = (e: LabelEntry) => (e.label.toLowerCase().startsWith(needle) ? 0 : 1);
  return hits.sort((a, b) => starts(a) - starts(b) || a.label.localeCompare(b.label)).slice(0, limit);
}
