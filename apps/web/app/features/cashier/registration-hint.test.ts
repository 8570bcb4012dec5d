import { describe, expect, it } from 'vitest';
import {
  inRegistrationHintWindow,
  REGISTRATION_HINT_MS,
  regTimeMs,
  showRegistrationHint,
} from './registration-hint.js';

describe('registration hint', () => {
  const reg = '2026-11-22T18:00:00.000Z';
  const start = Date.parse(reg);

  it('reads reg_time as a date or epoch seconds', () => {
    expect(regTimeMs(reg)).toBe(start);
    expect(regTimeMs(start / 1000)).toBe(start);
    expect(regTimeMs(String(start / 1000))).toBe(start);
    expect(regTimeMs('soon')).toBeNull();
    expect(regTimeMs(undefined)).toBeNull();
  });

  it('shows for 2 hours after registration, without deposits', () => {
    expect(showRegistrationHint(reg, 0, start + 1000)).toBe(true);
    expect(showRegistrationHint(reg, 0, start + REGISTRATION_HINT_MS - 1)).toBe(true);
    expect(showRegistrationHint(reg, 0, start + REGISTRATION_HINT_MS)).toBe(false);
    expect(showRegistrationHint(reg, 1, start + 1000)).toBe(false);
    expect(inRegistrationHintWindow(reg, start - 1)).toBe(false);
  });
});
