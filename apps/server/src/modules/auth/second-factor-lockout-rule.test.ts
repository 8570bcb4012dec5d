import { describe, expect, it } from 'vitest';
import {
  afterSuccess,
  freshState,
  isLocked,
  type LockoutState,
  lockAfterWrongCode,
  lockLengthMs,
  SECOND_FACTOR_LOCKOUT,
  takeTry,
} from './second-factor-lockout-rule.js';

const MINUTE_MS = 60_000;
const start = new Date('2026-12-01T10:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE_MS);

/** Takes a try and answers it wrong, as a log-in with a wrong code does; the state after it. */
function wrongCode(state: LockoutState, now: Date): LockoutState {
  const decision = takeTry(state, now);
  if (!decision.allowed) throw new Error('the try was refused');
  return lockAfterWrongCode(decision.state, now) ?? decision.state;
}

function wrongCodes(count: number, state: LockoutState, now: Date): LockoutState {
  for (let i = 0; i < count; i++) state = wrongCode(state, now);
  return state;
}

describe('the second-factor lockout rule', () => {
  it('is five wrong codes in 15 minutes, then a lock of 15 minutes doubling up to 24 hours', () => {
    expect(SECOND_FACTOR_LOCKOUT).toMatchObject({ freeWrongCodes: 5, windowMs: 15 * MINUTE_MS });
    expect([1, 2, 3, 4, 7, 8, 9, 30].map((n) => lockLengthMs(n) / MINUTE_MS)).toEqual([
      15, 30, 60, 120, 960, 1440, 1440, 1440,
    ]);
  });

  it('locks on the fifth wrong code, and refuses the next try until the lock ends', () => {
    const four = wrongCodes(4, freshState(start), at(0));
    expect(isLocked(four, at(0))).toBe(false);
    const five = wrongCode(four, at(1));
    expect(five).toMatchObject({ tries: 0, lockedAt: at(1), lockedUntil: at(16), lockoutsInARow: 1 });

    const refused = takeTry(five, at(15.9));
    expect(refused).toMatchObject({ allowed: false, until: at(16) });
    expect(refused.state.refusedWhileLocked).toBe(1);
    expect(takeTry(five, at(16)).allowed).toBe(true);
  });

  it('hands out no more tries than the free ones while their answers are still on the way', () => {
    let state = freshState(start);
    for (let i = 0; i < 5; i++) {
      const decision = takeTry(state, at(0));
      expect(decision.allowed).toBe(true);
      state = decision.state;
    }
    // Five codes taken, none answered yet: the sixth waits for the window's end, and is no lock's refusal.
    const sixth = takeTry(state, at(2));
    expect(sixth).toMatchObject({ allowed: false, until: at(15) });
    expect(sixth.state.refusedWhileLocked).toBe(0);
  });

  it('forgets wrong codes older than the window', () => {
    const four = wrongCodes(4, freshState(start), at(0));
    const later = wrongCode(four, at(15));
    expect(later).toMatchObject({ tries: 1, windowStartedAt: at(15), lockedUntil: null });
  });

  it('doubles the lock for a lockout within 24 hours of the last one’s end, not for a later one', () => {
    const first = wrongCodes(5, freshState(start), at(0));
    const second = wrongCodes(5, first, at(15));
    expect(second).toMatchObject({ lockoutsInARow: 2, lockedUntil: at(15 + 30) });
    const third = wrongCodes(5, second, at(45 + 24 * 60));
    expect(third).toMatchObject({ lockoutsInARow: 3, lockedUntil: at(45 + 24 * 60 + 60) });
    const muchLater = at(105 + 24 * 60 + 24 * 60 + 1);
    expect(wrongCodes(5, third, muchLater)).toMatchObject({ lockoutsInARow: 1 });
  });

  it('starts the count again after a success and ends a lock still on, keeping the lockouts in a row', () => {
    const four = wrongCodes(4, freshState(start), at(0));
    const fresh = afterSuccess(four, at(1));
    expect(fresh).toMatchObject({ tries: 0, windowStartedAt: at(1) });
    expect(isLocked(wrongCodes(4, fresh, at(2)), at(2))).toBe(false);

    const locked = wrongCodes(5, freshState(start), at(0));
    const ended = afterSuccess(locked, at(3));
    expect(ended).toMatchObject({ lockedUntil: at(3), lockoutsInARow: 1 });
    expect(wrongCodes(5, ended, at(4))).toMatchObject({ lockoutsInARow: 2 });
  });

  it('starts no second lock from the answers of tries taken before the first', () => {
    const locked = wrongCodes(5, freshState(start), at(0));
    expect(lockAfterWrongCode(locked, at(1))).toBeNull();
  });
});
