// When the reality check fires: every interval since the session began (on the browser's clock, so
// that a page opened mid-session keeps the same rhythm), and the event that tells a changed setting.

const CHANGED_EVENT = 'jeton:reality-check-changed';

/** The first multiple of `intervalMs` after `sessionStartMs` that is later than `nowMs`. */
export function nextCheckAt(sessionStartMs: number, intervalMs: number, nowMs: number): number {
  if (!(intervalMs > 0)) throw new RangeError('The interval must be positive');
  const elapsed = Math.max(0, nowMs - sessionStartMs);
  return sessionStartMs + (Math.floor(elapsed / intervalMs) + 1) * intervalMs;
}

/** `{hours, minutes}` of a duration, for the dialog's "logged in for". */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** Tells the running reality check that the player changed the interval. */
export function notifyRealityCheckChanged(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED_EVENT));
}

export function onRealityCheckChanged(listener: () => void): () => void {
  window.addEventListener(CHANGED_EVENT, listener);
  return () => window.removeEventListener(CHANGED_EVENT, listener);
}
