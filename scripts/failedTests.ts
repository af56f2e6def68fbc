/**
 * One line per failed test, read from a runner's JSON report, for `npm test`'s summary: CI shows only the end of the
 * output, where a failure's own report (printed as it happened) may already be cut off.
 */

/** At most this many failures are listed per runner; the count says how many more. */
export const LISTED = 10;
const LINE_LENGTH = 300;

interface PlaywrightSuite {
  file?: string;
  specs?: {
    title: string;
    line?: number;
    tests: { results: { status: string; error?: { message?: string }; errors?: { message?: string }[] }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface VitestReport {
  testResults?: { name: string; assertionResults?: { fullName?: string; title: string; status: string; failureMessages?: string[] }[] }[];
}

/** Playwright's JSON report: the last result of each test that did not pass or skip (a retried test's last try). */
export function playwrightFailures(report: { suites?: PlaywrightSuite[] }): string[] {
  const failed: string[] = [];
  const walk = (suite: PlaywrightSuite, file: string | undefined) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const last = t.results.at(-1);
        if (!last || last.status === 'passed' || last.status === 'skipped') continue;
        const message = last.error?.message ?? last.errors?.[0]?.message ?? last.status;
        failed.push(line(`${file ?? '?'}:${spec.line ?? '?'} ${spec.title}`, message));
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return capped(failed);
}

/** Vitest's JSON report: every failed assertion result. */
export function vitestFailures(report: VitestReport, root = process.cwd()): string[] {
  const failed: string[] = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    for (const a of file.assertionResults ?? []) {
      if (a.status === 'failed') failed.push(line(`${name} ${a.fullName ?? a.title}`, a.failureMessages?.[0] ?? 'failed'));
    }
  }
  return capped(failed);
}

/** "where: the message's first line", without terminal colours, cut to one screen line. */
function line(where: string, message: string): string {
  // oxlint-disable-next-line no-control-regex -- terminal colour codes are control characters by definition
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const first = plain.split('\n').find((l) => l.trim() !== '') ?? '';
  const text = `${where}: ${first.trim()}`;
  return text.length > LINE_LENGTH ? `${text.slice(0, LINE_LENGTH - 1)}…` : text;
}

function capped(lines: string[]): string[] {
  return lines.length > LISTED ? [...lines.slice(0, LISTED), `… and ${lines.length - LISTED} more`] : lines;
}
