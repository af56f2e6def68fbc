import { readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appendPart, countCsvRows } from './exportJoin';
import { makeTempDir, removeDir } from '../../../test/support/rigs/tempDir';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));
const header = 'block,"timestamp (UTC)",note\r\n';
const row = (n: number, time: string, note = 'x') => `${n},${time},"${note}"\r\n`;

function files(first: string, part: string) {
  const dir = makeTempDir('join');
  dirs.push(dir);
  const file = join(dir, 'export.csv');
  const partFile = join(dir, 'export.csv.p2');
  writeFileSync(file, first);
  writeFileSync(partFile, part);
  return { file, partFile };
}

describe('appendPart', () => {
  it('skips the header and the rows the file ends with from nextDate on, once each', async () => {
    // The overlap (every row from 2026-01-02 on) spans many of the blocks the file's tail is read back in.
    const day2 = Array.from({ length: 3000 }, (_, i) => row(i + 2, '2026-01-02T00:00:00Z', 'a note, with a comma '.repeat(3))).join('');
    const { file, partFile } = files(
      header + row(1, '2026-01-01T23:59:59Z') + day2 + row(3002, '2026-01-02T10:00:05Z'),
      header + day2 + row(3002, '2026-01-02T10:00:05Z') + row(3003, '2026-01-02T10:00:05Z') + row(3004, '2026-01-03T00:00:00Z'),
    );
    const before = readFileSync(file, 'utf8');
    const added = await appendPart({ file, partFile, firstDate: '2026-01-02', joinOffset: Buffer.byteLength(before) });
    expect(added).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe(before + row(3003, '2026-01-02T10:00:05Z') + row(3004, '2026-01-03T00:00:00Z'));
    expect(await countCsvRows(file)).toBe(3004);
  });

  it('cuts the file back to joinOffset first: an append a restart interrupted is redone, not doubled', async () => {
    const first = header + row(1, '2026-01-01T00:00:00Z');
    const { file, partFile } = files(
      first + row(2, '2026-01-02T00:00:00Z') + '3,2026-01-0',
      header + row(2, '2026-01-02T00:00:00Z') + row(3, '2026-01-03T00:00:00Z'),
    );
    expect(await appendPart({ file, partFile, firstDate: '2026-01-02T00:00:00Z', joinOffset: Buffer.byteLength(first) })).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe(first + row(2, '2026-01-02T00:00:00Z') + row(3, '2026-01-03T00:00:00Z'));
  });

  it('neither measures, cuts nor appends through a link planted at the export file on a resume', async () => {
    const first = header + row(1, '2026-01-01T00:00:00Z');
    const { file, partFile } = files(first, header + row(2, '2026-01-02T00:00:00Z'));
    // Another file of this user, which a link at the export's name would have cut back and appended to.
    const victim = join(file, '..', 'precious.csv');
    renameSync(file, victim);
    writeFileSync(victim, `${first}more of someone else's work\r\n`);
    symlinkSync(victim, file);
    await expect(appendPart({ file, partFile, firstDate: '2026-01-02', joinOffset: Buffer.byteLength(first) })).rejects.toThrow(
      /it is a symbolic link/,
    );
    expect(readFileSync(victim, 'utf8')).toBe(`${first}more of someone else's work\r\n`);
  });

  it('refuses a part with other columns', async () => {
    const { file, partFile } = files(header + row(1, '2026-01-01T00:00:00Z'), 'a,b\r\n1,2\r\n');
    await expect(
      appendPart({ file, partFile, firstDate: '2026-01-02', joinOffset: Buffer.byteLength(header + row(1, '2026-01-01T00:00:00Z')) }),
    ).rejects.toMatchObject({ code: 'parts-mismatch' });
  });
});
