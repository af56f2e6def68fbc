import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EndpointId } from '../../../shared/api';
import type { Settings } from '../../../shared/bridge/channels';
import { faultBridge } from '../../../test/support/faults/faultBridge';
import { createQueryClient } from '../../api/queryClient';
import { setBridgeForTests } from '../../bridge';
import { TokenPage } from '../../contracts/TokenPage';
import { AddressPage } from '../../evm/address/AddressPage';
import { BlockPage } from '../../evm/blocks/BlockPage';
import { TransactionPage } from '../../evm/transactions/TransactionPage';
import { ValidatorPage } from '../../primary/validators/ValidatorPage';
import { ValidatorsPage } from '../../primary/validators/ValidatorsPage';
import { BlocksPage } from '../../evm/blocks/BlocksPage';
import { TransactionsPage } from '../../evm/transactions/TransactionsPage';
import { SubnetsPage } from '../../primary/subnets/SubnetsPage';
import { BlockchainsPage } from '../../primary/blockchains/BlockchainsPage';
import { IcmMessagesPage } from '../../icm/IcmMessagesPage';
import { itemsKey, type ListEndpointId } from '../../api/listEndpoints';
import { settingsQuery } from '../../settings/useSettings';
import { useBudgetStore } from '../../state/budgetStore';
import { matchPattern } from '../hashPath';
import { Link, RouteParamsContext } from '../router';
import { ROUTES } from '../urls';
import { LinkPrefetch, POINTER_REST_MS } from './LinkPrefetch';
import { prefetchPlace } from './placeQueries';

const SETTINGS: Settings = { theme: 'system', network: 'mainnet', currency: 'usd', evmChainId: '', exportFolder: '' };
const TX = `0x${'ab'.repeat(32)}`;
const ADDRESS = '0x0aeEB87D2893574F7a60ba39E47bea7f55713FA1';
const NODE = 'NodeID-3ofxiKufYekeC15UUsHybGx8ETXKgPvkF';

/**
 * A bridge that records each API request as `endpoint params` and answers `answer`'s result, or never (the page stays
 * loading, as it does while a slow answer is on its way); the settings are already in the cache, as after start-up.
 */
function setup(answer: (id: EndpointId, params: Record<string, unknown>) => unknown = () => new Promise(() => {})) {
  const asked: string[] = [];
  /** The requests asked as background work (RequestOptions.background in the main process). */
  const background: string[] = [];
  /** The promotion signal of each background request (aborted once a view waits for its answer). */
  const promotes: AbortSignal[] = [];
  setBridgeForTests(
    faultBridge((id, params, opts) => {
      asked.push(`${id} ${JSON.stringify(params)}`);
      if (opts.background) background.push(`${id} ${JSON.stringify(params)}`);
      if (opts.promote) promotes.push(opts.promote);
      return answer(id, params);
    }),
  );
  const client = createQueryClient();
  client.setQueryData(settingsQuery.queryKey, SETTINGS);
  return { asked, background, promotes, client };
}
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

afterEach(() => {
  cleanup();
  setBridgeForTests(undefined);
});

describe('a link about to be followed', () => {
  const link = (client: QueryClient) =>
    render(
      <QueryClientProvider client={client}>
        <LinkPrefetch>
          <Link to={`/tx/${TX}`}>the transaction</Link>
        </LinkPrefetch>
      </QueryClientProvider>,
    );

  it('prefetches its page once the pointer rests on it, not while the pointer crosses it', async () => {
    const { asked, client } = setup();
    link(client);
    const a = screen.getByRole('link', { name: 'the transaction' });
    fireEvent.pointerEnter(a);
    fireEvent.pointerLeave(a);
    await act(() => new Promise((r) => setTimeout(r, POINTER_REST_MS * 2)));
    expect(asked).toEqual([]);
    fireEvent.pointerEnter(a);
    await act(() => new Promise((r) => setTimeout(r, POINTER_REST_MS * 2)));
    expect(asked).toEqual([`getTransaction ${JSON.stringify({ chainId: '43114', txHash: TX })}`]);
  });

  it('prefetches at once when the keyboard focuses it, once however often (a fresh answer is not asked again)', async () => {
    const { asked, client } = setup(() => ({ nativeTransaction: {} }));
    link(client);
    const a = screen.getByRole('link', { name: 'the transaction' });
    fireEvent.focus(a);
    await settle();
    fireEvent.blur(a);
    fireEvent.focus(a);
    await settle();
    expect(asked).toHaveLength(1);
  });

  it('asks for no answers while a compute-unit budget is half spent in the last minute', async () => {
    const { asked, client } = setup();
    useBudgetStore.getState().record({ endpointId: 'getBlock', at: Date.now(), computeUnits: 600, cuPerMinute: 1000 });
    prefetchPlace(client, `/tx/${TX}`);
    useBudgetStore.getState().reset();
    useBudgetStore.getState().record({ endpointId: 'getBlock', at: Date.now(), computeUnits: 400, cuPerMinute: 1000 });
    prefetchPlace(client, `/blocks/7`);
    useBudgetStore.getState().reset();
    await settle();
    expect(asked.map((a) => a.split(' ')[0])).toEqual(['getBlock', 'listBlockTransactions', 'getBlock']);
  });

  it("asks on the chain the link names, and nothing before the settings are in or for a page's own filters", async () => {
    const { asked, client } = setup();
    prefetchPlace(client, `/tx/${TX}?evmChain=432204`);
    prefetchPlace(client, `/address/${ADDRESS}?tab=erc20`);
    client.removeQueries({ queryKey: settingsQuery.queryKey });
    prefetchPlace(client, `/blocks/7`);
    await settle();
    expect(asked).toEqual([`getTransaction ${JSON.stringify({ chainId: '432204', txHash: TX })}`]);
  });
});

