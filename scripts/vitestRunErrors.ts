/**
 * A vitest reporter that writes the run's errors no failed test accounts for (unhandled errors and
 * rejections, a suite's failed hook, a file that could not be collected) to test-results/, so that
 * `npm test`'s summary, the last lines CI shows, can name them: vitest prints them far above, among the
 * thousands of lines of the run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export const VITEST_ERRORS = 'test-results/vitest-errors.json';

export interface RunError {
  /** The test file it came from, when vitest knows it. */
  where?: string;
  kind: 'unhandled' | 'suite';
  message: string;
}

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  testPath?: unknown;
  VITEST_TEST_PATH?: unknown;
}

function describe(error: ErrorLike): string {
  const head = `${error.name ?? 'Error'}: ${error.message ?? ''}`.trim();
  const frame = error.stack
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') && !line.includes('node_modules'));
  return frame ? `${head} (${frame})` : head;
}

function suiteErrors(module: TestModule): RunError[] {
  const suites = [module, ...module.children.allSuites()];
  return suites.flatMap((suite) =>
    suite.errors().map((error) => ({ where: module.relativeModuleId, kind: 'suite' as const, message: describe(error) })),
  );
}

export default class VitestRunErrors implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<ErrorLike>): void {
    const errors: RunError[] = [
      ...unhandled.map((error) => {
        const where = error.testPath ?? error.VITEST_TEST_PATH;
        return { where: typeof where === 'string' ? where : undefined, kind: 'unhandled' as const, message: describe(error) };
      }),
      ...modules.flatMap(suiteErrors),
    ];
    mkdirSync(dirname(VITEST_ERRORS), { recursive: true });
    writeFileSync(VITEST_ERRORS, `${JSON.stringify(errors, null, 2)}\n`);
  }
}
