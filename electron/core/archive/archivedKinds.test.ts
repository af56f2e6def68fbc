import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { archiveRig, LOCAL_PROFILE } from '../../../test/support/rigs/archiveRig';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { ChainReads } from '../chainReads/chainReads';
import { OfflineArchive } from './offlineArchive';

/**
 * Contract metadata and verified sources in the offline archive: viewed through the main process (the connection and
 * the chain reads of the local profile, in front of the local service), then read again on a later launch with the
 * service out of reach, from real files on disk.
 */
const rig = archiveRig();

/** One launch: the rig's connection, and chain reads whose requests (API and source server) go through its fetch. */
function launch() {
  const launched = rig.launch();
  const reads = new ChainReads({ profile: () => LOCAL_PROFILE, connection: launched.connection, fetch: launched.fetch });
  return { ...launched, reads };
}

describe('contract metadata and verified sources in the offline archive', () => {
  it('serves a viewed contract metadata and verified source offline, with the offline event, from 0600 files', async () => {
    const token = rig.service.world.evm.chain('43114')!.store.contracts.find((c) => c.kind === 'erc20')!.address;
    const first = launch();
    const before = Date.now();
    const metadata = await first.connection.request('getContractMetadata', { chainId: '43114', address: token });
    const source = await first.reads.source('43114', token);
    expect(source.verified).toBe(true);
    await first.connection.close();

    const second = launch();
    second.setDown(true);
    expect(await second.connection.request('getContractMetadata', { chainId: '43114', address: token })).toEqual(metadata);
    expect(await second.reads.source('43114', token)).toEqual(source);
    expect(second.offline).toHaveLength(2);
    for (const event of second.offline) expect((event as { asOf: number }).asOf).toBeGreaterThanOrEqual(before);
    // A contract never viewed is not there: the failure is the network's.
    const other = rig.service.world.evm.chain('43114')!.store.contracts.find((c) => c.kind === 'erc721')!.address;
    await expect(second.reads.source('43114', other)).rejects.toMatchObject({ info: { kind: 'network' } });
    await second.connection.close();

    const files = (await readdir(join(rig.dataDir, 'archive'), { recursive: true })).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(2);
    for (const f of files) expect((await stat(join(rig.dataDir, 'archive', f))).mode & 0o777).toBe(0o600);
  }, 60_000);

  it('counts sources in the size bound: the least recently used go first', async () => {
    const archiveDir = await tempDir();
    const big = {
      verified: true,
      match: 'exact_match',
      abi: [],
      sources: [{ path: 'A.sol', content: 'x'.repeat(4_000) }],
      compilation: {},
      serverUrl: 's',
    };
    let now = 1_000;
    const archive = await OfflineArchive.open(archiveDir.path, 'p', 'o', { maxBytes: 10_000, now: () => now });
    for (const a of ['a', 'b', 'c']) {
      now += 1_000;
      await archive.save('source:contract', a, big);
    }
    const read = (a: string) => archive.getKept('source:contract', a, (v) => v);
    expect(await read('a')).toBeUndefined();
    expect((await read('c'))?.answer).toEqual(big);
    await archive.close();
    await archiveDir.remove();
  });
});
