import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAL_ANSWERS } from '../shapes';
import { EVM_ADDRESS, P_ADDRESS } from '../shapes/common';
import { realApiSuite, showRoute } from '../../support/bridges/realApiBridge';

/**
 * Every walk over pages on a metered profile shows its cost first and asks before it starts (its
 * length is not known ahead): walks in the main process (the staking rewards report, the export for taxes). The stubs play
 * the real API behind a remote profile without a key (6,000 CU/min).
 */

const suite = realApiSuite({
  remoteTier: 'unauthenticated',
  answers: {
    // One page of rewards: a report started here ends.
    listHistoricalRewards: {
      historicalRewards: (REAL_ANSWERS.listHistoricalRewards as { historicalRewards: unknown[] }).historicalRewards,
    },
  },
});
// Reports are written here.
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ridgeline-gate-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const wait = { timeout: 10_000 };
const perPage = (cu: number, pages: number) =>
  `Each page costs ${cu} CU: about ${pages} pages a minute at 6,000 CU/min; the number of pages is not known ahead.`;
const requestsOf = (path: string) => suite.api.dataRequests.filter((r) => r.path.split('?')[0] === path).length;

describe('the cost of a paging walk, asked first on a metered profile', { timeout: 30_000 }, () => {
  it('the staking rewards report: its cost per page is shown and it asks before the main process walks the rewards', async () => {
    const user = userEvent.setup();
    await suite.api.bridge.settings.update({ exportFolder: folder });
    showRoute(`/rewards?addresses=P-${P_ADDRESS}`);
    await user.click(await screen.findByRole('button', { name: 'Staking rewards report' }, wait));
    const form = screen.getByRole('form', { name: 'Staking rewards report' });
    expect(form.textContent).toContain(perPage(100, 60));
    const before = requestsOf('/v1/networks/mainnet/rewards');
    await user.click(within(form).getByRole('button', { name: 'Write report' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Confirm a long job' })).getByRole('button', { name: 'Not now' }));
    expect(await suite.api.bridge.exports.list()).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Write report' }));
    await user.click(screen.getByRole('button', { name: 'Start anyway' }));
    await expect.poll(async () => (await suite.api.bridge.exports.list()).length, wait).toBe(1);
    await expect.poll(() => requestsOf('/v1/networks/mainnet/rewards'), wait).toBeGreaterThan(before);
  });

  it('the export for taxes of an EVM address: the history walk shows its cost and asks first', async () => {
    const user = userEvent.setup();
    showRoute(`/address/${EVM_ADDRESS}`);
    await user.click(await screen.findByRole('button', { name: 'Export for taxes' }, wait));
    const form = screen.getByRole('form', { name: 'Export for taxes' });
    expect(form.textContent).toContain(perPage(20, 300));
    const exportsBefore = (await suite.api.bridge.exports.list()).length;
    await user.click(within(form).getByRole('button', { name: 'Start export for taxes' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm a long job' });
    await user.click(within(confirm).getByRole('button', { name: 'Not now' }));
    expect((await suite.api.bridge.exports.list()).length).toBe(exportsBefore);
  });
});
