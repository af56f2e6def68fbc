import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIMARY_EXPLORER_RESPONSES } from '../endpoints/primaryExplorer.samples';
import { L1_CHAIN, L1_SUBNET, P_ADDRESS, TEXT_GENESIS_CHAIN, TX_ID, X_ADDRESS } from '../shapes/common';
import { pChainBalances } from '../shapes/primaryNetwork';
import { xChainBalances } from '../samples';
import { realApiSuite, showRoute } from '../../support/bridges/realApiBridge';
import { rowCells } from '../../support/dom/cells';
import { idName } from '../../support/dom/idName';

/** The Primary Network views against the real Data API's answers (test/realApi/shapes/primaryNetwork.ts). */
// The P-Chain answers with its own categories (and one the interface does not name), the X-Chain with locked/unlocked.
realApiSuite({
  answers: { getPrimaryBalances: (_q: URLSearchParams, path: string) => (path.includes('/p-chain/') ? pChainBalances : xChainBalances) },
});

const wait = { timeout: 10_000 };

describe('Primary Network views on real-shaped answers', { timeout: 30_000 }, () => {
  it('blockchains: an EVM chain and a chain whose genesis is text both list', async () => {
    showRoute('/blockchains');
    const grid = await screen.findByRole('grid', { name: 'Blockchains' }, wait);
    const oracle = await within(grid).findByRole('link', { name: 'Ridge Oracle' }, wait);
    expect(oracle.getAttribute('href')).toBe(`#/blockchains/${TEXT_GENESIS_CHAIN}`);
    const dispatch = within(grid).getByRole('link', { name: 'Dispatch' });
    expect(dispatch.getAttribute('href')).toBe(`#/blockchains/${L1_CHAIN}`);
    // The EVM chain has its chain id; the chain whose genesis is text has none.
    expect(rowCells(dispatch)[4]).toBe('779672');
    expect(rowCells(oracle)[4]).toBe('—');
  });

  it('subnets: the L1 and a subnet sent with only its ids both list', async () => {
    showRoute('/subnets');
    const grid = await screen.findByRole('grid', { name: 'Subnets and L1s' }, wait);
    const l1 = await within(grid).findByRole('link', { name: idName(L1_SUBNET) }, wait);
    expect(l1.getAttribute('href')).toBe(`#/subnets/${L1_SUBNET}`);
    expect(rowCells(l1).slice(1, 4)).toEqual(['L1', 'Dispatch, Ridge Oracle', '1 of 1']);
    const idsOnly = '2bRCr6B4MiEfSjidDwxDpdCyviwnfUVqB2HGwhm947w9YYqb7r';
    const subnet = within(grid).getByRole('link', { name: idName(idsOnly) });
    expect(subnet.getAttribute('href')).toBe(`#/subnets/${idsOnly}`);
    expect(rowCells(subnet)[1]).toBe('Subnet');
  });

  it('X-Chain balances: unlocked and atomic memory, all in the totals', async () => {
    showRoute(`/balances?addresses=${X_ADDRESS}&chain=x`);
    const unlocked = await screen.findByRole('table', { name: /^Unlocked$/ }, wait);
    expect(
      within(unlocked)
        .getAllByRole('row')
        .map((r) => rowCells(r)[1]),
    ).toEqual(['Amount', '48.12 AVAX', '2.5 RDG']);
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
    const pending = await screen.findByRole('grid', { name: 'Pending rewards' }, wait);
    const l1Reward = await within(pending).findByText('L1_VALIDATOR', undefined, wait);
    expect(rowCells(l1Reward).slice(1, 3)).toEqual(['L1_VALIDATOR', '25 AVAX']);
    expect(rowCells(l1Reward).at(-1)).toBe('0.012345678 AVAX');
  });

  it('vertices and a P-Chain transaction', async () => {
    showRoute('/xchain/vertices?height=1233999');
    const vertices = await screen.findByRole('grid', { name: 'Vertices' }, wait);
    expect(await within(vertices).findAllByRole('row', { name: /1,?234,?000/ }, wait)).toHaveLength(1);
    expect(within(vertices).getAllByRole('row', { name: /1,?233,?999/ })).toHaveLength(1);
    cleanup();
    showRoute(`/primary/tx/p-chain/${TX_ID}`);
    const title = await screen.findByRole('heading', { level: 1 }, wait);
    expect(title.textContent).toBe('AddPermissionlessDelegatorTx');
    expect(title.parentElement?.textContent).toContain('P-Chain transaction · mainnet');
  });

  it('a validator: its BLS public key and the proof of possession the real API names with it', async () => {
    const validator = PRIMARY_EXPLORER_RESPONSES.getValidator.validators[0];
    showRoute(`/validators/${validator.nodeId}`);
    const term = await screen.findByText('BLS proof of possession', undefined, wait);
    expect(term.nextElementSibling?.textContent).toContain(validator.blsCredentials.proofOfPossession);
  });

  it('a blockchain whose genesis is text shows it as a searchable tree', async () => {
    showRoute(`/blockchains/${TEXT_GENESIS_CHAIN}`);
    expect((await screen.findByRole('heading', { level: 1 }, wait)).textContent).toBe('Ridge Oracle');
    const genesis = screen.getByRole('region', { name: 'Genesis (JSON)' });
    expect(within(genesis).getByRole('searchbox', { name: 'Search genesis' }).getAttribute('value')).toBe('');
    expect(within(genesis).getByRole('tree').textContent).not.toBe('');
  });
});
