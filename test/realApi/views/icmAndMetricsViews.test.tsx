import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ICM_RESPONSES } from '../endpoints/icm.samples';
import { realApiSuite, showRoute } from '../../support/bridges/realApiBridge';

/** Cross-chain messages and the TPS page against the real APIs' answers (test/realApi/shapes). */
realApiSuite();

const wait = { timeout: 10_000 };

describe('cross-chain messages and metrics on real-shaped answers', { timeout: 30_000 }, () => {
  it('messages: the delivered and the pending message both list with their status', async () => {
    showRoute('/icm');
    const grid = await screen.findByRole('grid', { name: /messages/i }, wait);
    expect(await within(grid).findAllByRole('row', { name: /delivered/i }, wait)).toHaveLength(1);
    expect(within(grid).getAllByRole('row', { name: /pending/i })).toHaveLength(1);
    cleanup();
    showRoute(`/icm/${ICM_RESPONSES.getIcmMessage.messageId}`);
    expect((await screen.findByText('53935', { exact: false }, wait)).textContent).toMatch(/\b53935\b/);
  });

  it('TPS: the older daily metrics are labelled daily', async () => {
    showRoute('/tps');
    expect((await screen.findByText(/ points$/, undefined, wait)).textContent).toBe('daily points');
  });
});
