import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { StepTimes } from './step-times.js';

/**
 * Ends a Playwright run with one plain line, `Playwright: N passed, N failed, N skipped`, which CI
 * and people read alike, like scripts/vitest-summary-reporter.ts does for Vitest, after the tests
 * that passed only on their retry (decision 0079).
 */
export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;
  /** Summed test time per spec file: where the suite's time goes, printed before the summary. */
  private readonly msPerFile = new Map<string, number>();
  /** Every test's time, slowest first in test-results/e2e-durations.json: what to speed up next. */
  private readonly durations: { file: string; title: string; ms: number }[] = [];
  private readonly steps = new StepTimes();

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    this.msPerFile.set(file, (this.msPerFile.get(file) ?? 0) + result.duration);
    this.durations.push({ file, title: test.titlePath().slice(3).join(' › '), ms: result.duration });
    this.steps.add(result.steps);
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const flaky: TestCase[] = [];
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'flaky') flaky.push(test);
      if (outcome === 'expected' || outcome === 'flaky') passed++;
      else if (outcome === 'unexpected') failed++;
      else skipped++;
    }
    // A run that failed outside any test (global setup, a file that does not load) did fail.
    if (result.status !== 'passed' && failed === 0) failed++;
    const summed = [...this.msPerFile.values()].reduce((a, b) => a + b, 0);
    const slowest = [...this.msPerFile].sort((a, b) => b[1] - a[1]).slice(0, 8);
    process.stdout.write(`\nTest time summed over workers: ${minutes(summed)}; the most in:\n`);
    for (const [file, ms] of slowest) process.stdout.write(`  ${minutes(ms).padStart(9)}  ${file}\n`);
    process.stdout.write('By kind of step:\n');
    for (const { kind, ms, share } of this.steps.heaviest(8)) {
      process.stdout.write(
        `  ${minutes(ms).padStart(9)}  ${`${Math.round(share * 100)} %`.padStart(4)}  ${kind}\n`,
      );
    }
    this.durations.sort((a, b) => b.ms - a.ms);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(path.join('test-results', 'e2e-durations.json'), JSON.stringify(this.durations, null, 1));
    process.stdout.write('The slowest tests (all in test-results/e2e-durations.json):\n');
    for (const { file, title, ms } of this.durations.slice(0, 8)) {
      process.stdout.write(
        `  ${`${(ms / 1000).toFixed(0)} s`.padStart(9)}  ${path.basename(file)} › ${title}\n`,
      );
    }
    // A test that failed once and passed on its second try is a race to fix: named, never hidden.
    if (flaky.length > 0) {
      process.stdout.write(`\nFlaky (failed once, then passed on the retry): ${flaky.length}\n`);
      for (const test of flaky) {
        process.stdout.write(
          `  ${path.basename(test.location.file)} › ${test.titlePath().slice(3).join(' › ')}\n`,
        );
      }
    }
    const retried = flaky.length > 0 ? ` (${flaky.length} on a retry)` : '';
    process.stdout.write(`\nPlaywright: ${passed} passed${retried}, ${failed} failed, ${skipped} skipped\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}

function minutes(ms: number): string {
  return `${(ms / 60_000).toFixed(1)} min`;
}
