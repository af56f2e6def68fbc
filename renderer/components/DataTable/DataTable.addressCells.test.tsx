import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeApi } from '../../../shared/bridge/channels';
import type { ContractName } from '../../../shared/bridge/contractNames';
import { createQueryClient } from '../../api/queryClient';
import { setBridgeForTests } from '../../bridge';
import { nameKey, useContractNames } from '../../contracts/contractNamesState';
import { imageQueryKey } from '../../images/useFetchedImage';
import { scrollTo, stubLayout } from '../../../test/support/dom/layout';
import { idName } from '../../../test/support/dom/idName';
import { RowsTable } from '../../../test/support/dom/rowsTable';
import { EvmAddress } from '../EvmAddress';
import { ROW_HEIGHT } from './DataTable';
import type { DataColumn } from './columns';

// Counts the addresses that subscribe to the contract names on their own: a table's addresses read the table's one
// read of them, so a row scrolling into view makes and drops no subscription.
let ownSubscriptions = 0;
vi.mock('../../contracts/contractNamesState', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../contracts/contractNamesState')>();
  return {
    ...actual,
    useContractName: (address: string | undefined, chainId?: string) => {
      ownSubscriptions++;
      return actual.useContractName(address, chainId);
    },
  };
});

const CHAIN = '43114';
const LOGO = 'https://images.example/usdc.png';
const account = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
/** Every fourth row's recipient is one token contract, as a list's transfers repeat a few tokens. */
const TOKEN = account(0xc011);
type Item = { n: number; from: string; to: string };
const items: Item[] = Array.from({ length: 400 }, (_, n) => ({ n, from: account(n + 1), to: n % 4 ? account(n + 1000) : TOKEN }));
const columns: DataColumn<Item>[] = [
  { id: 'from', header: 'From', path: 'from', kind: 'id', render: (i) => <EvmAddress info={{ address: i.from }} account /> },
  { id: 'to', header: 'To', path: 'to', kind: 'id', render: (i) => <EvmAddress info={{ address: i.to }} /> },
];

const rowId = (i: Item) => String(i.n);
const Table = () => <RowsTable tableId="address-cells-test" label="Transfers" rows={items} columns={columns} getRowId={rowId} />;

/** What the main process knows: a name asked for is answered from here (null: no contract). */
const known = new Map<string, ContractName>();
/** A name that reached the store (a batch answered). */
const names = (entries: [string, ContractName][]) => {
  for (const [a, n] of entries) known.set(a, n);
  act(() => useContractNames.setState({ names: new Map(entries.map(([a, n]) => [nameKey(CHAIN, a), n])) }));
};

let restore: () => void;
let client: QueryClient;
const fetched: string[] = [];
beforeEach(() => {
  restore = stubLayout({ width: 1200, height: 560 });
  localStorage.clear();
  ownSubscriptions = 0;
  fetched.length = 0;
  known.clear();
  client = createQueryClient();
  // Names asked for are answered from `known`; an image fetched is recorded.
  setBridgeForTests({
    contracts: { names: async (_c: string, addresses: string[]) => Object.fromEntries(addresses.map((a) => [a, known.get(a) ?? null])) },
    images: { fetch: async (url: string) => (fetched.push(url), 'data:image/png;base64,AAAA') },
  } as unknown as BridgeApi);
  useContractNames.setState({ chainId: CHAIN, names: new Map() });
});
afterEach(() => {
  cleanup();
  restore();
  setBridgeForTests(undefined);
  useContractNames.setState({ names: new Map() });
});

const renderTable = () =>
  render(
    <QueryClientProvider client={client}>
      <Table />
    </QueryClientProvider>,
  );
const scrollFrames = async (grid: HTMLElement, frames: number) => {
  for (let frame = 1; frame <= frames; frame++) await act(async () => scrollTo(grid.parentElement as HTMLElement, frame * 5 * ROW_HEIGHT));
};

describe("a table's address cells", () => {
  it('read contract names from the table, with no subscription per address, and show names that arrive', async () => {
    renderTable();
    const grid = screen.getByRole('grid', { name: 'Transfers' });
    expect(within(grid).getAllByRole('link', { name: idName(TOKEN) }).length).toBeGreaterThan(0);
    // A name arriving reaches the rows on screen and the rows scrolled into view.
    names([[TOKEN, { name: 'USD Coin', symbol: 'USDC', ercType: 'ERC-20' }]]);
    const named = /^token USD Coin \(USDC\) 0x[0-9a-fA-F]{40}$/;
    const onScreen = within(grid).getAllByRole('link', { name: named }).length;
    expect(onScreen).toBeGreaterThan(0);
    await scrollFrames(grid, 10);
    expect(
      within(grid)
        .getByRole('link', { name: idName(account(56)) })
        .getAttribute('href'),
    ).toBe(`#/address/${account(56)}`);
    expect(within(grid).getAllByRole('link', { name: named }).length).toBeGreaterThan(0);
    expect(ownSubscriptions).toBe(0);
    // Outside a table an address still subscribes on its own.
    render(<EvmAddress info={{ address: TOKEN }} />);
    expect(ownSubscriptions).toBeGreaterThan(0);
  });

  it('name a shortened id by what is seen, then the whole id, with no hidden element per id', () => {
    names([[TOKEN, { name: 'USD Coin', symbol: 'USDC', ercType: 'ERC-20' }]]);
    renderTable();
    const grid = screen.getByRole('grid', { name: 'Transfers' });
    const sender = within(grid).getByRole('link', { name: idName(account(1)) });
    expect(sender.textContent).toBe('0x000000…000001');
    expect(within(grid).getAllByRole('link', { name: `token USD Coin (USDC) ${TOKEN}` }).length).toBeGreaterThan(0);
    expect(grid.querySelectorAll('.visually-hidden')).toHaveLength(0);
  });

  it('draw a logo already fetched from the cache, with no query observer per row, and fetch one not yet there once', async () => {
    names([[TOKEN, { name: 'USD Coin', symbol: 'USDC', ercType: 'ERC-20', logoUri: LOGO }]]);
    renderTable();
    const grid = screen.getByRole('grid', { name: 'Transfers' });
    await vi.waitFor(() => expect(grid.querySelectorAll('img.contract-logo').length).toBeGreaterThan(0), { timeout: 3000 });
    expect(fetched).toEqual([LOGO]);
    // Rows scrolled into view find the logo kept: no observer of the image's query is added for them.
    const image = client.getQueryCache().find({ queryKey: imageQueryKey(LOGO) })!;
    const observers = image.getObserversCount();
    await scrollFrames(grid, 10);
    const logos = [...grid.querySelectorAll('img.contract-logo')];
    expect(logos.length).toBeGreaterThan(3);
    expect(logos.every((img) => img.getAttribute('src') === 'data:image/png;base64,AAAA')).toBe(true);
    expect(image.getObserversCount()).toBeLessThanOrEqual(observers);
    expect(fetched).toEqual([LOGO]);
  });
});
