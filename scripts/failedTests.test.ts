import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { makeTempDir, removeDir } from '../test/support/rigs/tempDir';
import { LISTED, playwrightFailures, vitestFailures } from './failedTests';

let dir: string | undefined;
afterEach(() => dir && removeDir(dir));

// Real runs of each runner over a file with one passing and one failing test, read from the JSON report `npm test` reads.
test("names vitest's failed test, its file and its error's first line, without colours", () => {
  dir = makeTempDir('failed-vitest');
  writeFileSync(
    join(dir, 'sums.test.js'),
    ["test('adds', () => expect(1 + 1).toBe(2));", "describe('sums', () => test('carries', () => expect(9 + 1).toBe(11)));"].join('\n'),
  );
  const run = spawnSync(resolve('node_modules/.bin/vitest'), ['run', '--globals', '--reporter=json', '--outputFile=report.json'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  });
  expect(run.status).not.toBe(0);
  const lines = vitestFailures(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')), dir);
  expect(lines).toEqual(['sums.test.js sums carries: AssertionError: expected 10 to be 11 // Object.is equality']);
}, 60_000);

test("names Playwright's failed test by file, line and title, with its error's first line", () => {
  // Under the checkout, so the spec resolves @playwright/test from its node_modules; no browser is started.
  mkdirSync('test-results', { recursive: true });
  dir = mkdtempSync(join(resolve('test-results'), 'failed-playwright-'));
  writeFileSync(join(dir, 'playwright.config.mjs'), 'export default { testDir: ".", outputDir: "out" };\n');
  writeFileSync(
    join(dir, 'sums.spec.ts'),
    [
      "import { expect, test } from '@playwright/test';",
      "test('adds', () => expect(1 + 1).toBe(2));",
      "test('carries', () => expect(9 + 1, 'the carry').toBe(11));",
    ].join('\n'),
  );
  const run = spawnSync(resolve('node_modules/.bin/playwright'), ['test', '--config', 'playwright.config.mjs', '--reporter=json'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', FORCE_COLOR: '1' },
  });
  expect(run.status).not.toBe(0);
  expect(playwrightFailures(JSON.parse(run.stdout))).toEqual(['sums.spec.ts:3 carries: Error: the carry']);
}, 60_000);

test('lists at most LISTED failures and counts the rest', () => {
  const failing = (i: number) => ({ title: `t${i}`, status: 'failed', failureMessages: ['\n  boom\n at x'] });
  const report = { testResults: [{ name: '/repo/a.test.ts', assertionResults: Array.from({ length: LISTED + 2 }, (_, i) => failing(i)) }] };
  const lines = vitestFailures(report, '/repo');
  expect(lines).toHaveLength(LISTED + 1);
  expect(lines[0]).toBe('a.test.ts t0: boom');
  expect(lines.at(-1)).toBe('… and 2 more');
});
