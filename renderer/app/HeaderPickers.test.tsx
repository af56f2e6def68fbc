import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceBridgeForFile } from '../../test/support/bridges/serviceBridgeForFile';
import { createQueryClient } from '../api/queryClient';
import { setBridgeForTests } from '../bridge';
import { HeaderPickers } from './HeaderPickers';

/** The header's pickers over the local service (its C-Chain 43114 and the Summit L1 432204) through the main process's core. */
const rig = serviceBridgeForFile();
afterEach(() => {
  cleanup();
  setBridgeForTests(rig.core.bridge);
});

/** Renders the pickers and picks `name` in the EVM chain picker once the chains are listed. */
async function selectChain(name: string, chainId: string) {
  const label = new RegExp(`^${name} \\(${chainId}\\)`);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <HeaderPickers />
    </QueryClientProvider>,
  );
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'EVM chain' });
  await screen.findByRole('option', { name: label }, { timeout: 10_000 });
  await waitFor(() => expect(select.disabled).toBe(false));
  await userEvent.setup().selectOptions(select, screen.getByRole('option', { name: label }));
  return select;
}

async function pickChain(name: string, chainId: string) {
  await selectChain(name, chainId);
  await waitFor(async () => expect((await rig.core.bridge.settings.get()).evmChainId).toBe(chainId));
}

describe('the header chain picker', () => {
  it("takes a page on the chain its link named (?evmChain=) to the chain picked, keeping the page's other params", async () => {
    window.history.replaceState(null, '', '#/address/0xabc?tab=erc20&evmChain=432204');
    await pickChain('Summit L1', '432204');
    await waitFor(() => expect(window.location.hash).toBe('#/address/0xabc?tab=erc20'));
  }, 20_000);

  it('leaves the place of a page on the header chain as it is', async () => {
    window.history.replaceState(null, '', '#/address/0xabc?tab=erc20');
    await pickChain('C-Chain', '43114');
    expect(window.location.hash).toBe('#/address/0xabc?tab=erc20');
  });

  it('leaves a page on the chain its link named when the pick could not be saved', async () => {
    const { bridge } = rig.core;
    await bridge.settings.update({ evmChainId: '43114' });
    setBridgeForTests({ ...bridge, settings: { ...bridge.settings, update: () => Promise.reject(new Error('disk full')) } });
    window.history.replaceState(null, '', '#/address/0xabc?evmChain=432204');
    const select = await selectChain('Summit L1', '432204');
    // The failed save ends the pending update: the picker is enabled again, and the page is where it was.
    await waitFor(() => expect(select.disabled).toBe(false));
    expect(window.location.hash).toBe('#/address/0xabc?evmChain=432204');
    expect((await bridge.settings.get()).evmChainId).not.toBe('432204');
  });
});
