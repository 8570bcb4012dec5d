import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends a Vitest run with one plain line, `Vitest: N passed, N failed, N skipped`, which CI and
 * people read alike, whatever other reporter printed above it.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      // A file that failed to load, or whose set-up (beforeAll) failed, has no failed test to count
      // (its tests are skipped), but it did fail.
      failed += module.state() === 'failed' && failedHere === 0 ? 1 : failedHere;
    }
    failed += unhandledErrors.length;
    process.stdout.write(`\nVitest: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
