import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Where the failures of the last run are kept, so that `npm test` can print them again at its end. */
export const VITEST_FAILURES_FILE = path.join('test-results', 'vitest-failures.txt');

/**
 * Ends a Vitest run with each failure (file, test, first lines of the error) and one plain line,
 * `Vitest: N passed, N failed, N skipped`, which CI and people read alike. The failures also go to
 * VITEST_FAILURES_FILE: CI shows the end of the output, which the end-to-end suite prints later.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') passed++;
        else if (result.state === 'failed') {
          failedHere++;
          failures.push(failureText(`${relative(module.moduleId)} > ${test.fullName}`, result.errors));
        } else skipped++;
      }
      // A file that failed to load, or whose set-up (beforeAll) failed, has no failed test to count
      // (its tests are skipped), but it did fail.
      if (module.state() === 'failed' && failedHere === 0) {
        failures.push(failureText(`${relative(module.moduleId)} (the file failed)`, module.errors()));
      }
    }
    for (const error of unhandledErrors) failures.push(failureText('unhandled error', [error]));
    const report = failures.length > 0 ? `\nVitest failures:\n${failures.join('\n')}\n` : '';
    mkdirSync(path.dirname(VITEST_FAILURES_FILE), { recursive: true });
    writeFileSync(VITEST_FAILURES_FILE, report);
    process.stdout.write(
      `${report}\nVitest: ${passed} passed, ${failures.length} failed, ${skipped} skipped\n`,
    );
  }
}

function failureText(what: string, errors: ReadonlyArray<unknown> | undefined): string {
  const first = errors?.[0] as { message?: string; stack?: string } | undefined;
  const text = (first?.stack ?? first?.message ?? String(first ?? '')).split('\n').slice(0, 12);
  return [`  ✗ ${what}`, ...text.map((line) => `      ${line}`)].join('\n');
}

const relative = (file: string): string => path.relative(process.cwd(), file);
