import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { setBridgeForTests } from '../bridge';
import { startCoreBridge, type CoreBridge } from '../../test/support/bridges/coreBridge';
import { ApiKeySection } from './ApiKeySection';
import { ProfilesSection } from './ProfilesSection';

const KEY = 'rk_test_renderer_forgets_Q7w9';
const REMOTE = {
  name: 'Remote',
  dataUrl: 'https://data.example.com',
  metricsUrl: 'https://metrics.example.com',
  defaultNetwork: 'mainnet',
} as const;
let core: CoreBridge | undefined;

afterEach(async () => {
  cleanup();
  setBridgeForTests(undefined);
  await core?.close();
  core = undefined;
});

/** The real core and bridge, the renderer's bridge from now on, over a service at a closed port: nothing here may reach one. */
async function offlineCore(): Promise<CoreBridge> {
  const started = await startCoreBridge(async () => ({
    dataUrl: 'http://127.0.0.1:9',
    metricsUrl: 'http://127.0.0.1:9',
    close: async () => {},
  }));
  setBridgeForTests(started.bridge);
  return started;
}

/** A settings section as the app shows it, with its own query client (passed in to read what it holds). */
function renderShown(section: ReactElement, client = createQueryClient()) {
  render(<QueryClientProvider client={client}>{section}</QueryClientProvider>);
}

describe('API key section', () => {
  it('keeps the key in no renderer state once sent: the input is empty and no mutation holds it', async () => {
    core = await offlineCore();
    const client = createQueryClient();
    const user = userEvent.setup();
    renderShown(<ApiKeySection />, client);
    await screen.findByText('No API key is set.');
    await user.type(screen.getByLabelText('API key', { selector: 'input' }), KEY);
    await user.click(screen.getByRole('button', { name: 'Set key' }));
    await screen.findByText('A key is set, ending in Q7w9.');
    expect((screen.getByLabelText('New API key', { selector: 'input' }) as HTMLInputElement).value).toBe('');
    await waitFor(() =>
      expect(
        JSON.stringify(
          client
            .getMutationCache()
            .getAll()
            .map((m) => m.state),
        ),
      ).not.toContain(KEY),
    );
    expect(document.body.innerHTML).not.toContain(KEY);
  });

  it("says why a saved key is not sent after the profile's Data API URL changed", async () => {
    core = await offlineCore();
    const state = await core.bridge.profiles.save(REMOTE);
    const id = state.profiles[1].id;
    await core.bridge.profiles.activate(id);
    await core.bridge.key.set(KEY);
    await core.bridge.profiles.save(
      { name: 'Remote', dataUrl: 'https://elsewhere.example.net', metricsUrl: 'https://metrics.example.com', defaultNetwork: 'mainnet' },
      id,
    );
    renderShown(<ApiKeySection />);
    expect((await screen.findByText(/is not sent to/)).textContent).toMatch(
      /entered for https:\/\/data\.example\.com and is not sent to https:\/\/elsewhere\.example\.net/,
    );
    expect(screen.getByRole('status').textContent).toBe('No API key is set.');
    expect(screen.getByRole('button', { name: 'Clear key' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('profile form', () => {
  it('shows the main process refusing plain http while a key is set at the Data API URL field, and keeps the saved URL', async () => {
    core = await offlineCore();
    const state = await core.bridge.profiles.save(REMOTE);
    await core.bridge.profiles.activate(state.profiles[1].id);
    await core.bridge.key.set(KEY);
    const user = userEvent.setup();
    renderShown(<ProfilesSection />);
    await user.click(await screen.findByRole('button', { name: 'Edit Remote' }));
    const url = screen.getByRole('textbox', { name: /Data API URL/ });
    await user.clear(url);
    await user.type(url, 'http://data.example.com');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByText(/^Data API URL: /)).textContent).toMatch(
      /^Data API URL: Data API URL must use https while an API key is set/,
    );
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect((await core.bridge.profiles.list()).profiles[1].dataUrl).toBe('https://data.example.com');
  });

  it('refuses a URL with credentials in the form, before anything is sent', async () => {
    core = await offlineCore();
    const user = userEvent.setup();
    renderShown(<ProfilesSection />);
    await user.click(await screen.findByRole('button', { name: 'Add profile' }));
    await user.type(screen.getByRole('textbox', { name: /Profile name/ }), 'Creds');
    await user.type(screen.getByRole('textbox', { name: /Data API URL/ }), 'https://user:pw@data.example.com');
    await user.type(screen.getByRole('textbox', { name: /Metrics API URL/ }), 'https://metrics.example.com');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findByText(/^Data API URL: /)).textContent).toBe('Data API URL: must not contain a user name or password');
    expect((await core.bridge.profiles.list()).profiles).toHaveLength(1);
  });
});
