import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonTree } from './JsonTree';

const genesis = {
  config: { chainId: 432204, feeConfig: { minBaseFee: 25000000000 } },
  alloc: Object.fromEntries(Array.from({ length: 230 }, (_, i) => [`0x${i.toString(16).padStart(40, '0')}`, { balance: '0x1' }])),
};

afterEach(cleanup);

// jsdom renders a few hundred tree rows slowly on a busy machine.
describe('JsonTree', { timeout: 20_000 }, () => {
  it('opens only the top level, and a branch on click', async () => {
    render(<JsonTree value={genesis} label="genesis" />);
    const tree = screen.getByRole('tree', { name: 'genesis' });
    expect(within(tree).queryByText('chainId:')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Expand config' }));
    expect(within(tree).getByText('chainId:').parentElement?.textContent).toBe('chainId: 432204');
  });

  it('renders a large object 200 children at a time', async () => {
    render(<JsonTree value={genesis} label="genesis" />);
    await userEvent.click(screen.getByRole('button', { name: 'Expand alloc' }));
    const alloc = screen.getByRole('button', { name: 'Collapse alloc' }).closest('li')!;
    expect(within(alloc).getAllByRole('treeitem')).toHaveLength(200);
    await userEvent.click(within(alloc).getByRole('button', { name: 'Show 30 more of 30' }));
    expect(within(alloc).getAllByRole('treeitem')).toHaveLength(230);
  });

  it('search shows the branches holding a match, opened, and counts the matches', async () => {
    render(<JsonTree value={genesis} label="genesis" />);
    await userEvent.type(screen.getByRole('searchbox', { name: /search genesis/i }), 'minbase');
    expect((await screen.findByText(/ match/)).textContent).toBe('1 match');
    const tree = screen.getByRole('tree', { name: 'genesis' });
    expect(within(tree).getByText('minBaseFee:').parentElement?.textContent).toBe('minBaseFee: 25000000000');
    expect(within(tree).queryByText('alloc:')).toBeNull();
    await userEvent.clear(screen.getByRole('searchbox', { name: /search genesis/i }));
    await userEvent.type(screen.getByRole('searchbox', { name: /search genesis/i }), 'nowhere');
    expect((await screen.findByText(/^Nothing in the genesis/)).textContent).toBe('Nothing in the genesis contains “nowhere”.');
  });
});
