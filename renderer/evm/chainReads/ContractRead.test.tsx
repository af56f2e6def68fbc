import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeApi } from '../../../shared/bridge/channels';
import { formatAmount } from '../../../shared/format/amount';
import { serviceBridgeForFile } from '../../../test/support/bridges/serviceBridgeForFile';
import { createQueryClient } from '../../api/queryClient';
import { setBridgeForTests } from '../../bridge';
import { ContractRead } from './ContractRead';

/**
 * The Read tab of a contract with no verified source: against the local service through the main process's core,
 * with the source client answering "not verified" (as Sourcify does for most contracts of a real chain). The standard
 * ERC-20 ABI, picked from the contract metadata's ercType, calls the token through the chain's JSON-RPC.
 */
const rig = serviceBridgeForFile();
const get = async <T,>(path: string): Promise<T> => (await (await fetch(`${rig.service.dataUrl}${path}`)).json()) as T;
let token: { address: string; symbol: string; decimals: number };
let holder: string;
let router: string;

beforeAll(async () => {
  const unverified: BridgeApi = {
    ...rig.core.bridge,
    chain: { ...rig.core.bridge.chain, source: async () => ({ verified: false, serverUrl: rig.service.dataUrl }) },
  };
  setBridgeForTests(unverified);
  type Tx = { from: { address: string }; to: { address: string }; method: { methodName?: string }; txStatus: string };
  const { transactions } = await get<{ transactions: Tx[] }>('/v1/chains/43114/transactions?pageSize=100');
  const transfer = transactions.find((t) => t.method.methodName === 'transfer(address,uint256)' && t.txStatus === '1')!;
  holder = transfer.from.address;
  const swap = transactions.find((t) => (t.method.methodName ?? '').startsWith('swap'))!;
  router = swap.to.address;
  const list = await get<{ transactions: { erc20Token: typeof token }[] }>(
    `/v1/chains/43114/addresses/${holder}/transactions:listErc20?pageSize=1`,
  );
  token = list.transactions[0].erc20Token;
}, 60_000);
afterEach(cleanup);

const show = (address: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContractRead address={address} />
    </QueryClientProvider>,
  );
const wait = { timeout: 20_000 };

describe('the Read tab of an unverified contract', { timeout: 60_000 }, () => {
  it("offers the standard ABI of the metadata's ercType, labelled as such, and its balanceOf equals the API's balance at that block", async () => {
    const user = userEvent.setup();
    show(token.address);
    expect((await screen.findByText(/^Not verified\./, {}, wait)).closest('p')!.textContent).toMatch(
      /Not verified\..*the standard ERC-20 ABI's view functions, as the contract metadata names it a token of that kind/,
    );
    expect(screen.getByRole('radio', { name: 'ERC-20 (from the contract metadata)' })).toHaveProperty('checked', true);
    expect(screen.getAllByText('standard ERC-20 ABI, not verified source').length).toBeGreaterThan(0);

    const symbolForm = screen.getByRole('form', { name: 'Call symbol' });
    await user.click(within(symbolForm).getByRole('button', { name: 'Query' }));
    const symbolSection = symbolForm.closest('section')!;
    await waitFor(() => expect(symbolSection.textContent).toContain(token.symbol), wait);

    const { blockNumber } = (await get<{ blocks: { blockNumber: string }[] }>('/v1/chains/43114/blocks?pageSize=1')).blocks[0];
    await user.type(screen.getByRole('textbox', { name: 'At block (empty: the latest)' }), blockNumber);
    const balanceForm = screen.getByRole('form', { name: 'Call balanceOf' });
    await user.type(within(balanceForm).getByRole('textbox', { name: 'owner (address)' }), holder);
    await user.click(within(balanceForm).getByRole('button', { name: 'Query' }));
    const { erc20TokenBalances } = await get<{ erc20TokenBalances: { address: string; balance: string }[] }>(
      `/v1/chains/43114/addresses/${holder}/balances:listErc20?blockNumber=${blockNumber}&contractAddresses=${token.address}`,
    );
    // A balance of nothing is left out of the list.
    const balance = erc20TokenBalances.find((b) => b.address.toLowerCase() === token.address.toLowerCase())?.balance ?? '0';
    const section = balanceForm.closest('section')!;
    await waitFor(() => expect(section.textContent).toContain(`Result: ${formatAmount(balance, token.decimals, { group: true })}`), wait);

    // A bad argument is refused before anything is sent, naming it.
    await user.clear(within(balanceForm).getByRole('textbox', { name: 'owner (address)' }));
    await user.type(within(balanceForm).getByRole('textbox', { name: 'owner (address)' }), '0x12');
    await user.click(within(balanceForm).getByRole('button', { name: 'Query' }));
    expect(within(section).getByRole('alert').textContent).toMatch(/^owner \(address\) /);
  });

  it('lets the user pick a standard when the metadata names none, and shows what a contract without it answers', async () => {
    const user = userEvent.setup();
    show(router);
    const status = () => screen.getByText(/^Not verified\./).closest('p')!;
    await waitFor(() => expect(status().textContent).toMatch(/Pick a token standard to call its view functions\./), wait);
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'ERC-721' }));
    expect(status().textContent).toMatch(/the standard ERC-721 ABI's view functions\.$/);
    const ownerOf = screen.getByRole('form', { name: 'Call ownerOf' });
    await user.type(within(ownerOf).getByRole('textbox', { name: 'tokenId (uint256)' }), '1');
    await user.click(within(ownerOf).getByRole('button', { name: 'Query' }));
    // The router is no ERC-721: the call reverts or answers nothing that fits, and the tab says which.
    await waitFor(() => expect(ownerOf.closest('section')!.textContent).toMatch(/Reverted: |does not fit the ABI/), wait);
  });
});
