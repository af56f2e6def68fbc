import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
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
  setBridgeForTests(
    faultBridge((id, params) => {
      asked.push(`${id} ${JSON.stringify(params)}`);
      return answer(id, params);
    }),
  );
  const client = createQueryClient();
  client.setQueryData(settingsQuery.queryKey, SETTINGS);
  return { asked, client };
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
    expect(asked.map((a) => a.split(' ')[0])).toEqual(['getBlock', 'listBlockTransactions']);
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

/** Each page the prefetch knows, opened at `to`; `answer` gives what its first answer must hold for the rest of its first screen to be drawn. */
const PAGES: { to: string; route: string; Page: ComponentType; answer?: (id: EndpointId) => unknown }[] = [
  { to: `/tx/${TX}`, route: ROUTES.tx, Page: TransactionPage },
  {
    to: '/blocks/42',
    route: ROUTES.block,
    Page: BlockPage,
    answer: (id) => (id === 'getBlock' ? { blockNumber: '42', blockHash: TX, blockTimestamp: 1, txCount: 0 } : new Promise(() => {})),
  },
  { to: `/address/${ADDRESS}`, route: ROUTES.address, Page: AddressPage },
  { to: `/token/${ADDRESS}`, route: ROUTES.token, Page: TokenPage },
  { to: '/validators', route: ROUTES.validators, Page: ValidatorsPage },
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
