import { existsSync, linkSync, lstatSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { download, partPathOf } from './download';
import { folderExportHost } from './exportHost';
import { ReportFile } from './reportFile';
import { serveOneFile } from '../../../test/support/rigs/fileServer';
import { makeTempDir, removeDir } from '../../../test/support/rigs/tempDir';

/**
 * Files in the export folder never follow a link planted there (docs/security.md, "Export and report files never follow a link").
 * `outside` stands for a file elsewhere that a planted link points at.
 */

let folder: string;
let elsewhere: string;
beforeEach(() => {
  folder = makeTempDir('links');
  elsewhere = makeTempDir('links-elsewhere');
});
afterEach(() => {
  removeDir(folder);
  removeDir(elsewhere);
});

const noWait = { now: () => Date.now(), sleep: async () => {} };

describe('export files and symlinks', () => {
  it('a dangling symlink at the next name is not a free name', async () => {
    symlinkSync(join(elsewhere, 'victim.csv'), join(folder, 'report.csv'));
    symlinkSync(join(elsewhere, 'victim2.csv'), partPathOf(join(folder, 'report (2).csv')));
    const chosen = await folderExportHost(() => folder).chooseFile('report', 'csv');
    expect(chosen).toBe(join(folder, 'report (3).csv'));
  });

  it('a report refuses a symlink or a hard link at its part file and writes nothing through it', async () => {
    const file = join(folder, 'r.csv');
    symlinkSync(join(elsewhere, 'victim.csv'), partPathOf(file));
    await expect(ReportFile.create(file, 'csv', ['a'])).rejects.toMatchObject({
      code: 'unwritable',
      message: expect.stringMatching(/symbolic link/),
    });
    expect(existsSync(join(elsewhere, 'victim.csv'))).toBe(false);

    const other = join(folder, 'h.csv');
    writeFileSync(join(elsewhere, 'precious.txt'), 'keep me');
    linkSync(join(elsewhere, 'precious.txt'), partPathOf(other));
    await expect(ReportFile.create(other, 'csv', ['a'])).rejects.toMatchObject({ code: 'unwritable' });
    expect(readFileSync(join(elsewhere, 'precious.txt'), 'utf8')).toBe('keep me');
  });

  it('a download neither creates nor appends through a symlinked part file; its own part file resumes', async () => {
    const source = join(elsewhere, 'source.csv');
    writeFileSync(source, 'a,b\r\n1,2\r\n3,4\r\n');
    const server = await serveOneFile(source);
    try {
      // Dangling: a fresh download would create the link's target outside the folder.
      const fresh = join(folder, 'fresh.csv');
      symlinkSync(join(elsewhere, 'created.csv'), partPathOf(fresh));
      await expect(download({ url: server.url, file: fresh }, { timing: noWait })).rejects.toMatchObject({ code: 'unwritable' });
      expect(existsSync(join(elsewhere, 'created.csv'))).toBe(false);

      // Pointing at an existing file: a "resume" would append to it.
      const resumed = join(folder, 'resumed.csv');
      writeFileSync(join(elsewhere, 'log.txt'), 'a,b\r\n');
      symlinkSync(join(elsewhere, 'log.txt'), partPathOf(resumed));
      await expect(download({ url: server.url, file: resumed }, { timing: noWait })).rejects.toMatchObject({ code: 'unwritable' });
      expect(readFileSync(join(elsewhere, 'log.txt'), 'utf8')).toBe('a,b\r\n');
      expect(lstatSync(partPathOf(resumed)).isSymbolicLink()).toBe(true);

      // A real part file of ours resumes to the whole file.
      const ours = join(folder, 'ours.csv');
      writeFileSync(partPathOf(ours), 'a,b\r\n', { mode: 0o600 });
      await download({ url: server.url, file: ours }, { timing: noWait });
      expect(readFileSync(ours, 'utf8')).toBe('a,b\r\n1,2\r\n3,4\r\n');
      expect(server.requests.at(-1)?.range).toBe('bytes=5-');
    } finally {
      await server.close();
    }
  });
});
