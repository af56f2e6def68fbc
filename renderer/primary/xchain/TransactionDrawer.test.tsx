import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeApi } from '../../../shared/bridge/channels';
import { createQueryClient } from '../../api/queryClient';
import { setBridgeForTests } from '../../bridge';
import type { XTransaction } from './assetTxColumns';
import { TransactionDrawer } from './TransactionDrawer';

/** A bridge whose every request fails: the drawer must still show what the transaction itself carries. */
const offline = { request: () => Promise.reject(new Error('offline')) } as unknown as BridgeApi;

afterEach(() => {
  cleanup();
  setBridgeForTests(undefined);
});

const base: XTransaction = {
  txHash: '2Jx1nZ3mG7xQ2qQkGf1FqfW9yW3FkZfT9S5wJ3kZ8xXxZcY8dV',
  txType: 'BaseTx',
  timestamp: 1_700_000_000,
  consumedUtxos: [],
  emittedUtxos: [],
  amountUnlocked: [],
  amountCreated: [],
};

function show(tx: XTransaction) {
  setBridgeForTests(offline);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <TransactionDrawer tx={tx} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('the X-Chain transaction drawer', () => {
  // The real API's linear X-Chain transactions (its OpenAPI's XChainLinearTransaction) sit in a block.
  it('shows the block height and hash of a linear transaction', () => {
    show({ ...base, chainFormat: 'linear', blockHeight: 1_234_567, blockHash: '2SLQ1GUbVzQmyxrAXr8gk1NJzADmxnACWsgYGgLTgMw29TH1hV' });
    const block = screen.getByText('Block');
    expect(block.nextElementSibling?.textContent).toContain('height 1234567');
    expect(block.nextElementSibling?.textContent).toContain('2SLQ1GUbVzQmyxrAXr8gk1NJzADmxnACWsgYGgLTgMw29TH1hV');
  });

  it('shows no block row for a transaction of the vertex era', () => {
    show({ ...base, chainFormat: 'non-linear', vertices: [] });
    expect(screen.queryByText('Block')).toBeNull();
  });
});
