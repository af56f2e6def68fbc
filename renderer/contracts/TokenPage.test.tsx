import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTRACT_RESPONSES } from '../../test/realApi/endpoints/contract.samples';
import { formatCount } from '../../shared/format/count';
import { TOKEN, hash } from '../../test/realApi/shapes/common';
import { realApiSuite, showRoute } from '../../test/support/bridges/realApiBridge';

/**
 * The token page's "Load all" on a metered profile: the stubs play the real API (ListTransfersResponse of chainkit
 * 0.3.13, the sample transfer of contract.samples.ts) behind a remote profile without a key, the token's transfers in
 * PAGES pages of PAGE_SIZE (more than the table's view holds), each page's token naming the next.
 */
const PAGES = 40;
const PAGE_SIZE = 25;
const [transfer] = CONTRACT_RESPONSES.listTokenTransfers.transfers;
const page = (n: number) => ({
  ...(n + 1 < PAGES ? { nextPageToken: `page-${n + 1}` } : {}),
  transfers: Array.from({ length: PAGE_SIZE }, (_, i) => ({ ...transfer, txHash: hash(n * PAGE_SIZE + i + 1), logIndex: i })),
});
const suite = realApiSuite({
  remoteTier: 'unauthenticated',
  answers: { listTokenTransfers: (query: URLSearchParams) => page(Number(query.get('pageToken')?.slice('page-'.length) ?? 0)) },
});
const transferRequests = () =>
  suite.api.dataRequests.filter((r) => r.path.toLowerCase().startsWith(`/v1/chains/43114/tokens/${TOKEN}/transfers`)).length;
const wait = { timeout: 20_000 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

describe("a token's page", { timeout: 60_000 }, () => {
  it('links each amount to the token; "Load all" asks first, walks every page with its progress, and can be stopped', async () => {
    const user = userEvent.setup();
    showRoute(`/token/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'USD Coin (USDC)' }, wait);
    const grid = await screen.findByRole('grid', { name: 'Transfers of USDC' }, wait);
    // The amount and its symbol open the token's page, like the symbol does in other lists.
    const amount = (await within(grid).findAllByRole('link', { name: '1.25 USDC' }, wait))[0];
    expect(amount.getAttribute('href')).toBe(`#/token/${TOKEN}`);

    const status = () => screen.getByText(/transfers than the|transfer… \d+ so far|transfers are loaded/).textContent ?? '';
    await waitFor(() => expect(status()).toMatch(/^More transfers than the 25 loaded: scroll for more, or Load all/), wait);
    // The metered profile: its cost per page is said, and the walk (its length unknown) asks before it starts.
    expect(status()).toMatch(/Each page costs \d+ CU/);
    // The rows in view are filled first (the table asks for pages while its end is on screen); then it rests.
    await settle();
    const before = transferRequests();
    await user.click(screen.getByRole('button', { name: 'Load all' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Confirm a long job' })).getByRole('button', { name: 'Not now' }));
    await settle();
    expect(transferRequests()).toBe(before);

    await user.click(screen.getByRole('button', { name: 'Load all' }));
    await user.click(screen.getByRole('button', { name: 'Start anyway' }));
    await waitFor(() => expect(status()).toMatch(/^Loading every transfer… \d+ so far\./), wait);
    await waitFor(() => expect(transferRequests()).toBeGreaterThan(before + 2), wait);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(status()).toMatch(/^More transfers than the \d+ loaded/), wait);
    const stopped = transferRequests();
    expect(stopped).toBeLessThan(PAGES);
    // A page asked just before the stop may still land; nothing is asked after it.
    await settle();
    expect(transferRequests()).toBeLessThanOrEqual(stopped + 1);

    await user.click(screen.getByRole('button', { name: 'Load all' }));
    await user.click(screen.getByRole('button', { name: 'Start anyway' }));
    await waitFor(() => expect(status()).toBe(`All ${formatCount(PAGES * PAGE_SIZE)} transfers are loaded.`), { timeout: 50_000 });
    expect(transferRequests()).toBe(PAGES);
  });
});
