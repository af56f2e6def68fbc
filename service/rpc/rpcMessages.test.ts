import { decodeEventLog, type Hex } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { cb58Decode } from '../../shared/codecs/cb58';
import type { IcmMessage } from '../../shared/api/icm';
import { TELEPORTER_MESSENGER } from '../sim/evm/genesisAlloc';
import { hex0x } from '../sim/evm/hex';
import { compiled } from '../sourcify/verifiedContracts';
import { serviceSuite, type Answer } from '../../test/support/rigs/serviceSuite';

/**
 * Cross-chain messages in the chains' JSON-RPC, against the ICM API over HTTP: the source transaction's receipt
 * carries SendCrossChainMessage and the relayer's transaction's receipt ReceiveCrossChainMessage (the Teleporter
 * messenger's events, decoded with its verified ABI), each naming the message id, chains and parties the ICM API
 * names; eth_getLogs over the delivery's block holds the same event.
 */
describe('cross-chain messages in JSON-RPC receipts (contract)', { timeout: 120_000 }, () => {
  const suite = serviceSuite({ startMs: Date.UTC(2026, 3, 1), seed: 7 });
  const { ok } = suite;
  const MESSENGER = compiled('TeleporterMessenger').abi;
  const rpcUrls = new Map<string, string>();
  let messages: IcmMessage[];

  beforeAll(async () => {
    for (const network of ['mainnet', 'fuji']) {
      const listed = await ok('listChains', `/v1/chains?network=${network}`);
      for (const c of listed.chains as Answer[]) rpcUrls.set(c.chainId, c.rpcUrl);
    }
    messages = (await ok('listIcmMessages', '/v1/icm/messages?network=fuji&pageSize=100')).messages;
  }, 60_000);

  async function result(chainId: string, method: string, params: unknown[]): Promise<Answer> {
    const r = await fetch(rpcUrls.get(chainId)!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const json = (await r.json()) as Answer;
    expect(json.error, JSON.stringify(json.error)).toBeUndefined();
    return json.result;
  }
  const messengerEvents = (logs: Answer[]) =>
    logs
      .filter((l) => l.address === TELEPORTER_MESSENGER)
      .map((l) => ({ ...decodeEventLog({ abi: MESSENGER, topics: l.topics, data: l.data }), logIndex: l.logIndex as string }));
  const bytes32Of = (blockchainId: string) => hex0x(cb58Decode(blockchainId)) as Hex;

  it("names every delivered message in the relayer's receipt as ReceiveCrossChainMessage, and its send as SendCrossChainMessage", async () => {
    const delivered = messages.filter((m) => m.status === 'delivered');
    expect(delivered.length).toBeGreaterThan(3);
    for (const m of delivered.slice(0, 12)) {
      const delivery = m.destinationTransaction!;
      const receipt = await result(m.destinationEvmChainId!, 'eth_getTransactionReceipt', [delivery.txHash]);
      const received = messengerEvents(receipt.logs).filter((e) => e.eventName === 'ReceiveCrossChainMessage');
      expect(received).toHaveLength(1);
      const [event] = received;
      expect(event.args).toMatchObject({
        messageID: m.messageId,
        sourceBlockchainID: bytes32Of(m.sourceBlockchainId!),
        deliverer: expect.stringMatching(new RegExp(`^${delivery.delivererAddress!}$`, 'i')),
        message: { originSenderAddress: expect.stringMatching(new RegExp(`^${m.from}$`, 'i')), messageNonce: BigInt(m.messageNonce!) },
      });
      // Its log index is unique in the block: none of the block's other logs has it.
      const blockLogs = await result(m.destinationEvmChainId!, 'eth_getLogs', [
        { fromBlock: receipt.blockNumber, toBlock: receipt.blockNumber },
      ]);
      expect(blockLogs.filter((l: Answer) => l.logIndex === event.logIndex)).toHaveLength(1);
      expect(blockLogs.some((l: Answer) => l.transactionHash === delivery.txHash && l.topics[0] === receipt.logs.at(-1).topics[0])).toBe(
        true,
      );

      const sent = await result(m.sourceEvmChainId!, 'eth_getTransactionReceipt', [m.sourceTransaction!.txHash]);
      const [send] = messengerEvents(sent.logs);
      expect(send.eventName).toBe('SendCrossChainMessage');
      expect(send.args).toMatchObject({ messageID: m.messageId, destinationBlockchainID: bytes32Of(m.destinationBlockchainId!) });
      expect((send.args as unknown as { message: unknown }).message).toEqual((event.args as unknown as { message: unknown }).message);
    }
  });

  it('adds no ReceiveCrossChainMessage to a pending message, nor to a transaction that delivered nothing', async () => {
    const pending = messages.find((m) => m.status === 'pending')!;
    const sent = await result(pending.sourceEvmChainId!, 'eth_getTransactionReceipt', [pending.sourceTransaction!.txHash]);
    expect(messengerEvents(sent.logs).map((e) => e.eventName)).toEqual(['SendCrossChainMessage']);
    const deliveries = new Set(messages.map((m) => m.destinationTransaction?.txHash));
    const head = await result(pending.destinationEvmChainId!, 'eth_getBlockByNumber', ['latest', false]);
    for (const hash of (head.transactions as string[]).filter((h) => !deliveries.has(h))) {
      const receipt = await result(pending.destinationEvmChainId!, 'eth_getTransactionReceipt', [hash]);
      expect(messengerEvents(receipt.logs).filter((e) => e.eventName === 'ReceiveCrossChainMessage')).toEqual([]);
    }
  });
});
