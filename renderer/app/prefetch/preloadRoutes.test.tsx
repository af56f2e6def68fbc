import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { LinkPrefetch } from './LinkPrefetch';
import { page, type RouteEntry } from '../routes';
import { PRELOADS_AT_ONCE, preloadRoutesWhenIdle, QUIET_MS } from './preloadRoutes';

/** A page module whose loads are counted; its page is an h1 naming it. */
function countedPage(name: string) {
  const loads = { count: 0 };
  const Page = page(async () => (loads.count++, { [name]: () => <h1>{name}</h1> }), name);
  return { Page, loads };
}

/** Idle moments the test hands out one at a time. */
function idleMoments() {
  const waiting: (() => void)[] = [];
  return {
    whenIdle: (run: () => void) => (waiting.push(run), () => void (waiting.includes(run) && waiting.splice(waiting.indexOf(run), 1))),
    next: () => act(async () => waiting.shift()?.()),
    waiting,
  };
}

describe('a page whose code is in', () => {
  it('is drawn on its first render, without the Suspense fallback (which React reveals from only after a wait)', async () => {
    const { Page } = countedPage('Preloaded');
    await Page.preload();
    const { container } = render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(container.innerHTML).toBe('<h1>Preloaded</h1>');
  });

  it('still loads on its first render when nothing preloaded it', async () => {
    const { Page, loads } = countedPage('Cold');
    const { container } = render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(container.innerHTML).toBe('<p>loading</p>');
    await screen.findByRole('heading', { name: 'Cold' });
    expect(container.innerHTML).toBe('<h1>Cold</h1>');
    expect(loads.count).toBe(1);
  });
});

describe('every page preloaded while the app is idle', () => {
  const pages = ['A', 'B', 'C'].map(countedPage);
  const routes: RouteEntry[] = [
    { path: '/a', component: pages[0].Page },
    { path: '/b', component: pages[1].Page },
    { path: '/b2', component: pages[1].Page },
    { path: '/c', component: pages[2].Page },
    { path: '/', component: () => <h1>home</h1> },
  ];

  it("starts once the first view's requests are answered and loads every module in the next idle moment, each once", async () => {
    const client = new QueryClient();
    let answer = () => {};
    void client.fetchQuery({ queryKey: ['first view'], queryFn: () => new Promise<number>((r) => (answer = () => r(1))) });
    const idle = idleMoments();
    preloadRoutesWhenIdle(client, routes, idle.whenIdle, 0);
    expect(idle.waiting).toHaveLength(0);
    await act(async () => answer());
    await act(() => sleep(20));
    expect(idle.waiting).toHaveLength(1);
    expect(pages.map((p) => p.loads.count)).toEqual([0, 0, 0]);
    await idle.next();
    expect(pages.map((p) => p.loads.count)).toEqual([1, 1, 1]);
  });

  it('loads a few modules at a time, each as one before it is in, and none once stopped', async () => {
    const held: (() => void)[] = [];
    const heldPage = (name: string) => {
      const loads = { count: 0 };
      const Page = page(
        () => new Promise<Record<string, ComponentType>>((r) => (loads.count++, held.push(() => r({ [name]: () => <h1>{name}</h1> })))),
        name,
      );
      return { Page, loads };
    };
    const many = ['E', 'F', 'G', 'H', 'I'].map(heldPage);
    const idle = idleMoments();
    const stop = preloadRoutesWhenIdle(
      new QueryClient(),
      many.map((p, i) => ({ path: `/${i}`, component: p.Page })),
      idle.whenIdle,
      0,
    );
    await act(() => sleep(20));
    await idle.next();
    const loading = () => many.reduce((n, p) => n + p.loads.count, 0);
    expect(loading()).toBe(PRELOADS_AT_ONCE);
    await act(async () => held.shift()!());
    expect(loading()).toBe(PRELOADS_AT_ONCE + 1);
    stop();
    await act(async () => held.splice(0).forEach((answer) => answer()));
    expect(loading()).toBe(PRELOADS_AT_ONCE + 1);
  });

  it('loads nothing once stopped, whether it was waiting for requests or for an idle moment', async () => {
    const client = new QueryClient();
    const fresh = countedPage('D');
    const idle = idleMoments();
    preloadRoutesWhenIdle(client, [{ path: '/d', component: fresh.Page }], idle.whenIdle, 0)();
    await act(() => sleep(20));
    await idle.next();
    let answer = () => {};
    void client.fetchQuery({ queryKey: ['a view'], queryFn: () => new Promise<number>((r) => (answer = () => r(1))) });
    preloadRoutesWhenIdle(client, [{ path: '/d', component: fresh.Page }], idle.whenIdle, 0)();
    await act(async () => answer());
    await act(() => sleep(20));
    await idle.next();
    expect(fresh.loads.count).toBe(0);
  });

  it('waits for a quiet moment: a request started before it passes puts the preload off until that one is answered', async () => {
    const client = new QueryClient();
    const idle = idleMoments();
    const ask = (key: string) => {
      let answer = () => {};
      void client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<number>((r) => (answer = () => r(1))) });
      return () => act(async () => answer());
    };
    const answerFirst = ask('first view');
    preloadRoutesWhenIdle(client, routes, idle.whenIdle, 200);
    await answerFirst();
    await act(() => sleep(50));
    // A page opened at once: its request starts inside the quiet time.
    const answerPage = ask('the page opened');
    await act(() => sleep(250));
    expect(idle.waiting).toHaveLength(0);
    await answerPage();
    await act(() => sleep(100));
    expect(idle.waiting).toHaveLength(0);
    await act(() => sleep(150));
    expect(idle.waiting).toHaveLength(1);
  });
});

describe('the app', () => {
  it("asks for an idle moment to preload the pages' code once it has been drawn with no request in flight for a quiet moment", async () => {
    const idle = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    try {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <LinkPrefetch>
            <h1>home</h1>
          </LinkPrefetch>
        </QueryClientProvider>,
      );
      await act(async () => {});
      expect(idle).not.toHaveBeenCalled();
      await act(() => sleep(QUIET_MS + 100));
      expect(idle).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
