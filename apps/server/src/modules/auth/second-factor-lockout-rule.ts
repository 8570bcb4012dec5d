// Decision 0084: wrong second-factor codes are counted per account, from wherever they come (the
// log-in throttle counts per address and only slows a login down, so 30 addresses guessed at once).
// Pure: the store (second-factor-lockout.ts) applies these steps to the account's row under a lock.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const SECOND_FACTOR_LOCKOUT = {
  /** Wrong codes an account may have in a window; the last of them locks the code step. */
  freeWrongCodes: 5,
  windowMs: 15 * MINUTE_MS,
  /** The first lock's length; each lockout in a row doubles it, up to the longest. */
  firstLockMs: 15 * MINUTE_MS,
  longestLockMs: 24 * HOUR_MS,
  /** A lockout this soon after the previous lock ended is "in a row"; later, the lock is the first length again. */
  inARowWithinMs: 24 * HOUR_MS,
} as const;

/** An account's row: the tries of its window and its latest lock. */
export interface LockoutState {
  /** Codes taken in the window (checked, or being checked) and not followed by a success. */
  tries: number;
  windowStartedAt: Date;
  lockedAt: Date | null;
  lockedUntil: Date | null;
  lockoutsInARow: number;
  refusedWhileLocked: number;
}

export type TryDecision =
  | { allowed: true; state: LockoutState }
  | { allowed: false; state: LockoutState; until: Date };

export function freshState(now: Date): LockoutState {
  return {
    tries: 0,
    windowStartedAt: now,
    lockedAt: null,
    lockedUntil: null,
    lockoutsInARow: 0,
    refusedWhileLocked: 0,
  };
}

export function isLocked(state: LockoutState, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil > now;
}

/**
 * Whether a code may be checked now. The try is counted before the code is checked, so codes that
 * arrive together cannot all be checked: once the window's tries are taken, the next code waits
 * for the window's end even while the last answers are still on their way (they lock it if wrong).
 */
export function takeTry(state: LockoutState, now: Date): TryDecision {
  if (isLocked(state, now)) {
    const refused = { ...state, refusedWhileLocked: state.refusedWhileLocked + 1 };
    return { allowed: false, state: refused, until: state.lockedUntil! };
  }
  if (now.getTime() - state.windowStartedAt.getTime() >= SECOND_FACTOR_LOCKOUT.windowMs) {
    return { allowed: true, state: { ...state, tries: 1, windowStartedAt: now } };
  }
  if (state.tries >= SECOND_FACTOR_LOCKOUT.freeWrongCodes) {
    const windowEnd = new Date(state.windowStartedAt.getTime() + SECOND_FACTOR_LOCKOUT.windowMs);
    return { allowed: false, state, until: windowEnd };
  }
  return { allowed: true, state: { ...state, tries: state.tries + 1 } };
}

/** After a wrong code: the locked state when the window's tries are all taken, else null (nothing changes). */
export function lockAfterWrongCode(state: LockoutState, now: Date): LockoutState | null {
  if (isLocked(state, now) || state.tries < SECOND_FACTOR_LOCKOUT.freeWrongCodes) return null;
  const inARow =
    state.lockedUntil !== null &&
    now.getTime() - state.lockedUntil.getTime() <= SECOND_FACTOR_LOCKOUT.inARowWithinMs
      ? state.lockoutsInARow + 1
      : 1;
  return {
    tries: 0,
    windowStartedAt: now,
    lockedAt: now,
    lockedUntil: new Date(now.getTime() + lockLengthMs(inARow)),
    lockoutsInARow: inARow,
    refusedWhileLocked: 0,
  };
}

/**
 * After a successful log-in the count starts again, and a lock still on ends: the owner proved
 * themselves (with a code checked within the tries, or a recovery code). The lockouts in a row are
 * kept, so that a guesser still meets doubling locks while the owner logs in between them.
 */
export function afterSuccess(state: LockoutState, now: Date): LockoutState {
  const lockedUntil = state.lockedUntil && isLocked(state, now) ? now : state.lockedUntil;
  return { ...state, tries: 0, windowStartedAt: now, lockedUntil };
}

/** 15 minutes, 30, 60… up to 24 hours. */
export function lockLengthMs(lockoutsInARow: number): number {
  const doubled = SECOND_FACTOR_LOCKOUT.firstLockMs * 2 ** Math.max(0, lockoutsInARow - 1);
  return Math.min(doubled, SECOND_FACTOR_LOCKOUT.longestLockMs);
}
