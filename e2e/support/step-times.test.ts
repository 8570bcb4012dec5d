import { describe, expect, it } from 'vitest';
import { StepTimes, stepKind } from './step-times.js';

describe('step kinds', () => {
  it('buckets top-level steps by what they do', () => {
    expect(stepKind({ category: 'pw:api', title: 'Navigate to "/fr/offers"' })).toBe('page loads');
    expect(stepKind({ category: 'pw:api', title: "Click getByRole('button')" })).toBe('clicks and typing');
    expect(stepKind({ category: 'expect', title: 'Expect "toBeVisible"' })).toBe(
      'expect (waiting for the page)',
    );
    expect(stepKind({ category: 'test.step', title: 'axe scans' })).toBe('axe scans');
  });

  it('sums each kind and gives its share', () => {
    const times = new StepTimes();
    const step = (category: string, title: string, duration: number) =>
      ({ category, title, duration }) as Parameters<StepTimes['add']>[0][number];
    times.add([
      step('test.step', 'axe scans', 300),
      step('expect', 'Expect', 100),
      step('test.step', 'axe scans', 600),
    ]);
    expect(times.heaviest(1)).toEqual([{ kind: 'axe scans', ms: 900, share: 0.9 }]);
  });
});
