import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setBridgeForTests } from '../bridge';
import { startCoreBridge, type CoreBridge } from '../../test/support/bridges/coreBridge';
import { AddToPortfolio } from './AddToPortfolio';
import { usePortfolios } from './portfolioState';

/** "Add to portfolio" through the main process's core (the portfolio store on a temp folder); the local service is not needed. */
let core: CoreBridge;
/** Holds back the renderer's first read of the portfolios, as a slow main process would. */
let releaseList: () => void = () => undefined;
const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

beforeAll(async () => {
  core = await startCoreBridge(async () => ({ dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9', close: async () => {} }));
  const held = new Promise<void>((resolve) => (releaseList = resolve));
  const portfolios = { ...core.bridge.portfolios, list: async () => (await held, core.bridge.portfolios.list()) };
  setBridgeForTests({ ...core.bridge, portfolios });
});
afterEach(() => cleanup());
afterAll(async () => {
  releaseList();
  setBridgeForTests(undefined);
  await core.close();
});

describe('add to portfolio', () => {
  it('puts the address into the portfolio it names, even before the list of portfolios has loaded', async () => {
    await core.bridge.portfolios.create('Alpha');
    const user = userEvent.setup();
    render(<AddToPortfolio member={{ kind: 'evm', address: ADDRESS, chainIds: ['43114'] }} />);
    await user.click(screen.getByRole('button', { name: 'Add to portfolio' }));
    // The list has not arrived: the form offers only a new portfolio.
    expect(usePortfolios.getState().loaded).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Beta');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    releaseList();
    await screen.findByRole('status');
    expect(screen.getByRole('status').textContent).toMatch(/Added to Beta/);
    const saved = await core.bridge.portfolios.list();
    expect(saved.map((p) => [p.name, p.members.map((m) => m.address)])).toEqual([
      ['Alpha', []],
      ['Beta', [ADDRESS]],
    ]);
  });
});
