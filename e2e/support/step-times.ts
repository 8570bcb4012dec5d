import type { TestStep } from '@playwright/test/reporter';

// Where the suite's time goes, by kind of step: page loads, clicks, waits in `expect`, axe scans
// (a `test.step` of their own), fixtures. Only a test's top-level steps are counted, so nothing is
// counted twice; what the reporter prints tells which kind of work to make cheaper first.

/** The bucket a top-level step's time goes to. */
export function stepKind(step: Pick<TestStep, 'category' | 'title'>): string {
  switch (step.category) {
    case 'test.step':
      return step.title;
    case 'fixture':
      return `fixture ${step.title.replace(/^Fixture\s+/i, '').replace(/"/g, '')}`;
    case 'hook':
      return 'hooks';
    case 'expect':
      return 'expect (waiting for the page)';
    case 'pw:api':
      return apiKind(step.title);
    default:
      return step.category;
  }
}

function apiKind(title: string): string {
  if (/^(Navigate|Go|Reload|page\.goto|page\.reload)/i.test(title)) return 'page loads';
  if (/^(GET|POST|PUT|DELETE|PATCH|HEAD)\b|apiRequest|request\./i.test(title)) return 'API requests';
  if (/^(Evaluate|page\.evaluate|Wait for function)/i.test(title)) return 'evaluate in page';
  if (/^(Launch|Create context|Create page|Close)/i.test(title)) return 'browser set-up';
  return 'clicks and typing';
}

export class StepTimes {
  private readonly msByKind = new Map<string, number>();

  add(steps: readonly TestStep[]): void {
    for (const step of steps) {
      const kind = stepKind(step);
      this.msByKind.set(kind, (this.msByKind.get(kind) ?? 0) + step.duration);
    }
  }

  /** The heaviest kinds, each with its share of all the steps' time. */
  heaviest(count: number): { kind: string; ms: number; share: number }[] {
    const total = [...this.msByKind.values()].reduce((a, b) => a + b, 0) || 1;
    return [...this.msByKind]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([kind, ms]) => ({ kind, ms, share: ms / total }));
  }
}
