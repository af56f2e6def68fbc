/**
 * `npm test`: lint (oxlint: typescript, react-hooks, import cycles), the format check (Prettier), type-check, vitest (all projects), then Playwright when e2e/ has specs. Each runner writes
 * a JSON report to test-results/; the totals over both go to test-results/totals.json, which `.ci/run`
 * reads for its closing line. Exits non-zero when any step failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../playwright.config';
import { ensureDebianBinary } from './debianBinary';
import { writeEndpointFacts } from './endpointFacts';
import { playwrightFailures, vitestFailures } from './failedTests';
import { type RunError, VITEST_ERRORS } from './vitestRunErrors';

const RESULTS = 'test-results';
const VITEST_REPORT = join(RESULTS, 'vitest.json');
const PLAYWRIGHT_REPORT = join(RESULTS, 'playwright.json');

interface StepResult {
  step: string;
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  note?: string;
  /** Lines printed under the step in the summary: each failed test, and errors no failed test accounts for. */
  details?: string[];
}

function run(command: string, args: string[]): boolean {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const r = spawnSync(command, args, { stdio: 'inherit' });
  return r.status === 0;
}

const bin = (name: string) => join('node_modules', '.bin', name);
/** What Prettier formats (package.json's `format` script says the same). */
const FORMATTED = '**/*.{ts,tsx,css}';

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** A runner that failed without reporting a failed test (crash, config error) still counts as one failure. */
function result(step: string, ok: boolean, passed: number, failed: number, skipped: number, note?: string): StepResult {
  return { step, ok, passed, failed: ok || failed > 0 ? failed : 1, skipped, note };
}

function lint(): StepResult {
  const ok = run(bin('oxlint'), ['-c', '.oxlintrc.json', '--deny-warnings', '.']);
  return result('lint', ok, 0, 0, 0, ok ? undefined : 'lint errors (npm run lint)');
}

function format(): StepResult {
  const ok = run(bin('prettier'), ['--check', '--log-level', 'warn', FORMATTED]);
  return result('format', ok, 0, 0, 0, ok ? undefined : 'unformatted files (npm run format)');
}

function typecheck(): StepResult {
  // The generated endpoint facts (scripts/endpointFacts.ts) must exist before tsc reads their import.
  writeEndpointFacts();
  const ok = run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
  return result('typecheck', ok, 0, 0, 0, ok ? undefined : 'type errors');
}

function vitest(): StepResult {
  const ok = run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_REPORT}`,
    '--reporter=./scripts/vitestRunErrors.ts',
  ]);
  const report = readJson<
    { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number } & Parameters<typeof vitestFailures>[0]
  >(VITEST_REPORT);
  if (!report) return result('vitest', false, 0, 0, 0, 'no JSON report was written');
  const errors = readJson<RunError[]>(VITEST_ERRORS) ?? [];
  const details = [
    ...vitestFailures(report),
    ...errors.map((e) => `${e.kind === 'unhandled' ? 'unhandled error' : 'suite error'}${e.where ? ` in ${e.where}` : ''}: ${e.message}`),
  ];
  const step = result('vitest', ok, report.numPassedTests, report.numFailedTests, report.numPendingTests + report.numTodoTests);
  return details.length > 0 ? { ...step, details } : step;
}

function playwright(): StepResult | undefined {
  const specs = existsSync('e2e') ? readdirSync('e2e', { recursive: true }).filter((f) => String(f).endsWith('.spec.ts')) : [];
  if (specs.length === 0) return undefined;
  if (chromiumMissing) {
    console.error(`\n${chromiumMissing}`);
    return result('playwright', false, 0, 0, 0, chromiumMissing);
  }
  const ok = run(bin('playwright'), ['test']);
  const report = readJson<
    { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } & Parameters<typeof playwrightFailures>[0]
  >(PLAYWRIGHT_REPORT);
  if (!report) return result('playwright', false, 0, 0, 0, 'no JSON report was written');
  const { expected, unexpected, flaky, skipped } = report.stats;
  const step = result('playwright', ok, expected + flaky, unexpected, skipped, flaky ? `${flaky} flaky` : undefined);
  const details = playwrightFailures(report);
  return details.length > 0 ? { ...step, details } : step;
}

mkdirSync(RESULTS, { recursive: true });
// Stale reports of an earlier run must never be counted.
for (const file of [VITEST_REPORT, VITEST_ERRORS, PLAYWRIGHT_REPORT, join(RESULTS, 'totals.json')]) rmSync(file, { force: true });

// Debian's chromium: the browser of the e2e tests and of the bench probe's test (vitest), so installed before both.
const chromiumMissing = ensureDebianBinary(CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH');
const steps = [lint(), format(), typecheck(), vitest(), playwright()].filter((s): s is StepResult => s !== undefined);
const totals = {
  passed: steps.reduce((n, s) => n + s.passed, 0),
  failed: steps.reduce((n, s) => n + s.failed, 0),
  skipped: steps.reduce((n, s) => n + s.skipped, 0),
  steps,
};
writeFileSync(join(RESULTS, 'totals.json'), `${JSON.stringify(totals, null, 2)}\n`);

console.log('\nSummary');
for (const s of steps) {
  const counts = ['lint', 'format', 'typecheck'].includes(s.step) ? '' : ` ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`;
  console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.step}${counts}${s.note ? ` (${s.note})` : ''}`);
  for (const line of s.details ?? []) console.log(`       ${line}`);
}
console.log(`  total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exitCode = steps.every((s) => s.ok) ? 0 : 1;
