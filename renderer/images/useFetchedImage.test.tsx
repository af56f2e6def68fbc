import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeApi } from '../../shared/bridge/channels';
import { createQueryClient } from '../api/queryClient';
import { setBridgeForTests } from '../bridge';
import { ContractBadge } from '../contracts/ContractBadge';

/** A logo is shown from what the main process fetched: the page never loads the logo's own URL. */
const LOGO_URL = 'http://127.0.0.1:9/static/logo/token.svg';
const DATA_URL = 'data:image/svg+xml;base64,PHN2Zy8+';

function show(fetched: string | null) {
  const asked: string[] = [];
  setBridgeForTests({
    images: {
      fetch: async (url: string) => {
        asked.push(url);
        return fetched;
      },
    },
  } as unknown as BridgeApi);
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <ContractBadge name={{ name: 'Token', ercType: 'ERC-20', logoUri: LOGO_URL }} />
    </QueryClientProvider>,
  );
  return { asked, view };
}

describe('contract logos', () => {
  afterEach(() => {
    cleanup();
    setBridgeForTests(undefined);
  });

  it('shows the data: URL the main process handed back, having asked it for the logo', async () => {
    const { asked, view } = show(DATA_URL);
    await expect.poll(() => view.container.querySelector('img.contract-logo')?.getAttribute('src')).toBe(DATA_URL);
    expect(asked).toEqual([LOGO_URL]);
    expect(view.container.innerHTML).not.toContain(LOGO_URL);
  });

  it('shows no image when the main process refused it', async () => {
    const { asked, view } = show(null);
    await expect.poll(() => asked.length).toBe(1);
    expect(view.container.querySelector('img')).toBeNull();
    // The badge falls back to its text, the token's kind, where the logo would be.
    expect(view.container.textContent).toContain('token');
  });
});
