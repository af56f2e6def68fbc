import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { L1_SUBNET, P_ADDRESS, TEXT_GENESIS_CHAIN, TX_ID, X_ADDRESS } from '../../e2e/realApi/shapes/common';
import { pChainBalances } from '../../e2e/realApi/shapes/primaryNetwork';
import { xChainBalances } from '../../e2e/realApi/samples';
import { realApiSuite, showRoute } from '../../test/support/realApiBridge';
import { idName } from '../../test/support/idName';
import { PRIMARY_EXPLORER_RESPONSES } from '../../shared/api/primaryExplorer.samples';

/** The Primary Network views against the real Data API's answers (e2e/realApi/shapes/primaryNetwork.ts). */
// The P-Chain answers with its own categories (and one the interface does not name), the X-Chain with locked/unlocked.
realApiSuite({
  answers: { getPrimaryBalances: (_q: URLSearchParams, path: string) => (path.includes('/p-chain/') ? pChainBalances : xChainBalances) },
});

const wait = { timeout: 10_000 };

describe('Primary Network views on real-shaped answers', { timeout: 30_000 }, () => {
  it('blockchains: an EVM chain and a chain whose genesis is text both list', async () => {
    showRoute('/blockchains');
    const grid = await screen.findByRole('grid', { name: 'Blockchains' }, wait);
    expect(await within(grid).findByText('Ridge Oracle', undefined, wait)).toBeTruthy();
    expect(within(grid).getByText('Dispatch')).toBeTruthy();
  });

  it('subnets: the L1 and a subnet sent with only its ids both list', async () => {
    showRoute('/subnets');
    const grid = await screen.findByRole('grid', { name: 'Subnets and L1s' }, wait);
    expect(await within(grid).findByRole('link', { name: idName(L1_SUBNET) }, wait)).toBeTruthy();
    expect(within(grid).getByRole('link', { name: idName('2bRCr6B4MiEfSjidDwxDpdCyviwnfUVqB2HGwhm947w9YYqb7r') })).toBeTruthy();
  });

  it('X-Chain balances: unlocked and atomic memory, all in the totals', async () => {
    showRoute(`/balances?addresses=${X_ADDRESS}&chain=x`);
    expect(await screen.findByRole('table', { name: /^Unlocked$/ }, wait)).toBeTruthy();
    const totals = screen.getByRole('region', { name: /Totals on X-Chain/ });
    expect(totals.textContent).toContain('48.62');
    expect(totals.textContent).toContain('RDG');
  });

  it('P-Chain balances: a category the interface does not name is shown under its own key and counted in the totals', async () => {
    showRoute(`/balances?addresses=P-${P_ADDRESS}&chain=p`);
    const unknown = await screen.findByRole('table', { name: 'unlockedUnstakedL1ValidatorFees' }, wait);
    expect(unknown.textContent).toContain('4.2');
    // 1,500 + 2,000 + 25 + 0.1 (atomic memory) + 4.2 AVAX.
    expect(screen.getByRole('region', { name: /Totals on P-Chain/ }).textContent).toContain('3,529.3');
  });

  it('rewards: a historical reward priced from a number, a pending reward of a type the interface does not list', async () => {
    showRoute(`/rewards?addresses=P-${P_ADDRESS}`);
    const historical = await screen.findByRole('grid', { name: 'Historical rewards' }, wait);
    const first = await within(historical).findAllByRole('row', { name: /VALIDATOR/ }, wait);
    expect(first.map((r) => r.textContent).join(' ')).toContain('10.345678901');
    const pending = screen.getByRole('grid', { name: 'Pending rewards' });
    expect(await within(pending).findByText('L1_VALIDATOR', undefined, wait)).toBeTruthy();
  });

  it('vertices and a P-Chain transaction', async () => {
    showRoute('/xchain/vertices?height=1233999');
    const vertices = await screen.findByRole('grid', { name: 'Vertices' }, wait);
    expect(await within(vertices).findAllByRole('row', { name: /1,?234,?000/ }, wait)).toHaveLength(1);
    expect(within(vertices).getAllByRole('row', { name: /1,?233,?999/ })).toHaveLength(1);
    cleanup();
    showRoute(`/primary/tx/p-chain/${TX_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'AddPermissionlessDelegatorTx' }, wait)).toBeTruthy();
    expect(screen.getByText('P-Chain transaction · mainnet')).toBeTruthy();
  });

  it('a validator: its BLS public key and the proof of possession the real API names with it', async () => {
    const validator = PRIMARY_EXPLORER_RESPONSES.getValidator.validators[0];
    showRoute(`/validators/${validator.nodeId}`);
    const term = await screen.findByText('BLS proof of possession', undefined, wait);
    expect(term.nextElementSibling?.textContent).toContain(validator.blsCredentials.proofOfPossession);
  });

  it('a blockchain whose genesis is text shows it as a searchable tree', async () => {
    showRoute(`/blockchains/${TEXT_GENESIS_CHAIN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ridge Oracle' }, wait)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Genesis (JSON)' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search genesis' })).toBeTruthy();
  });
});
