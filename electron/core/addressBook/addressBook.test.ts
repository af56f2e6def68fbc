import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatPxAddress } from '../../../shared/codecs/bech32';
import { cb58Encode } from '../../../shared/codecs/cb58';
import { toChecksumAddress } from '../../../shared/codecs/evmAddress';
import { encodeNodeId } from '../../../shared/codecs/nodeId';
import { createCore, type Core } from '../createCore';
import { MemoryKeyVault } from '../stores/keyVaultMemory';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { AddressBookStore } from './addressBookStore';

const bytes = (n: number, fill: number) => new Uint8Array(n).fill(fill);
const evm = toChecksumAddress(`0x${'ab'.repeat(20)}`);
const pAddress = formatPxAddress({ chain: 'P', hrp: 'avax', bytes: bytes(20, 7) });
const xSameAddress = formatPxAddress({ chain: 'X', hrp: 'avax', bytes: bytes(20, 7) });
const node = encodeNodeId(bytes(20, 9));
const subnet = cb58Encode(bytes(32, 3));

let dir: Awaited<ReturnType<typeof tempDir>>;
let core: Core;
beforeEach(async () => {
  dir = await tempDir();
  core = await openCore();
});
afterEach(async () => {
  await core.close();
  await dir.remove();
});

function openCore(): Promise<Core> {
  return createCore({
    dataDir: dir.path,
    vault: new MemoryKeyVault(),
    startLocalService: async () => ({ dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9', close: async () => undefined }),
  });
}
async function call(channel: string, args: unknown): Promise<any> {
  const r = await core.dispatch(channel, args);
  if (!r.ok) throw Object.assign(new Error(String(r.error.message)), { info: r.error });
  return r.data;
}

describe('address book store', () => {
  it('labels every kind of id, files one address under one label whatever its spelling, and keeps it across a restart', async () => {
    await call('addressBook:set', { id: evm.toLowerCase(), label: 'Treasury' });
    await call('addressBook:set', { id: pAddress, label: 'Cold wallet' });
    await call('addressBook:set', { id: node, label: 'My node' });
    await call('addressBook:set', { id: subnet, label: 'Game L1' });
    // The same 20 bytes on the X-Chain are the same address: relabelled, not added.
    const list = await call('addressBook:set', { id: xSameAddress, label: 'Cold wallet (X)' });
    expect(list.map((e: { id: string; kind: string; label: string }) => [e.label, e.kind, e.id])).toEqual([
      ['Cold wallet (X)', 'pxAddress', xSameAddress],
      ['Game L1', 'cb58Id', subnet],
      ['My node', 'nodeId', node],
      // Kept in its EIP-55 spelling.
      ['Treasury', 'evmAddress', evm],
    ]);
    await core.close();
    core = await openCore();
    expect((await call('addressBook:list', {})).map((e: { label: string }) => e.label)).toEqual([
      'Cold wallet (X)',
      'Game L1',
      'My node',
      'Treasury',
    ]);
    await call('addressBook:remove', { id: evm.toUpperCase().replace('0X', '0x') });
    expect((await call('addressBook:list', {})).map((e: { label: string }) => e.label)).not.toContain('Treasury');
  });

  it('loses no label when many are set at once', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => toChecksumAddress(`0x${i.toString(16).padStart(40, '0')}`));
    await Promise.all(ids.map((id, i) => call('addressBook:set', { id, label: `Wallet ${i}` })));
    expect(await call('addressBook:list', {})).toHaveLength(25);
    const onDisk = JSON.parse(await readFile(join(dir.path, 'address-book.json'), 'utf8'));
    expect(onDisk.entries).toHaveLength(25);
    expect((await readdir(dir.path)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('sets a damaged file aside, reports it and starts empty', async () => {
    await writeFile(
      join(dir.path, 'address-book.json'),
      JSON.stringify({ version: 1, entries: [{ id: '0x123', kind: 'evmAddress', label: 'x', updatedAt: 1 }] }),
    );
    const { store, warning } = await AddressBookStore.open(dir.path);
    expect(warning).toMatch(/address-book\.json was damaged \(entries\.0\.id: .*\); it was kept as address-book\.json\.corrupt-/);
    expect(store.list()).toEqual([]);
    expect((await readdir(dir.path)).some((f) => f.startsWith('address-book.json.corrupt-'))).toBe(true);
  });

  it('reports a damaged file among the startup warnings', async () => {
    await core.close();
    await writeFile(join(dir.path, 'address-book.json'), '{"version": 1, "entr');
    core = await openCore();
    expect(core.warnings.join('\n')).toMatch(/address-book\.json was damaged \(not valid JSON\)/);
  });
});

describe('address book bridge validation', () => {
  it.each([
    [{ id: '0x12', label: 'a' }, 'id', /0x address of 20 bytes/],
    [{ id: evm.toLowerCase().replace('0xab', '0xAb'), label: 'a' }, 'id', /EIP-55 checksum/],
    [{ id: `${pAddress.slice(0, -1)}q`, label: 'a' }, 'id', /not a valid id: .*checksum/],
    [{ id: 'NodeID-111', label: 'a' }, 'id', /not a valid id/],
    [{ id: 'hello', label: 'a' }, 'id', /must be an EVM address/],
    [{ id: evm, label: '   ' }, 'label', /must not be empty/],
    [{ id: evm, label: 'x'.repeat(65) }, 'label', /at most 64/],
    [{ id: evm, label: 'evil\u202Egpj.exe' }, 'label', /text-direction/],
    [{ id: evm, label: 'a', extra: 1 }, 'extra', /Unrecognized key/i],
  ])('refuses %j naming the field and saves nothing', async (args, field, message) => {
    const r = await core.dispatch('addressBook:set', args);
    expect(r).toMatchObject({ ok: false, error: { status: 400, field, message: expect.stringMatching(message) } });
    expect(await call('addressBook:list', {})).toEqual([]);
  });
});

describe('address book import and export', () => {
  it('round-trips through CSV and JSON, formula-looking labels included', async () => {
    await call('addressBook:set', { id: evm, label: '=SUM(A1), "quoted"' });
    await call('addressBook:set', { id: node, label: 'Node, one' });
    for (const format of ['csv', 'json'] as const) {
      const file = await call('addressBook:export', { format });
      expect(file.fileName).toMatch(new RegExp(`^address-book-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
      await call('addressBook:remove', { id: evm });
      await call('addressBook:remove', { id: node });
      const result = await call('addressBook:import', { format, text: file.text });
      expect(result).toMatchObject({ added: 2, updated: 0, refused: [] });
      expect(result.entries.map((e: { label: string }) => e.label)).toEqual(['=SUM(A1), "quoted"', 'Node, one']);
    }
  });

  it('imports the good rows, reports each refused row by line and field, and keeps what was saved', async () => {
    await call('addressBook:set', { id: subnet, label: 'Kept' });
    await call('addressBook:set', { id: node, label: 'Old name' });
    const csv = ['label,id', `Treasury,${evm}`, 'Broken,0x1234', '', `,${pAddress}`, `New name,${node}`, `"unclosed,${evm}`].join('\r\n');
    const result = await call('addressBook:import', { format: 'csv', text: csv });
    expect(result.refused).toEqual([
      { row: 3, field: 'id', message: expect.stringMatching(/0x address/) },
      { row: 5, field: 'label', message: 'label must not be empty' },
      { row: 7, field: 'line', message: expect.stringMatching(/not closed/) },
    ]);
    expect(result).toMatchObject({ added: 1, updated: 1 });
    expect(result.entries.map((e: { label: string }) => e.label)).toEqual(['Kept', 'New name', 'Treasury']);
  });

  it('reports JSON rows by position', async () => {
    const json = JSON.stringify([{ id: evm, label: 'A' }, { id: evm }, { label: 'B' }, 'nonsense']);
    const result = await call('addressBook:import', { format: 'json', text: json });
    expect(result.refused).toEqual([
      { row: 2, field: 'label', message: 'label is missing' },
      { row: 3, field: 'id', message: 'id is missing' },
      { row: 4, field: 'id', message: 'id is missing' },
    ]);
    expect(result.added).toBe(1);
  });

  it.each([
    ['csv', 'address,name\r\n0x1,a', /"id" and "label"/],
    ['json', '{"entries": ', /not valid JSON/],
    ['json', '{"labels": []}', /list of \{"id", "label"\}/],
  ])('refuses a %s file that is not an address book as a whole, and changes nothing', async (format, text, message) => {
    await call('addressBook:set', { id: evm, label: 'Kept' });
    const r = await core.dispatch('addressBook:import', { format, text });
    expect(r).toMatchObject({ ok: false, error: { status: 400, field: 'text', message: expect.stringMatching(message) } });
    expect((await call('addressBook:list', {})).map((e: { label: string }) => e.label)).toEqual(['Kept']);
  });
});
