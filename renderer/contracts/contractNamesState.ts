import { createContext, useEffect } from 'react';
import { create } from 'zustand';
import type { ContractName } from '../../shared/bridge/contractNames';
import { NAMES_PER_CALL } from '../../shared/bridge/contractNames';
import { getBridge } from '../bridge';
import { anyTableScrolling, whenTablesRest } from '../components/DataTable/scrollingTables';

/**
 * Names asked for within this long go to the main process in one call per chain (a table's rows render together);
 * an address already scrolled out of view by then is not asked for, so a fast scroll does not queue a lookup per
 * row passed ahead of the list's next page.
 */
const BATCH_MS = 150;
/** A name the main process could not get (the API refused or timed out) is asked for again after this long. */
const RETRY_MS = 60_000;

/**
 * The renderer's copy of contract names: every address of every list asks here, the asks of one frame go to the main
 * process's cache in one call per chain, and each answer (a name, or null for no contract) is kept for the session.
 * `chainId` is the chain the pages are on (set by the shell), for addresses shown without one.
 */
interface ContractNamesState {
  chainId: string;
  /** By `chainId:address` (lower case). */
  names: ReadonlyMap<string, ContractName | null>;
  setChain(chainId: string): void;
}

export const useContractNames = create<ContractNamesState>()((set) => ({
  chainId: '',
  names: new Map(),
  setChain: (chainId) => set({ chainId }),
}));

export const nameKey = (chainId: string, address: string) => `${chainId}:${address.toLowerCase()}`;

const askedAt = new Map<string, number>();
const pending = new Map<string, Set<string>>();
/** How many mounted components show each address now (by `chainId:address`). */
const shown = new Map<string, number>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Queues a name for the next batch, unless it is known or was asked for recently. */
function askName(chainId: string, address: string): void {
  const key = nameKey(chainId, address);
  const asked = askedAt.get(key);
  if (useContractNames.getState().names.has(key) || (asked !== undefined && Date.now() - asked < RETRY_MS)) return;
  askedAt.set(key, Date.now());
  const set = pending.get(chainId) ?? new Set<string>();
  set.add(address.toLowerCase());
  pending.set(chainId, set);
  timer ??= setTimeout(flush, BATCH_MS);
}

/** True while a names call is out: the next waits for it, so a fast scroll asks only for what is still shown then. */
let calling = false;

/** The next batch once a table's rows rest: a scroll passes rows whose names nobody stops to read. */
const resume = () => {
  if (pending.size > 0) timer ??= setTimeout(flush, BATCH_MS);
};

function flush(): void {
  timer = undefined;
  if (calling) return;
  // While rows are scrolled, each names answer would render rows in the scroll's frames and its lookups would take
  // the cores they need; the names of the rows shown when the scroll stops are asked for then.
  if (anyTableScrolling()) return whenTablesRest(resume);
  const batches = [...pending].flatMap(([chainId, set]) => {
    const all = [...set].filter((address) => {
      const key = nameKey(chainId, address);
      if (shown.has(key)) return true;
      askedAt.delete(key);
      return false;
    });
    return Array.from({ length: Math.ceil(all.length / NAMES_PER_CALL) }, (_, i) => ({
      chainId,
      addresses: all.slice(i * NAMES_PER_CALL, (i + 1) * NAMES_PER_CALL),
    }));
  });
  pending.clear();
  if (batches.length === 0) return;
  calling = true;
  const calls = batches.map(({ chainId, addresses }) =>
    getBridge()
      .contracts.names(chainId, addresses)
      .then((found) => {
        const names = new Map(useContractNames.getState().names);
        for (const [address, name] of Object.entries(found)) names.set(nameKey(chainId, address), name);
        useContractNames.setState({ names });
      })
      // The main process could not ask now: the addresses are asked for again after RETRY_MS.
      .catch(() => undefined),
  );
  void Promise.all(calls).then(() => {
    calling = false;
    resume();
  });
}

/** Tokens a page read the metadata of itself (a token page), kept apart from the lists' names, which stay asked for. */
const noted = new Map<string, ContractName>();

/** Keeps a token a page read itself, so the omnibox finds it too. */
export function noteName(chainId: string, address: string, name: ContractName): void {
  noted.set(nameKey(chainId, address), name);
}

/** The contract name of an address (undefined while unknown, null for no contract), asked for when first shown. */
export function useContractName(address: string | undefined, chainId?: string): ContractName | null | undefined {
  const chain = useContractNames((s) => chainId ?? s.chainId);
  const key = address && chain ? nameKey(chain, address) : '';
  const name = useContractNames((s) => (key ? s.names.get(key) : undefined));
  useNameShown(address, chain);
  return name;
}

/**
 * The names a table read once for all its cells (DataTable), as BookLabels holds the address book's: an address in a
 * row looks its name up here instead of subscribing to the store twice on its own as it scrolls into view.
 */
export const TableNames = createContext<Pick<ContractNamesState, 'chainId' | 'names'> | null>(null);

/** An address's contract name in the names a table read (undefined while unknown, null for no contract). */
export const nameIn = (
  table: Pick<ContractNamesState, 'chainId' | 'names'>,
  address: string | undefined,
  chainId = table.chainId,
): ContractName | null | undefined => (address && chainId ? table.names.get(nameKey(chainId, address)) : undefined);

/** Counts an address as shown while mounted and asks for its name (once, batched); nothing for no address or chain. */
export function useNameShown(address: string | undefined, chain: string): void {
  const key = address && chain ? nameKey(chain, address) : '';
  useEffect(() => {
    if (!key || !address) return;
    shown.set(key, (shown.get(key) ?? 0) + 1);
    askName(chain, address);
    return () => {
      const count = (shown.get(key) ?? 1) - 1;
      if (count > 0) shown.set(key, count);
      else shown.delete(key);
    };
  }, [key, chain, address]);
}

/** Tokens whose names have been seen this session, for the omnibox: by name or symbol. */
export function tokensSeen(): { chainId: string; address: string; name: ContractName }[] {
  const out: { chainId: string; address: string; name: ContractName }[] = [];
  const names = useContractNames.getState().names;
  for (const [key, name] of [...names, ...[...noted].filter(([k]) => !names.get(k))]) {
    if (!name || !(name.name || name.symbol) || !/^ERC-(20|721|1155)$/.test(name.ercType ?? '')) continue;
    const [chainId, address] = key.split(':');
    out.push({ chainId, address, name });
  }
  return out;
}
