import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, LinkedChainScope, navigate, setQueryParams } from './router';
import { keepLinkedChain } from './urls';

// Counted: a Link on a linked place calls it once per render, so its calls count the links' renders.
vi.mock('./urls', async (importOriginal) => {
  const urls = await importOriginal<typeof import('./urls')>();
  return { ...urls, keepLinkedChain: vi.fn(urls.keepLinkedChain) };
});

/** Summit, an L1 of the local service: a watched address's link names it (`?evmChain=`). */
const SUMMIT = '432204';
const TX = `0x${'ab'.repeat(32)}`;

/** Goes to `hash` as it is (no chain kept) and tells the location's subscribers, as a followed link's hashchange does. */
const goTo = (hash: string) =>
  act(() => {
    window.history.replaceState(null, '', `#${hash}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });

beforeEach(() => window.history.replaceState(null, '', '#/'));
afterEach(cleanup);

describe('navigate from a place on a linked chain', () => {
  it("opens a page of one EVM chain on the chain the current place's link names", () => {
    window.history.replaceState(null, '', `#/address/0xabc?evmChain=${SUMMIT}`);
    navigate(`/tx/${TX}`);
    expect(window.location.hash).toBe(`#/tx/${TX}?evmChain=${SUMMIT}`);
    navigate('/blocks/7', { replace: true });
    expect(window.location.hash).toBe(`#/blocks/7?evmChain=${SUMMIT}`);
  });

  it('keeps it on a search for a hash (the omnibox), which resolves on one EVM chain', () => {
    window.history.replaceState(null, '', `#/address/0xabc?evmChain=${SUMMIT}`);
    navigate(`/search/hash/${TX}`);
    expect(window.location.hash).toBe(`#/search/hash/${TX}?evmChain=${SUMMIT}`);
  });

  it('leaves a target that names its own chain, a page that is not one chain, and every target of an unlinked place', () => {
    window.history.replaceState(null, '', `#/address/0xabc?evmChain=${SUMMIT}`);
    navigate(`/tx/${TX}?evmChain=43114`);
    expect(window.location.hash).toBe(`#/tx/${TX}?evmChain=43114`);
    window.history.replaceState(null, '', `#/address/0xabc?evmChain=${SUMMIT}`);
    navigate('/validators/NodeID-1');
    expect(window.location.hash).toBe('#/validators/NodeID-1');
    navigate(`/tx/${TX}`);
    expect(window.location.hash).toBe(`#/tx/${TX}`);
  });

  it('ignores a linked chain that is not a chain id', () => {
    window.history.replaceState(null, '', '#/address/0xabc?evmChain=summit');
    navigate(`/tx/${TX}`);
    expect(window.location.hash).toBe(`#/tx/${TX}`);
  });
});

describe('setQueryParams', () => {
  it('edits the current place: it keeps the linked chain while other params change, and can remove it', () => {
    window.history.replaceState(null, '', `#/address/0xabc?evmChain=${SUMMIT}`);
    setQueryParams({ tab: 'erc20' });
    expect(window.location.hash).toBe(`#/address/0xabc?evmChain=${SUMMIT}&tab=erc20`);
    setQueryParams({ evmChain: null });
    expect(window.location.hash).toBe('#/address/0xabc?tab=erc20');
  });
});

describe('Link under the linked chain scope', () => {
  function Links() {
    return (
      <LinkedChainScope>
        <Link to={`/tx/${TX}`}>transaction</Link>
        <Link to="/validators/NodeID-1">validator</Link>
      </LinkedChainScope>
    );
  }
  const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

  it("carries the place's linked chain to pages of that chain, and follows the place as it changes", () => {
    window.history.replaceState(null, '', `#/address/0xabc?evmChain=${SUMMIT}`);
    render(<Links />);
    expect(hrefOf('transaction')).toBe(`#/tx/${TX}?evmChain=${SUMMIT}`);
    expect(hrefOf('validator')).toBe('#/validators/NodeID-1');
    goTo('/watchlist');
    expect(hrefOf('transaction')).toBe(`#/tx/${TX}`);
  });

  it('renders the links again only when the linked chain changes, not on every change of place', () => {
    window.history.replaceState(null, '', `#/address/0xabc?evmChain=${SUMMIT}`);
    const renders = vi.mocked(keepLinkedChain);
    renders.mockClear();
    render(<Links />);
    expect(renders).toHaveBeenCalledTimes(2);
    renders.mockClear();
    // Another place on the same chain: the scope reads the location, the links under it are not rendered again.
    goTo(`/address/0xdef?evmChain=${SUMMIT}`);
    goTo(`/blocks/9?evmChain=${SUMMIT}`);
    expect(renders).not.toHaveBeenCalled();
    // Another chain: each link once.
    goTo('/address/0xdef?evmChain=43114');
    expect(renders).toHaveBeenCalledTimes(2);
    expect(hrefOf('transaction')).toBe(`#/tx/${TX}?evmChain=43114`);
  });

  it('outside a scope (a component on its own) links are as given', () => {
    window.history.replaceState(null, '', `#/address/0xabc?evmChain=${SUMMIT}`);
    render(<Link to={`/tx/${TX}`}>transaction</Link>);
    expect(hrefOf('transaction')).toBe(`#/tx/${TX}`);
  });
});
