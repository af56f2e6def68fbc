import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IcmMessage } from '../../../shared/api/icm';
import { firstChainRead, serviceBridgeForFile } from '../../../test/support/bridges/serviceBridgeForFile';
import { createQueryClient } from '../../api/queryClient';
import { TransactionLogs } from './TransactionLogs';
import { loadAbiCodec } from './useChainReads';

/** A relayer's transaction on the transaction page's Logs: its ReceiveCrossChainMessage read from the chain's JSON-RPC. */
const rig = serviceBridgeForFile();
let m: IcmMessage;

// Once per file, before the test's own waits: the chain's first JSON-RPC read and the codec's chunk (viem), compiled on its
// first import.
beforeAll(async () => {
  const answer = await fetch(`${rig.service.dataUrl}/v1/icm/messages?network=fuji&pageSize=50`);
  const { messages } = (await answer.json()) as { messages: IcmMessage[] };
  m = messages.find((x) => x.status === 'delivered')!;
  await Promise.all([firstChainRead(rig, m.destinationEvmChainId!), loadAbiCodec()]);
}, 240_000);

describe("a delivered cross-chain message in the destination transaction's logs", { timeout: 60_000 }, () => {
  it('decodes ReceiveCrossChainMessage by name, with the message id the ICM API names', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TransactionLogs chainId={m.destinationEvmChainId!} txHash={m.destinationTransaction!.txHash!} names={new Map()} />
      </QueryClientProvider>,
    );
    const entry = await screen.findByRole('listitem', { name: /^Log \d+: ReceiveCrossChainMessage$/ }, { timeout: 30_000 });
    expect(entry.textContent).toContain(m.messageId);
    // The indexed messageID argument decoded to the message's id.
    const row = within(entry).getByRole('row', { name: /messageID/ });
    expect(within(row).getAllByRole('cell').at(-1)?.textContent).toBe(m.messageId);
  });
});
