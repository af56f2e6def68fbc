import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { setBridgeForTests } from '../bridge';
import { startCoreBridge, type CoreBridge } from '../../test/support/bridges/coreBridge';
import { ExportsPage } from './ExportsPage';
import { startServiceProcess } from '../../test/support/rigs/serviceProcess';
import { describePrimaryNetwork, primaryNetworksFor } from '../../test/support/rigs/primaryNetworkFacts';

let service: Awaited<ReturnType<typeof startServiceProcess>>;
let core: CoreBridge;
let folder: string;
let address: string;
let primaryUser: string;

beforeAll(async () => {
  service = await startServiceProcess();
  core = await startCoreBridge(async () => ({ dataUrl: service.dataUrl, metricsUrl: service.metricsUrl, close: async () => {} }));
  folder = mkdtempSync(join(tmpdir(), 'ridgeline-exports-folder-'));
  await core.bridge.settings.update({ exportFolder: folder });
  setBridgeForTests(core.bridge);
  const page = await core.bridge.request('listLatestTransactions', { chainId: '43114', pageSize: 3 });
  address = page.transactions![0].from!.address!;
  // The service process runs seed 1 from today: the same Primary Network as this copy.
  primaryUser = describePrimaryNetwork(primaryNetworksFor(1), 'mainnet').addresses.user;
}, 30_000);

afterAll(async () => {
  cleanup();
  setBridgeForTests(undefined);
  await core.close();
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('Exports page', () => {
  it('names the bad field and starts nothing; a good export shows in the history until Completed, with its file', async () => {
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ExportsPage />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Exports');
    await screen.findByRole('checkbox', { name: /Summit L1/ }, { timeout: 10_000 });
    await user.click(screen.getByRole('checkbox', { name: /C-Chain/ }));
    await user.type(screen.getByRole('textbox', { name: /Addresses/ }), '0xnothex');
    await user.type(screen.getByLabelText('First date'), '2026-03-02');
    await user.type(screen.getByLabelText('Last date'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Start export' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      expect.stringContaining('Addresses: "0xnothex" is not a valid 0x address'),
      'Chains: choose at least one chain.',
      'First date: it must not be after the last date.',
    ]);
    expect(await core.bridge.exports.list()).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /Addresses/ }));
    await user.type(screen.getByRole('textbox', { name: /Addresses/ }), address);
    await user.clear(screen.getByLabelText('First date'));
    await user.clear(screen.getByLabelText('Last date'));
    await user.click(screen.getByRole('checkbox', { name: /C-Chain/ }));
    await user.type(screen.getByRole('textbox', { name: 'File name (optional)' }), 'from-ui');
    await user.click(screen.getByRole('button', { name: 'Start export' }));

    const history = await screen.findByRole('table', { name: 'Export history' }, { timeout: 10_000 });
    const row = within(history).getAllByRole('row')[1];
    await within(row).findByText('Completed', {}, { timeout: 20_000 });
    expect(row.textContent).toContain(join(folder, 'from-ui.csv'));
    const lines = readFileSync(join(folder, 'from-ui.csv'), 'utf8').split('\r\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(1);
    const remove = within(row)
      .getByRole('button', { name: /^Remove / })
      .getAttribute('aria-label');
    expect(remove?.toLowerCase()).toBe(
      `remove transactions of ${address.slice(0, 8)}…${address.slice(-6)} on 1 chain from the history`.toLowerCase(),
    );
  }, 40_000);

  it('a Primary Network export: P-/X- addresses, the Primary Network chains, its own columns in the file', async () => {
    cleanup();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ExportsPage />
      </QueryClientProvider>,
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Export type' }),
      'Primary Network transactions (P-, X-Chain, C-Chain atomic)',
    );
    expect(screen.getByRole('checkbox', { name: 'P-Chain' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'X-Chain' })).toHaveProperty('checked', true);
    const addresses = screen.getByRole('textbox', { name: /Addresses \(P-… or X-…/ });
    await user.type(addresses, address);
    await user.click(screen.getByRole('button', { name: 'Start export' }));
    expect(screen.getByRole('alert').textContent).toContain('must be a mainnet P- or X-Chain address');

    await user.clear(addresses);
    await user.type(addresses, primaryUser);
    await user.clear(screen.getByRole('textbox', { name: 'File name (optional)' }));
    await user.type(screen.getByRole('textbox', { name: 'File name (optional)' }), 'primary');
    await user.click(screen.getByRole('button', { name: 'Start export' }));
    const history = await screen.findByRole('table', { name: 'Export history' }, { timeout: 10_000 });
    // The entry shows once the main process has saved it, which may be after the table itself (holding the first test's export) is there.
    const row = await waitFor(
      () => {
        const found = within(history)
          .getAllByRole('row')
          .find((r) => r.textContent?.includes('primary.csv'));
        if (!found) throw new Error('no history row for primary.csv yet');
        return found;
      },
      { timeout: 10_000 },
    );
    await within(row).findByText('Completed', {}, { timeout: 20_000 });
    const lines = readFileSync(join(folder, 'primary.csv'), 'utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('chain,timestamp (UTC),txHash,txType,assetId,symbol,received,sent,fee,feeSymbol');
    expect(lines.length).toBeGreaterThan(1);
    expect(row.textContent).toContain(`${(lines.length - 1).toLocaleString('en-US')} rows`);
  }, 40_000);
});
