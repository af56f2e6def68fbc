import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { setBridgeForTests } from '../bridge';
import { startCoreBridge, type CoreBridge } from '../../test/support/coreBridge';
import { ApiKeySection } from './ApiKeySection';
import { ProfilesSection } from './ProfilesSection';

const KEY = 'rk_test_renderer_forgets_Q7w9';
let core: CoreBridge | undefined;

afterEach(async () => {
  cleanup();
  setBridgeForTests(undefined);
  await core?.close();
  core = undefined;
});

describe('API key section', () => {
  it('keeps the key in no renderer state once sent: the input is empty and no mutation holds it', async () => {
    core = await startCoreBridge(async () => ({ dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9', close: async () => {} }));
    setBridgeForTests(core.bridge);
    const client = createQueryClient();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={client}>
        <ApiKeySection />
      </QueryClientProvider>,
    );
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
    core = await startCoreBridge(async () => ({ dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9', close: async () => {} }));
    const state = await core.bridge.profiles.save({
      name: 'Remote',
      dataUrl: 'https://data.example.com',
      metricsUrl: 'https://metrics.example.com',
      defaultNetwork: 'mainnet',
    });
    const id = state.profiles[1].id;
    await core.bridge.profiles.activate(id);
    await core.bridge.key.set(KEY);
    await core.bridge.profiles.save(
      { name: 'Remote', dataUrl: 'https://elsewhere.example.net', metricsUrl: 'https://metrics.example.com', defaultNetwork: 'mainnet' },
      id,
    );
    setBridgeForTests(core.bridge);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ApiKeySection />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText(/entered for https:\/\/data\.example\.com and is not sent to https:\/\/elsewhere\.example\.net/),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No API key is set.');
    expect(screen.getByRole('button', { name: 'Clear key' })).toBeTruthy();
  });
});

describe('profile form', () => {
  it('shows the main process refusing plain http while a key is set at the Data API URL field, and keeps the saved URL', async () => {
    core = await startCoreBridge(async () => ({ dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9', close: async () => {} }));
    const state = await core.bridge.profiles.save({
      name: 'Remote',
      dataUrl: 'https://data.example.com',
      metricsUrl: 'https://metrics.example.com',
      defaultNetwork: 'mainnet',
    });
    await core.bridge.profiles.activate(state.profiles[1].id);
    await core.bridge.key.set(KEY);
    setBridgeForTests(core.bridge);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ProfilesSection />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Remote' }));
    const url = screen.getByRole('textbox', { name: /Data API URL/ });
    await user.clear(url);
    await user.type(url, 'http://data.example.com');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(/Data API URL: Data API URL must use https while an API key is set/)).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect((await core.bridge.profiles.list()).profiles[1].dataUrl).toBe('https://data.example.com');
  });

  it('refuses a URL with credentials in the form, before anything is sent', async () => {
    core = await startCoreBridge(async () => ({ dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9', close: async () => {} }));
    setBridgeForTests(core.bridge);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ProfilesSection />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Add profile' }));
    await user.type(screen.getByRole('textbox', { name: /Profile name/ }), 'Creds');
    await user.type(screen.getByRole('textbox', { name: /Data API URL/ }), 'https://user:pw@data.example.com');
    await user.type(screen.getByRole('textbox', { name: /Metrics API URL/ }), 'https://metrics.example.com');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Data API URL: must not contain a user name or password')).toBeTruthy();
    expect((await core.bridge.profiles.list()).profiles).toHaveLength(1);
  });
});
