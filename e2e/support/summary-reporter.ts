import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

/**
 * Ends a Playwright run with one plain line, `Playwright: N passed, N failed, N skipped`, which CI
 * and people read alike, like scripts/vitest-summary-reporter.ts does for Vitest.
 */
export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') passed++;
      else if (outcome === 'unexpected') failed++;
      else skipped++;
    }
    // A run that failed outside any test (global setup, a file that does not load) did fail.
    if (result.status !== 'passed' && failed === 0) failed++;
    process.stdout.write(`\nPlaywright: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
