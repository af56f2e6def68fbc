import type { LabelEntry } from '../../shared/bridge/addressBookChannels';
import { withQuery } from '../app/hashPath';
import { EVM_CHAIN_PARAM, tokenUrl } from '../app/urls';
import { tokensSeen } from './contractNamesState';

/** A token the omnibox offers: shown as an address book match is (its name, its kind, its address), opening its token page. */
export interface TokenMatch {
  entry: LabelEntry;
  to: string;
}

/** Tokens seen this session whose name or symbol contains `text` (any case), those starting with it first; at most `limit`. */
export function findTokens(text: string, limit = 5): TokenMatch[] {
  const needle = text.trim().toLowerCase();
  if (needle.length < 2) return [];
  const hits = tokensSeen()
    .map(({ chainId, address, name }) => ({ chainId, address, text: `${name.name ?? ''} ${name.symbol ?? ''}`.toLowerCase(), name }))
    .filter((t) => t.text.includes(needle));
  const starts = (t: { name: { name?: string; symbol?: string } }) =>
    t.name.symbol?.toLowerCase().startsWith(needle) || t.name.name?.toLowerCase().startsWith(needle) ? 0 : 1;
  return hits
    .sort((a, b) => starts(a) - starts(b) || a.text.localeCompare(b.text))
    .slice(0, limit)
    .map((t) => ({
      entry: {
        id: t.address,
        kind: 'evmAddress',
        label: `${t.name.name ?? t.name.symbol}${t.name.symbol && t.name.name ? ` (${t.name.symbol})` : ''} · ${t.name.ercType ?? 'token'}`,
        updatedAt: 0,
      },
      to: withQuery(tokenUrl(t.address), { [EVM_CHAIN_PARAM]: t.chainId }),
    }));
}
