import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileForm } from './ProfileForm';

/** A profile's Sourcify server and RPC URLs by chain: checked at their fields, sent as the profile's map. */
describe('ProfileForm: the chain reads of a profile', { timeout: 30_000 }, () => {
  afterEach(cleanup);
  const base = { name: 'Mine', dataUrl: 'https://data.example', metricsUrl: 'https://metrics.example', defaultNetwork: 'mainnet' as const };

  async function fill(rpcLines: string, sourcify = '') {
    const onSave = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<ProfileForm template={base} onSave={onSave} onCancel={() => undefined} />);
    if (sourcify) await user.type(screen.getByLabelText('Sourcify server URL (optional)'), sourcify);
    if (rpcLines) await user.type(screen.getByLabelText(/^RPC URLs by chain/), rpcLines);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    return onSave;
  }

  it('sends the RPC URLs as a map by chain id and the Sourcify server', async () => {
    const onSave = await fill('43114=https://rpc.example/c{Enter}779672 = https://rpc.example/l1', 'https://sourcify.example/server');
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        sourcifyUrl: 'https://sourcify.example/server',
        rpcUrls: { '43114': 'https://rpc.example/c', '779672': 'https://rpc.example/l1' },
      }),
    );
  });

  it('refuses a line that is not chainId=URL before anything is sent', async () => {
    expect(await fill('just a url')).not.toHaveBeenCalled();
    expect(screen.getByText(/^RPC URLs: /).textContent).toBe('RPC URLs: line 1 must be written chainId=URL');
  });

  it('names the chain of a bad RPC URL', async () => {
    expect(await fill('43114=ftp://rpc.example')).not.toHaveBeenCalled();
    expect(screen.getByText(/^RPC URLs: /).textContent).toMatch(/^RPC URLs: chain 43114: must be an http\(s\) URL/);
  });
});
