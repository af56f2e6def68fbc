import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelArgs } from '../../../shared/bridge/channels';
import { formatPxAddress } from '../../../shared/codecs/bech32';
import { toChecksumAddress } from '../../../shared/codecs/evmAddress';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { PortfolioStore } from './portfolioStore';

const evm = toChecksumAddress(`0x${'ab'.repeat(20)}`);
const pAddress = formatPxAddress({ chain: 'P', hrp: 'avax', bytes: new Uint8Array(20).fill(7) });
const bare = pAddress.slice(2);

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => (dir = await tempDir('portfolio')));
afterEach(async () => dir.remove());

const open = async () => (await PortfolioStore.open(dir.path)).store;
const member = (args: unknown) => channelArgs['portfolio:addMember'].safeParse(args);
const fieldOf = (r: ReturnType<typeof member>) => (r.success ? undefined : r.error.issues[0].path.join('.'));

describe('portfolio arguments (checked by the main process before the store sees them)', () => {
  it('keeps an EVM address in its EIP-55 spelling and a P-/X- address without its chain letter', () => {
    const evmMember = member({ id: 'a', member: { kind: 'evm', address: evm.toLowerCase(), chainIds: ['43114', '43114'] } });
    expect(evmMember.success && evmMember.data.member).toEqual({ kind: 'evm', address: evm, chainIds: ['43114'] });
    const primary = member({ id: 'a', member: { kind: 'primary', address: pAddress } });
    expect(primary.success && primary.data.member).toEqual({ kind: 'primary', address: bare });
  });

  it('refuses a bad address, checksum, chain list or name naming the field', () => {
    const wrongCase = evm.slice(0, 3) + (evm[3] === evm[3].toUpperCase() ? evm[3].toLowerCase() : evm[3].toUpperCase()) + evm.slice(4);
    expect(fieldOf(member({ id: 'a', member: { kind: 'evm', address: wrongCase, chainIds: ['43114'] } }))).toBe('member.address');
    expect(fieldOf(member({ id: 'a', member: { kind: 'evm', address: evm, chainIds: [] } }))).toBe('member.chainIds');
    expect(fieldOf(member({ id: 'a', member: { kind: 'primary', address: `${pAddress.slice(0, -1)}q` } }))).toBe('member.address');
    expect(fieldOf(member({ id: '../x', member: { kind: 'primary', address: pAddress } }))).toBe('id');
    const name = channelArgs['portfolio:create'].safeParse({ name: '  ' });
    expect(!name.success && name.error.issues[0].path.join('.')).toBe('name');
  });
});

describe('portfolio store', () => {
  it('creates, renames, adds and removes addresses, and keeps it all across a restart', async () => {
    const store = await open();
    const { id } = await store.create('Savings');
    await store.addMember(id, { kind: 'evm', address: evm, chainIds: ['43114'] });
    await store.addMember(id, { kind: 'primary', address: bare });
    // The same EVM address again on another chain is followed on both.
    await store.addMember(id, { kind: 'evm', address: evm, chainIds: ['432204'] });
    await store.rename(id, 'Long term');
    await store.removeMember(id, pAddress);
    const again = await open();
    expect(again.list()).toEqual([
      { id, name: 'Long term', createdAt: expect.any(Number), members: [{ kind: 'evm', address: evm, chainIds: ['43114', '432204'] }] },
    ]);
    await again.remove(id);
    expect((await open()).list()).toEqual([]);
  });

  it('says which field is wrong for an unknown portfolio or address', async () => {
    const store = await open();
    await expect(store.rename('nope', 'x')).rejects.toMatchObject({ field: 'id' });
    const { id } = await store.create('A');
    await expect(store.removeMember(id, evm)).rejects.toMatchObject({ field: 'address' });
  });

  it('lands every one of many concurrent changes', async () => {
    const store = await open();
    const { id } = await store.create('Busy');
    const addresses = Array.from({ length: 20 }, (_, i) => toChecksumAddress(`0x${(i + 1).toString(16).padStart(40, '0')}`));
    await Promise.all([
      ...addresses.map((address) => store.addMember(id, { kind: 'evm', address, chainIds: ['43114'] })),
      store.create('Other'),
      store.rename(id, 'Busy wallets'),
    ]);
    const saved = (await open()).list();
    expect(saved.map((p) => p.name)).toEqual(['Busy wallets', 'Other']);
    expect(saved[0].members.map((m) => m.address).sort()).toEqual([...addresses].sort());
  });

  it('sets a damaged file aside, reports it and starts empty; the next save leaves the damaged copy alone', async () => {
    const file = join(dir.path, 'portfolios.json');
    const damaged = JSON.stringify({
      version: 1,
      portfolios: [{ id: 'x', name: 'Bad', createdAt: 1, members: [{ kind: 'evm', address: '0x12', chainIds: ['1'] }] }],
    });
    await writeFile(file, damaged);
    const { store, warning } = await PortfolioStore.open(dir.path);
    expect(warning).toMatch(
      /portfolios\.json was damaged \(portfolios\.0\.members\.0\.address: .*\); it was kept as portfolios\.json\.corrupt-/,
    );
    expect(store.list()).toEqual([]);
    await store.create('Fresh');
    const aside = (await readdir(dir.path)).find((f) => f.startsWith('portfolios.json.corrupt-'));
    expect(await readFile(join(dir.path, aside!), 'utf8')).toBe(damaged);
    expect((await open()).list().map((p) => p.name)).toEqual(['Fresh']);
  });
});
