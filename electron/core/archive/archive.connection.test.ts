import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { archiveRig } from '../../../test/support/rigs/archiveRig';
import { MemoryKeyVault } from '../stores/keyVaultMemory';

/**
 * The archive where answers pass through the main process: the connection of the local profile in front of the local
 * service, whose requests go through a fetch the test can cut (the service unreachable, as when it stopped).
 */
const rig = archiveRig();

describe('the archive in the connection', () => {
  it('serves a viewed transaction and block when the API cannot be reached, says as of when, and never a latest list', async () => {
    const first = rig.launch();
    const latest = await first.connection.request('listLatestTransactions', { chainId: '43114', pageSize: 1 });
    const txHash = (latest.transactions as { txHash: string }[])[0].txHash;
    const before = Date.now();
    const tx = await first.connection.request('getTransaction', { chainId: '43114', txHash });
    const blockId = tx.nativeTransaction!.blockNumber!;
    const block = await first.connection.request('getBlock', { chainId: '43114', blockId });
    await first.connection.close();

    // The next launch, with the API out of reach.
    const second = rig.launch();
    second.setDown(true);
    // The network token's current price is not final: it is not kept, the price on the day is.
    expect(tx.networkTokenDetails?.currentPrice).toMatchObject({ currencyCode: 'usd', value: expect.anything() });
    const { currentPrice: _now, ...details } = tx.networkTokenDetails!;
    expect(await second.connection.request('getTransaction', { chainId: '43114', txHash })).toEqual({
      ...tx,
      networkTokenDetails: details,
    });
    expect(await second.connection.request('getBlock', { chainId: '43114', blockId })).toEqual(block);
    // Each archived answer says when it was saved.
    expect(second.offline).toHaveLength(2);
    for (const event of second.offline) {
      expect(event.offline).toBe(true);
      expect((event as { asOf: number }).asOf).toBeGreaterThanOrEqual(before);
    }
    await expect(second.connection.request('listLatestBlocks', { chainId: '43114', pageSize: 1 })).rejects.toMatchObject({
      info: { kind: 'network' },
    });
    // A transaction never viewed is not there either.
    await expect(second.connection.request('getTransaction', { chainId: '43114', txHash: `0x${'0'.repeat(64)}` })).rejects.toMatchObject({
      info: { kind: 'network' },
    });

    // The API answers again: live answers, and the app says so once.
    second.setDown(false);
    await second.connection.request('listLatestBlocks', { chainId: '43114', pageSize: 1 });
    expect(second.offline.at(-1)).toEqual({ offline: false });
    expect((await second.connection.archiveOf())?.size().entries).toBe(2);
    await second.connection.close();
  }, 60_000);

  it('keeps no key a server echoed in an answer', async () => {
    const vault = new MemoryKeyVault();
    const key = 'echoed-key-1234567890';
    await vault.set('local', key, 'ridgeline:local');
    const first = rig.launch({ vault, rewrite: (body) => body.replace('"txHash":"', `"echo":"${key}","txHash":"`) });
    const latest = await first.connection.request('listLatestTransactions', { chainId: '43114', pageSize: 1 });
    const txHash = (latest.transactions as { txHash: string }[])[0].txHash;
    await first.connection.request('getTransaction', { chainId: '43114', txHash });
    await first.connection.close();
    const { readdir, readFile } = await import('node:fs/promises');
    const files = (await readdir(join(rig.dataDir, 'archive'), { recursive: true })).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(await readFile(join(rig.dataDir, 'archive', f), 'utf8')).not.toContain(key);
  }, 60_000);
});