/** A list's first page with no rows, answered at once; every other request never answers. */
const emptyList = (id: EndpointId) =>
  id.startsWith('list') && id !== 'listChains' ? { [itemsKey(id as ListEndpointId)]: [] } : new Promise(() => {});

/** The transaction's detail, answered at once: the page draws its logs section, the reader of the logs' answers. */
const txDetail = (id: EndpointId) => (id === 'getTransaction' ? { nativeTransaction: {} } : new Promise(() => {}));

/** Each page the prefetch knows, opened at `to`; `answer` gives what its first answer must hold for the rest of its first screen to be drawn. */
const PAGES: { to: string; route: string; Page: ComponentType; answer?: (id: EndpointId) => unknown }[] = [
  { to: `/tx/${TX}`, route: ROUTES.tx, Page: TransactionPage, answer: txDetail },
  {
    to: '/blocks/42',
    route: ROUTES.block,
    Page: BlockPage,
    answer: (id) => (id === 'getBlock' ? { blockNumber: '42', blockHash: TX, blockTimestamp: 1, txCount: 0 } : new Promise(() => {})),
  },
  { to: `/address/${ADDRESS}`, route: ROUTES.address, Page: AddressPage },
  { to: `/token/${ADDRESS}`, route: ROUTES.token, Page: TokenPage },
  { to: '/blocks', route: ROUTES.blocks, Page: BlocksPage, answer: emptyList },
  { to: '/transactions', route: ROUTES.transactions, Page: TransactionsPage, answer: emptyList },
  { to: '/validators', route: ROUTES.validators, Page: ValidatorsPage, answer: emptyList },
  { to: '/subnets', route: ROUTES.subnets, Page: SubnetsPage, answer: emptyList },
  { to: '/blockchains', route: ROUTES.blockchains, Page: BlockchainsPage, answer: emptyList },
  { to: '/icm', route: ROUTES.icm, Page: IcmMessagesPage, answer: emptyList },
  {
    to: `/validators/${NODE}`,
    route: ROUTES.validator,
    Page: ValidatorPage,
    answer: (id) => (id === 'getValidator' ? { validators: [] } : new Promise(() => {})),
  },
];

describe('the prefetched answers', () => {
  it.each(PAGES)('are the ones $to reads: the page asks none of them again and reads each', async ({ to, route, Page, answer }) => {
    const { asked, client } = setup(answer);
    prefetchPlace(client, to);
    await settle();
    const prefetched = [...asked];
    expect(prefetched.length).toBeGreaterThan(0);
    render(
      <QueryClientProvider client={client}>
        <RouteParamsContext.Provider value={matchPattern(route, to)!}>
          <Page />
        </RouteParamsContext.Provider>
      </QueryClientProvider>,
    );
    await settle();
    await settle();
    expect(asked.slice(prefetched.length).filter((a) => prefetched.includes(a))).toEqual([]);
    const unread = client
      .getQueryCache()
      .findAll()
      .filter((q) => q.queryKey[0] !== settingsQuery.queryKey[0] && q.getObserversCount() === 0)
      .map((q) => JSON.stringify(q.queryKey));
    expect(unread).toEqual([]);
  });
});

