import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useUiStore } from '../state/uiStore';
import { ServiceBanner } from './ServiceBanner';

afterEach(() => act(() => useUiStore.setState({ serviceStatus: null })));

it('while the local service starts again after it stopped, the banner says why', () => {
  render(<ServiceBanner />);
  act(() =>
    useUiStore.getState().setServiceStatus({
      state: 'starting',
      profileId: 'local',
      message: 'The local service stopped unexpectedly (exit code 9). Starting it again.',
    }),
  );
  expect(screen.getByRole('status').textContent).toBe(
    'Starting the local service… The local service stopped unexpectedly (exit code 9). Starting it again.',
  );
  act(() => useUiStore.getState().setServiceStatus({ state: 'error', profileId: 'local', message: 'It stopped 4 times.' }));
  expect(screen.getByRole('alert').textContent).toBe('Connection problem: It stopped 4 times.');
  act(() => useUiStore.getState().setServiceStatus({ state: 'ready', profileId: 'local' }));
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});
