import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { writeRows } from './listReport';
import { readAhead } from './readAhead';

/** Pages 1..count, logging each ask (and the close) to `log`; a page number in `failAt` throws instead. */
async function* pages(log: string[], count: number, failAt?: number): AsyncGenerator<number[]> {
  try {
    for (let n = 1; n <= count; n++) {
      log.push(`ask ${n}`);
      await sleep(1);
      if (n === failAt) throw new Error(`page ${n} failed`);
      yield [n];
    }
  } finally {
    log.push('closed');
  }
}

describe('readAhead', () => {
  it('asks for the next page while the caller is busy with the one in hand', async () => {
    const log: string[] = [];
    for await (const [n] of readAhead(pages(log, 3), () => true)) {
      await sleep(5);
      log.push(`wrote ${n}`);
    }
    // The source ends (closed) while page 3 is still being written.
    expect(log).toEqual(['ask 1', 'ask 2', 'wrote 1', 'ask 3', 'wrote 2', 'closed', 'wrote 3']);
  });

  it('asks for no page after one that `more` refuses', async () => {
    const log: string[] = [];
    const got: number[] = [];
    for await (const [n] of readAhead(pages(log, 5), ([n]) => n < 2)) got.push(n);
    expect(got).toEqual([1, 2]);
    expect(log).toEqual(['ask 1', 'ask 2', 'closed']);
  });

  it('throws the failure of the page asked ahead where the caller reaches it, after the page in hand', async () => {
    const log: string[] = [];
    const got: number[] = [];
    const walk = async () => {
      for await (const [n] of readAhead(pages(log, 3, 2), () => true)) {
        // Busy while page 2 fails: its rejection must wait here, not go unhandled.
        await sleep(20);
        got.push(n);
      }
    };
    await expect(walk()).rejects.toThrow('page 2 failed');
    expect(got).toEqual([1]);
  });

  it('a caller that stops leaves nothing running: the page asked ahead settles and the source is closed', async () => {
    const log: string[] = [];
    for await (const [n] of readAhead(pages(log, 5), () => true)) if (n === 1) break;
    expect(log).toEqual(['ask 1', 'ask 2', 'closed']);
  });
});

describe('writeRows with pages read ahead', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  afterEach(async () => dir?.remove());

  const hundreds = async function* (log: string[]) {
    for (let p = 0; ; p++) {
      log.push(`ask ${p + 1}`);
      yield Array.from({ length: 100 }, (_, i) => ({ n: p * 100 + i }));
    }
  };

  it('stops at the row limit without asking for a page past it, one page written at a time', async () => {
    dir = await tempDir('read-ahead');
    const file = join(dir.path, 'r.csv');
    const log: string[] = [];
    const progress: number[] = [];
    const done = await writeRows({
      file,
      format: 'csv',
      columns: [{ header: 'N', cell: (item) => String((item as { n: number }).n) }],
      pages: hundreds(log),
      maxRows: 250,
      onProgress: (p) => progress.push(p.rows),
    });
    expect(done.rows).toBe(250);
    expect(log).toEqual(['ask 1', 'ask 2', 'ask 3']);
    expect(progress).toEqual([100, 200, 250]);
    const lines = readFileSync(file, 'utf8').split('\r\n');
    expect(lines).toEqual(['N', ...Array.from({ length: 250 }, (_, i) => String(i)), '']);
  });

  it('a limit that falls on the end of a page asks for no page after it', async () => {
    dir = await tempDir('read-ahead');
    const log: string[] = [];
    const columns = [{ header: 'N', cell: (item: unknown) => String((item as { n: number }).n) }];
    const done = await writeRows({ file: join(dir.path, 'r.csv'), format: 'csv', columns, pages: hundreds(log), maxRows: 200 });
    expect(done.rows).toBe(200);
    expect(log).toEqual(['ask 1', 'ask 2']);
  });
});
