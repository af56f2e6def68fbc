import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { setBridgeForTests } from '../bridge';
import { startCoreBridge, type CoreBridge } from '../test/coreBridge';
import { ExportsPage } from './ExportsPage';
import { startServiceProcess } from './testing/serviceProcess';

let service: Awaited<ReturnType<typeof startServiceProcess>>;
let core: CoreBridge;
let folder: string;
let address: string;

beforeAll(async () => {
  service = await startServiceProcess();
  core = await startCoreBridge(async () => ({ dataUrl: service.dataUrl, metricsUrl: service.metricsUrl, close: async () => {} }));
  folder = mkdtempSync(join(tmpdir(), 'ridgeline-exports-folder-'));
  await core.bridge.settings.update({ exportFolder: folder });
  setBridgeForTests(core.bridge);
  const page = await core.bridge.request('listLatestTransactions', { chainId: '43114', pageSize: 3 });
  address = page.transactions![0].from!.address!;
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
    expect(screen.getByRole('heading', { level: 1, name: 'Exports' })).toBeTruthy();
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
    expect(within(row).getByRole('button', { name: /^Remove / })).toBeTruthy();
  }, 40_000);
});
