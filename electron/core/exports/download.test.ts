import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { download, partPathOf } from './download';
import { ExportError } from './exportError';
import { startFaultProxy } from '../../../test/support/faults/faultProxy';
import { serveOneFile } from '../../../test/support/rigs/fileServer';
import { makeTempDir, makeUnwritable, removeDir } from '../../../test/support/rigs/tempDir';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const noWait = { now: () => Date.now(), sleep: async () => {} };

let dir: string;
let source: string;
let content: Buffer;
let server: Awaited<ReturnType<typeof serveOneFile>>;
const cleanups: (() => Promise<void> | void)[] = [];

beforeEach(async () => {
  dir = makeTempDir('dl');
  source = join(dir, 'source.csv');
  content = randomBytes(3 * 1024 * 1024 + 17);
  writeFileSync(source, content);
  server = await serveOneFile(source);
  cleanups.push(
    () => server.close(),
    () => removeDir(dir),
  );
});
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function proxyCutting(cuts: number[], how?: 'close' | 'reset') {
  const proxy = await startFaultProxy(server.url, { cutAfterBytes: (n) => cuts[n], how });
  cleanups.push(() => proxy.close());
  return `${proxy.url}/file.csv`;
}

describe('download', () => {
  it('streams the whole file to its final name, byte-identical, leaving no part file', async () => {
    const file = join(dir, 'out.csv');
    const seen: number[] = [];
    const r = await download({ url: server.url, file }, { onProgress: (p) => seen.push(p.bytes), progressIntervalMs: 0 });
    expect(r).toMatchObject({ bytes: content.length, resumes: 0 });
    expect(sha(readFileSync(file))).toBe(sha(content));
    expect(existsSync(partPathOf(file))).toBe(false);
    expect(seen.at(-1)).toBe(content.length);
  });

  it('resumes with a Range request after the connection is cut mid-body and ends byte-identical', async () => {
    const url = await proxyCutting([1_000_000]);
    const file = join(dir, 'out.csv');
    const r = await download({ url, file }, { timing: noWait });
    expect(r.resumes).toBe(1);
    expect(sha(readFileSync(file))).toBe(sha(content));
    const ranges = server.requests.map((h) => h.range);
    expect(ranges[0]).toBeUndefined();
    expect(ranges[1]).toMatch(/^bytes=\d+-$/);
    // The resume asked for the bytes after what the part file held, not from zero.
    expect(Number(/=(\d+)-/.exec(ranges[1]!)![1])).toBeGreaterThan(0);
  });

  it('survives TCP resets (RST) in the middle of the body', async () => {
    const url = await proxyCutting([300_000, 900_000], 'reset');
    const file = join(dir, 'out.csv');
    const r = await download({ url, file }, { timing: noWait });
    expect(r.resumes).toBe(2);
    expect(sha(readFileSync(file))).toBe(sha(content));
  });

  it('survives being cut three times', async () => {
    const url = await proxyCutting([400_000, 700_000, 500_000]);
    const file = join(dir, 'out.csv');
    const r = await download({ url, file }, { timing: noWait });
    expect(r.resumes).toBe(3);
    expect(server.requests.filter((h) => h.range).length).toBe(3);
    expect(sha(readFileSync(file))).toBe(sha(content));
  });

  it('resumes a part file left by an earlier run (app restart) from where it stopped', async () => {
    const file = join(dir, 'out.csv');
    writeFileSync(partPathOf(file), content.subarray(0, 1234567));
    const r = await download({ url: server.url, file });
    expect(r.bytes).toBe(content.length);
    expect(server.requests[0].range).toBe('bytes=1234567-');
    expect(sha(readFileSync(file))).toBe(sha(content));
  });

  it('starts again from zero when the file on the server changed (If-Range no longer matches)', async () => {
    const file = join(dir, 'out.csv');
    writeFileSync(partPathOf(file), Buffer.alloc(5000, 1));
    await download({ url: server.url, file, validator: '"some-other-file"' });
    expect(server.requests[0]['if-range']).toBe('"some-other-file"');
    expect(sha(readFileSync(file))).toBe(sha(content));
  });

  it('cancel stops the transfer and leaves neither a part nor a final file', async () => {
    const file = join(dir, 'out.csv');
    const ac = new AbortController();
    const p = download(
      { url: server.url, file },
      {
        signal: ac.signal,
        progressIntervalMs: 0,
        onProgress: (pr) => pr.bytes > 0 && ac.abort(),
      },
    );
    await expect(p).rejects.toMatchObject({ code: 'cancelled' });
    expect(existsSync(partPathOf(file))).toBe(false);
    expect(existsSync(file)).toBe(false);
  });

  it('an unwritable folder is a clear error naming it, with no file left', async () => {
    const folder = makeTempDir('ro');
    const undo = makeUnwritable(folder);
    cleanups.push(() => removeDir(folder), undo);
    const file = join(folder, 'out.csv');
    const err = await download({ url: server.url, file }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ExportError);
    expect(err).toMatchObject({ code: 'unwritable' });
    expect((err as Error).message).toContain(folder);
    expect(existsSync(file)).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it('a folder that does not exist is a clear error', async () => {
    const err = await download({ url: server.url, file: join(dir, 'missing', 'out.csv') }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'unwritable', message: expect.stringContaining('does not exist') });
  });

  it('a full disk is a clear error and leaves no final or part file', async () => {
    const file = join(dir, 'out.csv');
    // /dev/full answers every write with ENOSPC: a real full disk without filling one.
    const err = await download({ url: server.url, file }, { openPart: () => createWriteStream('/dev/full') }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'disk-full', message: expect.stringContaining('the disk is full') });
    expect(existsSync(file)).toBe(false);
    expect(existsSync(partPathOf(file))).toBe(false);
  });

  it('a server that is gone gives up after the allowed resumes and keeps no final file', async () => {
    const url = server.url;
    await server.close();
    const err = await download({ url, file: join(dir, 'out.csv') }, { timing: noWait, maxResumes: 2 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'network', message: expect.stringContaining('3 times in a row') });
    expect(existsSync(join(dir, 'out.csv'))).toBe(false);
  });
});
