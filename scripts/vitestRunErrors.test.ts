import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { makeTempDir, removeDir } from '../test/support/rigs/tempDir';
import { type RunError, VITEST_ERRORS } from './vitestRunErrors';

let dir: string | undefined;
afterEach(() => dir && removeDir(dir));

// A real vitest run over a file whose only test passes, but which leaves a rejection nobody handles and
// whose afterAll hook throws: vitest fails the run with no failed test, and the reporter must name both.
test('writes the unhandled errors and failed hooks of a run whose tests all passed', () => {
  dir = makeTempDir('vitest-errors');
  writeFileSync(
    join(dir, 'leaky.test.js'),
    [
      "afterAll(() => { throw new Error('the hook broke'); });",
      "test('passes', async () => { void Promise.reject(new Error('nobody waits for this')); await new Promise((r) => setTimeout(r, 50)); });",
    ].join('\n'),
  );
  const vitest = resolve('node_modules/.bin/vitest');
  const run = spawnSync(vitest, ['run', '--globals', '--reporter=dot', `--reporter=${resolve('scripts/vitestRunErrors.ts')}`], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  });
  expect(run.status).not.toBe(0);
  const errors = JSON.parse(readFileSync(join(dir, VITEST_ERRORS), 'utf8')) as RunError[];
  expect(errors).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'unhandled', message: expect.stringContaining('nobody waits for this') }),
      expect.objectContaining({ kind: 'suite', where: 'leaky.test.js', message: expect.stringContaining('the hook broke') }),
    ]),
  );
}, 60_000);
