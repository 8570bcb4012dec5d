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
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      // A file that failed to load has no tests to count, but it did fail.
      if (module.state() === 'failed' && ![...module.children.allTests()].length) failed++;
    }
    failed += unhandledErrors.length;
    process.stdout.write(`\nVitest: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
