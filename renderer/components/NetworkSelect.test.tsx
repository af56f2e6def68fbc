import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { NetworkSelect } from './NetworkSelect';

afterEach(cleanup);

it('offers Mainnet and Fuji by name and answers the chosen network', async () => {
  const onChange = vi.fn();
  render(<NetworkSelect value="mainnet" onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'Network' });
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Mainnet', 'Fuji (testnet)']);
  await userEvent.selectOptions(select, 'Fuji (testnet)');
  expect(onChange).toHaveBeenCalledWith('fuji');
});
