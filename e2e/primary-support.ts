import type { Page } from '@playwright/test';
import { expect, test, type App } from './fixtures';

/** Helpers of the Primary Network journeys: what the UI asked the bridge, and what the service says. */

export interface BridgeCall {
  endpointId: string;
  params: Record<string, unknown>;
}

/** Every API request the page makes through the web host's bridge, in order, from now on. */
export function recordApiCalls(page: Page): BridgeCall[] {
  const calls: BridgeCall[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/bridge/api%3Arequest')) return;
    const body = request.postDataJSON() as { endpointId: string; params: Record<string, unknown> };
    calls.push({ endpointId: body.endpointId, params: body.params });
  });
  return calls;
}

/** GET a data-service path straight from the local service (the truth the UI is checked against). */
export async function serviceGet<T>(app: App, path: string): Promise<T> {
  const response = await fetch(app.service.dataUrl + path);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Every item of a paged list, walking nextPageToken. */
export async function serviceAll<T>(app: App, path: string, key: string): Promise<T[]> {
  const items: T[] = [];
  let token: string | undefined;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const page = await serviceGet<Record<string, unknown>>(
      app,
      `${path}${sep}pageSize=100${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`,
    );
    items.push(...((page[key] as T[]) ?? []));
    token = page.nextPageToken as string | undefined;
  } while (token);
  return items;
}

/** Follows the address link of a page's "From" field (a transaction's sender) to its address page. */
export async function openFromAddress(page: Page): Promise<void> {
  await page
    .locator('dt', { hasText: /^From$/ })
    .locator('xpath=following-sibling::dd[1]')
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
}

export async function goTo(page: Page, hashPath: string): Promise<void> {
  await page.evaluate((p) => {
    window.location.hash = p;
  }, hashPath);
}

/** The whole page as `name`.png among the test's output, attached to its report. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** The AVAX (nAVAX) an address holds on the P-, X- and C-Chain (atomic memory) by the service's balances, each asked in that chain's form. */
export async function serviceAvaxByChain(app: App, bare: string, avaxAssetId: string): Promise<{ p: bigint; x: bigint; c: bigint }> {
  const sums = await Promise.all(
    (['p', 'x', 'c'] as const).map(async (chain) => {
      const { balances } = await serviceGet<{ balances: Record<string, Array<{ assetId: string; amount: string }>> }>(
        app,
        `/v1/networks/mainnet/blockchains/${chain}-chain/balances?addresses=${chain.toUpperCase()}-${bare}`,
      );
      return Object.values(balances)
        .flat()
        .filter((e) => e.assetId === avaxAssetId)
        .reduce((s, e) => s + BigInt(e.amount), 0n);
    }),
  );
  return { p: sums[0], x: sums[1], c: sums[2] };
}

/** The owners (bare `avax1…` addresses) of the outputs of the latest X-Chain AVAX transactions: wallets that hold and move AVAX. */
export async function avaxOwners(app: App, avaxAssetId: string): Promise<string[]> {
  const { transactions } = await serviceGet<{ transactions: Array<{ emittedUtxos: Array<{ addresses: string[] }> }> }>(
    app,
    `/v1/networks/mainnet/blockchains/x-chain/assets/${avaxAssetId}/transactions?pageSize=100`,
  );
  // An export's outputs name the chain they go to (P-avax1…): every form of an address is one owner.
  return [...new Set(transactions.flatMap((t) => t.emittedUtxos.flatMap((u) => u.addresses.map((a) => a.replace(/^[PXC]-/, '')))))];
}
