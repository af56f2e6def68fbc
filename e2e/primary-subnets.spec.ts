import { expect, test } from './fixtures';
import { recordApiCalls, screenshot, serviceGet } from './primary-support';
import { countOf } from '../shared/format/sentence';

interface Chain {
  blockchainId: string;
  blockchainName: string;
  subnetId: string;
}
interface Subnet {
  subnetId: string;
  isL1?: boolean;
  threshold?: number;
  ownerAddresses?: string[];
  l1ConversionTransactionHash?: string;
  l1ValidatorManagerDetails?: { blockchainId: string; contractAddress: string };
  blockchains?: Chain[];
}

test('subnets and L1s come from the subnets list (one request, not one per subnet) and an L1 opens with its conversion and validator manager', async ({
  app,
}) => {
  const { page } = app;
  const { subnets } = await serviceGet<{ subnets: Subnet[] }>(app, '/v1/networks/mainnet/subnets?pageSize=10000');
  const calls = recordApiCalls(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subnets and L1s' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subnets and L1s' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Subnets and L1s' });
  await expect(grid.getByText(`End of list · ${countOf(subnets.length, 'rows')}`)).toBeVisible();
  const l1s = subnets.filter((s) => s.isL1);
  await expect(page.getByText(`${subnets.length} subnets, ${l1s.length} of them L1s.`)).toBeVisible();
  await expect(grid.getByText('L1', { exact: true })).toHaveCount(l1s.length);
  expect(calls.filter((c) => c.endpointId === 'getSubnet')).toEqual([]);
  expect(calls.filter((c) => c.endpointId === 'listSubnets').length).toBeGreaterThan(0);
  await screenshot(page, 'subnets');

  const l1 = l1s[0];
  await grid.getByRole('link', { name: l1.subnetId }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'L1' })).toBeVisible();
  const l1Section = page.getByRole('region', { name: 'L1' });
  await expect(l1Section.getByText(l1.l1ConversionTransactionHash!, { exact: true })).toBeVisible();
  await expect(l1Section.getByText(l1.l1ValidatorManagerDetails!.contractAddress, { exact: true })).toBeVisible();
  const registration = page.getByRole('region', { name: 'Registration' });
  await expect(registration).toContainText(`${l1.threshold} of ${l1.ownerAddresses!.length} signatures`);
  for (const owner of l1.ownerAddresses!) await expect(registration.getByText(owner, { exact: true }).first()).toBeVisible();
  await screenshot(page, 'l1');

  // Its blockchains link to their pages.
  const chain = l1.blockchains![0];
  await page
    .getByRole('grid', { name: 'Blockchains of this subnet' })
    .getByRole('link', { name: chain.blockchainName, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: chain.blockchainName })).toBeVisible();
});
