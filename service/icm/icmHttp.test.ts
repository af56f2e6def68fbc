import { beforeAll, describe, expect, it } from 'vitest';
import type { IcmMessage } from '../../shared/api/icm';
import { serviceSuite } from '../../test/support/rigs/serviceSuite';
import { roleOf } from './icmMessages';

/**
 * The cross-chain message reads over HTTP, parsed with the shared schemas: the fuji network's list walked to its
 * end and compared with the messages found by brute force in the simulated chains; every message's transactions
 * resolve with getTransaction on their chains and name the message back; a pending message is delivered once its
 * destination chain moves on; filters; and every error path.
 */
describe('cross-chain message endpoints (contract)', { timeout: 60_000 }, () => {
  const suite = serviceSuite({ startMs: Date.UTC(2026, 3, 1), seed: 7 });
  const { clock, get, ok } = suite;
  let all: IcmMessage[];

  async function walk(path: string): Promise<IcmMessage[]> {
    const items: IcmMessage[] = [];
    let token: string | undefined;
    do {
      const body = await ok('listIcmMessages', `${path}${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`);
      if (body.nextPageToken) expect(body.messages.length).toBe(Number(new URLSearchParams(path.split('?')[1]).get('pageSize')));
      items.push(...body.messages);
      token = body.nextPageToken;
    } while (token);
    return items;
  }

  const time = (m: IcmMessage) => (m.sourceTransaction ?? m.destinationTransaction)!.timestamp!;

  beforeAll(async () => {
    all = await walk('/v1/icm/messages?network=fuji&pageSize=40');
  }, 60_000);

  it('walks every message of the network once, newest first, as the simulated chains hold them', () => {
    const expected = suite.service.world.evm.chainsOf('fuji').flatMap((chain) => {
      const found: string[] = [];
      for (let seq = 0; seq < chain.store.txCount; seq++) if (roleOf(chain, seq)) found.push(`${chain.spec.evmChainId}:${seq}`);
      return found;
    });
    expect(all.length).toBe(expected.length);
    expect(new Set(all.map((m) => m.messageId)).size).toBe(all.length);
    for (let i = 1; i < all.length; i++) expect(time(all[i])).toBeLessThanOrEqual(time(all[i - 1]));
    const statuses = new Set(all.map((m) => m.status));
    expect([...statuses].sort()).toEqual(['delivered', 'delivered_source_not_indexed', 'pending']);
  });

  it("resolves every message's transactions on their chains, and those transactions name the message", async () => {
    const checked = all.filter((m, i) => m.status !== 'delivered' || i % 7 === 0);
    let namedItself = 0;
    for (const m of checked) {
      expect(await ok('getIcmMessage', `/v1/icm/messages/${m.messageId}`)).toEqual(m);
      if (m.sourceTransaction) {
        const tx = await ok('getTransaction', `/v1/chains/${m.sourceEvmChainId}/transactions/${m.sourceTransaction.txHash}`);
        expect(tx.nativeTransaction.blockTimestamp).toBe(m.sourceTransaction.timestamp);
        expect(tx.teleporterMessageInfo).toEqual({
          teleporterMessageId: m.messageId,
          direction: 'SOURCE_TRANSACTION',
          sourceChainId: m.sourceBlockchainId,
          destinationChainId: m.destinationBlockchainId,
        });
      }
      if (m.destinationTransaction) {
        const tx = await ok('getTransaction', `/v1/chains/${m.destinationEvmChainId}/transactions/${m.destinationTransaction.txHash}`);
        expect(tx.nativeTransaction.blockTimestamp).toBe(m.destinationTransaction.timestamp);
        expect(tx.nativeTransaction.from.address.toLowerCase()).toBe(m.destinationTransaction.delivererAddress);
        if (m.sourceTransaction) expect(m.destinationTransaction.timestamp).toBeGreaterThan(m.sourceTransaction.timestamp!);
        // The relayer's transaction names the message it delivered, as the source transaction does (the oldest
        // one, should one transaction deliver several: then that one names the same transaction too).
        const info = tx.teleporterMessageInfo;
        expect(info).toMatchObject({
          direction: 'DESTINATION_TRANSACTION',
          sourceChainId: m.sourceBlockchainId,
          destinationChainId: m.destinationBlockchainId,
        });
        const named = all.find((x) => x.messageId === info.teleporterMessageId)!;
        expect(named.destinationTransaction!.txHash).toBe(m.destinationTransaction.txHash);
        if (named !== m) expect(time(named)).toBeLessThanOrEqual(time(m));
        namedItself += named === m ? 1 : 0;
      }
      expect(m.sourceBlockchainId).not.toBe(m.destinationBlockchainId);
    }
    // Most deliveries have a transaction to themselves.
    expect(namedItself).toBeGreaterThan(checked.filter((m) => m.destinationTransaction).length / 2);
  });

  it('delivers a pending message once its destination chain has a block after the relay time', async () => {
    const pending = all.find((m) => m.status === 'pending')!;
    const destination = suite.service.world.evm.chain(pending.destinationEvmChainId!)!;
    clock.advance(60_000);
    // The relayer's transaction is in the first block with transactions after the relay time
    // (a quiet chain's live blocks are often empty).
    let block = suite.service.world.evm.mine(destination);
    for (let i = 0; i < 2_000 && destination.store.blockTxCount.get(block) === 0; i++) block = suite.service.world.evm.mine(destination);
    const now = await ok('getIcmMessage', `/v1/icm/messages/${pending.messageId}`);
    expect(now.status).toBe('delivered');
    expect(now.sourceTransaction).toEqual(pending.sourceTransaction);
    const tx = await ok('getTransaction', `/v1/chains/${now.destinationEvmChainId}/transactions/${now.destinationTransaction.txHash}`);
    expect(tx.nativeTransaction.blockTimestamp).toBe(now.destinationTransaction.timestamp);
  });

  it('filters by source, destination, either chain and address, and serves an address its messages', async () => {
    const m = all.find((x) => x.status === 'delivered')!;
    const from = await walk(`/v1/icm/messages?network=fuji&pageSize=100&sourceBlockchainId=${m.sourceBlockchainId}`);
    expect(from.length).toBeGreaterThan(0);
    expect(from.every((x) => x.sourceBlockchainId === m.sourceBlockchainId)).toBe(true);
    const fromIds = new Set(from.map((x) => x.messageId));
    expect(all.filter((x) => x.sourceBlockchainId === m.sourceBlockchainId).every((x) => fromIds.has(x.messageId))).toBe(true);
    const to = await walk(`/v1/icm/messages?network=fuji&pageSize=100&destinationBlockchainId=${m.destinationEvmChainId}`);
    expect(to.every((x) => x.destinationBlockchainId === m.destinationBlockchainId)).toBe(true);
    const either = await walk(`/v1/icm/messages?network=fuji&pageSize=100&blockchainId=${m.destinationBlockchainId}`);
    expect(
      either.every((x) => x.sourceBlockchainId === m.destinationBlockchainId || x.destinationBlockchainId === m.destinationBlockchainId),
    ).toBe(true);
    expect(either.length).toBeGreaterThanOrEqual(to.length);

    const sender = m.from!;
    const bySender = await walk(`/v1/icm/messages?network=fuji&pageSize=2&from=${sender}`);
    expect(bySender.map((x) => x.messageId)).toContain(m.messageId);
    expect(bySender.every((x) => x.from === sender)).toBe(true);
    const mine = await ok('listIcmAddressMessages', `/v1/icm/addresses/${sender}/messages?network=fuji&pageSize=100`);
    expect(mine.messages.map((x: IcmMessage) => x.messageId)).toEqual(bySender.map((x) => x.messageId));
    const other = '0x00000000000000000000000000000000000000ff';
    expect((await ok('listIcmMessages', `/v1/icm/messages?network=fuji&from=${sender}&to=${other}`)).messages).toEqual([]);
    // mainnet is the default network: none of fuji's messages.
    const mainnet = await ok('listIcmMessages', '/v1/icm/messages?pageSize=100');
    expect(mainnet.messages.length).toBeGreaterThan(0);
    expect(mainnet.messages.some((x: IcmMessage) => x.messageId === m.messageId)).toBe(false);
  });

  it('answers 404 for an unknown message and 400 naming the bad param', async () => {
    const unknown = `0x${'ab'.repeat(32)}`;
    expect((await get(`/v1/icm/messages/${unknown}`)).status).toBe(404);
    // A real id with one digit changed names no message.
    const real = all[0].messageId!;
    expect((await get(`/v1/icm/messages/${real.slice(0, 10)}${real[10] === '0' ? '1' : '0'}${real.slice(11)}`)).status).toBe(404);
    const bad: [string, string][] = [
      ['/v1/icm/messages/0x12', 'messageId'],
      ['/v1/icm/messages?from=alice', 'from'],
      ['/v1/icm/messages?pageSize=101', 'pageSize'],
      ['/v1/icm/messages?network=devnet', 'network'],
      ['/v1/icm/messages?network=fuji&sourceBlockchainId=43114', 'sourceBlockchainId'],
      ['/v1/icm/messages?pageToken=forged.token', 'pageToken'],
      ['/v1/icm/addresses/0x12/messages', 'address'],
    ];
    for (const [path, field] of bad) {
      const r = await get<{ message: string }>(path);
      expect(r.status, path).toBe(400);
      expect(JSON.stringify(r.body), path).toContain(field);
    }
  });
});
