import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { L1_SUBNET, P_ADDRESS } from '../shapes/common';
import { dashboardsAnswers } from '../shapes/dashboards';
import { pxAddressUrl } from '../../../renderer/app/urls';
import { realApiSuite, showRoute } from '../../support/bridges/realApiBridge';

/** The Metrics API's address lists on their pages, from the real API's answers (test/realApi/shapes/dashboards.ts). */
realApiSuite();
// The chain dashboard draws a dozen charts beside the list: a loaded machine takes its time.
const wait = { timeout: 25_000 };

describe('address lists of the Metrics API', { timeout: 60_000 }, () => {
  it("a subnet's validator addresses: each validation's reward addresses, bare or prefixed, link to the P-Chain address", async () => {
    showRoute(`/subnets/${L1_SUBNET}`);
    const grid = await screen.findByRole('grid', { name: 'Validator addresses' }, wait);
    const links = await within(grid).findAllByRole('link', undefined, wait);
    const bare = dashboardsAnswers.getSubnetValidatorAddresses.addresses[1].addresses[0];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining([`#${pxAddressUrl(`P-${P_ADDRESS.replace(/^P-/, '')}`)}`, `#${pxAddressUrl(`P-${bare}`)}`]),
    );
  });

  it('the C-Chain dashboard: addresses that bridged BTC.b, in BTC.b, over the chosen threshold', async () => {
    showRoute('/chain-dashboard');
    const grid = await screen.findByRole('grid', { name: 'BTC.b bridged' }, wait);
    const [first] = dashboardsAnswers.listBtcbBridgers.addresses;
    const row = await within(grid).findByRole('row', { name: new RegExp(first.address.slice(0, 6), 'i') }, wait);
    // 2,500,000,000 satoshis.
    expect(within(row).getByTitle('2500000000 (8 decimals)').textContent).toMatch(/^25(\.0+)? BTC\.b$/);
    expect((screen.getByRole('combobox', { name: /at least/ }) as HTMLSelectElement).value).toBe('1000000');
  });
});
