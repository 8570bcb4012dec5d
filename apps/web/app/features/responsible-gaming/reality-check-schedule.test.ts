import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, nextCheckAt } from './reality-check-schedule.js';

const MINUTE = 60_000;

describe('nextCheckAt', () => {
  it('fires every interval counted from the start of the session', () => {
    expect(nextCheckAt(0, 15 * MINUTE, 0)).toBe(15 * MINUTE);
    expect(nextCheckAt(0, 15 * MINUTE, 14 * MINUTE)).toBe(15 * MINUTE);
    expect(nextCheckAt(0, 15 * MINUTE, 15 * MINUTE)).toBe(30 * MINUTE);
    expect(nextCheckAt(1000, 30 * MINUTE, 61 * MINUTE)).toBe(1000 + 90 * MINUTE);
  });

  it('refuses an interval that is not positive', () => {
    expect(() => nextCheckAt(0, 0, 0)).toThrow(RangeError);
  });
});

describe('hoursAndMinutes', () => {
  it('splits a duration into whole hours and minutes', () => {
    expect(hoursAndMinutes(75 * MINUTE + 59_000)).toEqual({ hours: 1, minutes: 15 });
    expect(hoursAndMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