describe("a transaction's logs", () => {
  const LOG = { address: ADDRESS.toLowerCase(), topics: [], data: '0x', logIndex: 0 };
  /** `setup` with a chain RPC answering a receipt with two logs of one contract, and that contract's source unverified; each read recorded. */
  /** Draws `shown` under LinkPrefetch, then sets the transaction's hash by code (no link pointed at). */
  async function arriveAtTransaction(client: QueryClient, shown: ReactNode) {
    render(
      <QueryClientProvider client={client}>
        <LinkPrefetch>{shown}</LinkPrefetch>
      </QueryClientProvider>,
    );
    await act(async () => {
      window.location.hash = `#/tx/${TX}`;
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await settle();
    window.location.hash = '';
  }

  function withChain() {
    const asked: string[] = [];
    const read: string[] = [];
    const bridge = faultBridge((id, params) => (asked.push(`${id} ${JSON.stringify(params)}`), txDetail(id)));
    setBridgeForTests({
      ...bridge,
      chain: {
        ...bridge.chain,
        receipt: async () => (read.push('receipt'), { status: 'success', rpcUrl: 'http://rpc', logs: [LOG, { ...LOG, logIndex: 1 }] }),
        source: async (_chainId, address) => (read.push(`source ${address}`), { verified: false, serverUrl: 'http://sourcify' }),
      },
    });
    const client = createQueryClient();
    client.setQueryData(settingsQuery.queryKey, SETTINGS);
    return { asked, read, client };
  }

  it('are read with the transaction: the receipt, then the sources of the contracts that emitted them; the page asks none again', async () => {
    const { asked, read, client } = withChain();
    prefetchPlace(client, `/tx/${TX}`);
    await settle();
    expect(asked.map((a) => a.split(' ')[0])).toEqual(['getTransaction']);
    expect(read).toEqual(['receipt', `source ${LOG.address}`]);
    render(
      <QueryClientProvider client={client}>
        <RouteParamsContext.Provider value={{ txHash: TX }}>
          <TransactionPage />
        </RouteParamsContext.Provider>
      </QueryClientProvider>,
    );
    await settle();
    expect(read).toHaveLength(2);
    expect(
      client
        .getQueryCache()
        .findAll({ queryKey: ['source:contract'] })[0]
        .getObserversCount(),
    ).toBeGreaterThan(0);
  });

  it("are read as soon as the app arrives at a transaction's place without a link pointed at (a hash set by code)", async () => {
    const { asked, read, client } = withChain();
    await arriveAtTransaction(client, <p>elsewhere</p>);
    expect(asked.map((a) => a.split(' ')[0])).toEqual(['getTransaction']);
    expect(read[0]).toBe('receipt');
  });

  it("leave on arrival before the router's listener takes the old page down (it subscribes in a passive effect)", async () => {
    const { asked, client } = withChain();
    let askedWhenRouted: number | undefined;
    function Place() {
      // As useHashLocation subscribes: a browser flushes the router's render after this listener, before the next one.
      useEffect(() => {
        const routed = () => (askedWhenRouted ??= asked.length);
        window.addEventListener('hashchange', routed);
        return () => window.removeEventListener('hashchange', routed);
      }, []);
      return <p>place</p>;
    }
    await arriveAtTransaction(client, <Place />);
    expect(askedWhenRouted).toBe(1);
  });
});

describe("a list page's first rows", () => {
  /** A bridge whose answers come when the test says: `answer(id)` answers the oldest open request of `id` with no rows. */
  function held() {
    const open: { id: EndpointId; answer: () => void }[] = [];
    const s = setup(
      (id) =>
        new Promise((resolve) => {
          open.push({ id, answer: () => resolve({ [itemsKey(id as ListEndpointId)]: [] }) });
        }),
    );
    const answer = (id: EndpointId) =>
      open
        .splice(
          open.findIndex((o) => o.id === id),
          1,
        )[0]
        .answer();
    return { ...s, answer };
  }

  it('are asked as background work, one list at a time, and only the latest link asked meanwhile is next', async () => {
    const { asked, background, client, answer } = held();
    prefetchPlace(client, '/blocks');
    prefetchPlace(client, '/transactions');
    prefetchPlace(client, '/subnets');
    await settle();
    expect(background).toEqual([`listLatestBlocks ${JSON.stringify({ chainId: '43114', pageSize: 100 })}`]);
    answer('listLatestBlocks');
    await settle();
    await settle();
    expect(asked.map((a) => a.split(' ')[0])).toEqual(['listLatestBlocks', 'listSubnets']);
    expect(background).toHaveLength(2);
    // Cached now: pointing at it again asks nothing.
    answer('listSubnets');
    await settle();
    prefetchPlace(client, '/blocks');
    await settle();
    expect(asked).toHaveLength(2);
  });

  it("are moved ahead, not asked again, when the list's view comes before they did, and the view reads that answer", async () => {
    const { asked, background, promotes, client, answer } = held();
    const promotions = () => promotes.map((p) => p.aborted);
    prefetchPlace(client, '/validators');
    await settle();
    expect(promotions()).toEqual([false]);
    render(
      <QueryClientProvider client={client}>
        <RouteParamsContext.Provider value={matchPattern(ROUTES.validators, '/validators')!}>
          <ValidatorsPage />
        </RouteParamsContext.Provider>
      </QueryClientProvider>,
    );
    await settle();
    const validators = asked.filter((a) => a.startsWith('listValidators'));
    expect(validators).toEqual([`listValidators ${JSON.stringify({ network: 'mainnet', pageSize: 100 })}`]);
    expect(background).toEqual(validators);
    expect(promotions()).toEqual([true]);
    answer('listValidators');
    await settle();
    await screen.findByText('No validation matches these filters.');
  });
});
