import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND } from '../../../test/realApi/shapes/routes';
import { realApiSuite, showRoute } from '../../../test/support/bridges/realApiBridge';

const PUNKS = '0x71c7656ec7ab88b098defb751b7401b5f6d8976f';
const UNNAMED = '0x8ba1f109551bd432803012645ac136ddd64dba72';
const COIN = '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e';
/** Erc721Contract and Erc20Contract of GET /v1/chains/{chainId}/addresses/{address} (chainkit 0.3.13); an account is its 404. */
const contracts: Record<string, object> = {
  [PUNKS]: { address: PUNKS, ercType: 'ERC-721', name: 'Punks', symbol: 'PNK' },
  [UNNAMED]: { address: UNNAMED, ercType: 'ERC-721' },
  [COIN]: { address: COIN, ercType: 'ERC-20', name: 'USD Coin', symbol: 'USDC', decimals: 6 },
};
const suite = realApiSuite({
  answers: { getContractMetadata: (_query: URLSearchParams, path: string) => contracts[path.split('/').pop()!.toLowerCase()] ?? NOT_FOUND },
});
const wait = { timeout: 20_000 };

describe('the NFT collections page', { timeout: 60_000 }, () => {
  it('lists the ERC-721 collections met so far on the chain, latest first, each linking to its collection page', async () => {
    const first = showRoute('/nfts');
    const empty = await screen.findByRole('table', { name: /^Collections seen on / }, wait);
    expect(within(empty).getByText(/^None yet: a collection is listed here once it appears in a list you open/)).toBeInstanceOf(
      HTMLElement,
    );

    // What a list of transfers would have asked as its rows came in.
    await suite.api.bridge.contracts.names('43114', [COIN, PUNKS]);
    await suite.api.bridge.contracts.names('43114', [UNNAMED]);
    first.unmount();
    showRoute('/nfts');
    const table = await screen.findByRole('table', { name: /^Collections seen on / }, wait);
    await within(table).findByRole('link', { name: 'Punks' }, wait);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('rowheader')[0].textContent)).toEqual(['Unnamed collection', 'Punks']);
    expect(within(table).getByRole('link', { name: 'Punks' }).getAttribute('href')).toBe(
      '#/nfts/0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
    );
    expect(within(rows[1]).getByRole('cell', { name: 'PNK' })).toBeInstanceOf(HTMLElement);
    expect(within(table).queryByText('USD Coin')).toBeNull();
  });
});
