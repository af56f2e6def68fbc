import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeApi } from '../../shared/bridge/channels';
import type { ContractNames } from '../../shared/bridge/contractNames';
import { setBridgeForTests } from '../bridge';
import { EvmAddress } from '../components/EvmAddress';
import { idName } from '../../test/support/dom/idName';
import { useContractNames } from './contractNamesState';
import { tableScrollBegan } from '../components/DataTable/scrollingTables';

const TOKEN = '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e';
const ROUTER = '0x096ef3bd302ab48589a86c91009887f9d95b57a7';
const account = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;

/** A bridge whose only use here is contract names: each call recorded, answered from `known` (others: no contract). */
function namesBridge(known: ContractNames) {
  const calls: { chainId: string; addresses: string[] }[] = [];
  const bridge = {
    contracts: {
      names: async (chainId: string, addresses: string[]) => {
        calls.push({ chainId, addresses });
        return Object.fromEntries(addresses.map((a) => [a, known[a] ?? null]));
      },
    },
  } as unknown as BridgeApi;
  setBridgeForTests(bridge);
  return calls;
}

describe('contract names of the addresses a list shows', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    setBridgeForTests(undefined);
    useContractNames.setState({ names: new Map() });
  });

  it('asks once per chain for the addresses of every row drawn together, each address once, and shows names in place of hex', async () => {
    const calls = namesBridge({
      [TOKEN]: { name: 'USD Coin', symbol: 'USDC', ercType: 'ERC-20' },
      [ROUTER]: { name: 'Swap Router', ercType: 'UNKNOWN' },
    });
    useContractNames.getState().setChain('43114');
    const rows = Array.from({ length: 24 }, (_, i) => [account((i % 8) + 1), i % 2 ? TOKEN : ROUTER]);
    render(
      <>
        {rows.map(([from, to], i) => (
          <div key={i} role="row">
            <EvmAddress info={{ address: from }} />
            <EvmAddress info={{ address: to }} />
          </div>
        ))}
        <EvmAddress info={{ address: TOKEN }} chainId="779672" />
        <EvmAddress info={{ address: account(99) }} account />
      </>,
    );
    expect((await screen.findAllByRole('link', { name: /^token USD Coin \(USDC\) 0x[0-9a-fA-F]{40}$/ })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /^contract Swap Router 0x[0-9a-fA-F]{40}$/ })).toHaveLength(12);
    expect(screen.getAllByText('token').length).toBeGreaterThan(0);
    // Accounts stay hex: their links are named by the address alone (the short form seen, then the whole).
    expect(screen.getAllByRole('link', { name: idName('0x0000000000000000000000000000000000000001') }).length).toBeGreaterThan(0);
    expect(calls.map((c) => c.chainId).sort()).toEqual(['43114', '779672']);
    const cChain = calls.find((c) => c.chainId === '43114')!;
    expect(cChain.addresses).toHaveLength(10);
    expect(new Set(cChain.addresses).size).toBe(10);
    // A transaction's sender is an account: never asked about.
    expect(cChain.addresses).not.toContain(account(99));

    // Drawn again (a scroll, a re-render): known names cost no call.
    cleanup();
    render(<EvmAddress info={{ address: TOKEN }} />);
    const token = await screen.findByRole('link', { name: /^token USD Coin \(USDC\) 0x[0-9a-fA-F]{40}$/ });
    expect(token.getAttribute('href')?.toLowerCase()).toBe(`#/address/${TOKEN}`);
    expect(calls).toHaveLength(2);
  });

  it('does not ask for an address scrolled out of view before its batch leaves, and asks when it is shown again', async () => {
    const [COIN, POOL] = [account(0xc011), account(0x9001)];
    const calls = namesBridge({ [COIN]: { name: 'USD Coin', symbol: 'USDC', ercType: 'ERC-20' } });
    useContractNames.getState().setChain('43114');
    const passed = render(<EvmAddress info={{ address: POOL }} />);
    passed.unmount();
    render(<EvmAddress info={{ address: COIN }} />);
    await screen.findByRole('link', { name: /^token USD Coin \(USDC\) 0x[0-9a-fA-F]{40}$/ });
    expect(calls).toEqual([{ chainId: '43114', addresses: [COIN] }]);

    render(<EvmAddress info={{ address: POOL }} />);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toEqual([
      { chainId: '43114', addresses: [COIN] },
      { chainId: '43114', addresses: [POOL] },
    ]);
  });

  it('asks nothing while a table scrolls, then once for the addresses still shown when its rows rest', async () => {
    const [PASSED, SHOWN, ALSO] = [account(0xa11), account(0xb22), account(0xc33)];
    const calls = namesBridge({ [SHOWN]: { name: 'Wrapped AVAX', symbol: 'WAVAX', ercType: 'ERC-20' } });
    useContractNames.getState().setChain('43114');
    const ended = tableScrollBegan();
    render(<EvmAddress info={{ address: PASSED }} />).unmount();
    render(
      <>
        <EvmAddress info={{ address: SHOWN }} />
        <EvmAddress info={{ address: ALSO }} />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toEqual([]);

    ended();
    await screen.findByRole('link', { name: /^token Wrapped AVAX \(WAVAX\) 0x[0-9a-fA-F]{40}$/ });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].addresses.sort()).toEqual([SHOWN, ALSO].sort());
  });
});
