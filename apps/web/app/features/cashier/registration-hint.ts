/** The registration hint shows for this long after reg_time (spec section 9). */
export const REGISTRATION_HINT_MS = 2 * 60 * 60 * 1000;

/** reg_time is a date text or seconds since the epoch; null when unreadable. */
export function regTimeMs(regTime: string | number | null | undefined): number | null {
  if (regTime === null || regTime === undefined || regTime === '') return null;
  if (typeof regTime === 'number') return regTime < 1e12 ? regTime * 1000 : regTime;
  if (/^\d+$/.test(regTime)) return regTimeMs(Number(regTime));
  const parsed = Date.parse(regTime);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Inside the window: within 2 hours after reg_time (the deposit check comes after, spec section 2 session guard). */
export function inRegistrationHintWindow(regTime: string | number | null | undefined, now: number): boolean {
  const start = regTimeMs(regTime);
  return start !== null && now >= start && now < start + REGISTRATION_HINT_MS;
}

/** Shown in the window when the player has no deposits (spec section 4). */
export function showRegistrationHint(
  regTime: string | number | null | undefined,
  depositCount: number,
  now: number,
): boolean {
  return depositCount === 0 && inRegistrationHintWindow(regTime, now);
}
