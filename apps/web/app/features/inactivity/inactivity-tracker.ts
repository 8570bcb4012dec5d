import { INACTIVITY_WARNING_RATIO } from '@jeton/domain';

// Inactivity logout of spec sections 4 and 9, as pure timing logic: the clock and timers are
// injected, so tests move time by hand. After `timeoutSeconds` without activity the player is logged
// out; at 80 % a warning counts down the remaining 20 %. Activity (a key press, a click, a scroll, a
// route change) starts the count again and takes the warning away.

export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface InactivityCallbacks {
  /** 80 % of the time has passed without activity; `logoutAt` is when the player will be logged out. */
  onWarn(logoutAt: number): void;
  /** Activity came after a warning: take the warning away. */
  onResume(): void;
  /** The whole time has passed: log the player out. Tracking has stopped by then. */
  onLogout(): void;
}

export interface InactivityTracker {
  /** Records activity: the count starts again (cheap, so it can run on every scroll event). */
  activity(): void;
  /** Stops tracking for good (log-out, or the page going away). */
  stop(): void;
  /** Whether the warning is showing. */
  readonly warned: boolean;
}

export function inactivityPhases(timeoutSeconds: number): { warnAfterMs: number; logoutAfterMs: number } {
  const logoutAfterMs = timeoutSeconds * 1000;
  return { warnAfterMs: Math.round(logoutAfterMs * INACTIVITY_WARNING_RATIO), logoutAfterMs };
}

/** Whether general info's time_to_force_logout asks for tracking: a positive, finite number of seconds. */
export function isTimeoutConfigured(timeoutSeconds: unknown): timeoutSeconds is number {
  return typeof timeoutSeconds === 'number' && Number.isFinite(timeoutSeconds) && timeoutSeconds > 0;
}

/** Whole seconds left until `logoutAt`, as the warning shows them (never below 0). */
export function secondsLeft(logoutAt: number, now: number): number {
  return Math.max(0, Math.ceil((logoutAt - now) / 1000));
}

/**
 * Starts tracking at once. One timer at a time, set for the next phase boundary; activity only
 * notes the time, and a timer that fires early (activity came meanwhile) sets itself again. A timer
 * that fires late (a tab in the background) acts on the time that really passed.
 */
export function startInactivityTracker(
  timeoutSeconds: number,
  callbacks: InactivityCallbacks,
  timers: Timers,
): InactivityTracker {
  const { warnAfterMs, logoutAfterMs } = inactivityPhases(timeoutSeconds);
  let lastActivity = timers.now();
  let handle: unknown = null;
  let warned = false;
  let running = true;

  const clear = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };

  const check = () => {
    handle = null;
    if (!running) return;
    const now = timers.now();
    const idle = now - lastActivity;
    if (idle >= logoutAfterMs) {
      running = false;
      warned = false;
      callbacks.onLogout();
      return;
    }
    if (idle >= warnAfterMs) {
      if (!warned) {
        warned = true;
        callbacks.onWarn(lastActivity + logoutAfterMs);
      }
      handle = timers.setTimeout(check, lastActivity + logoutAfterMs - now);
      return;
    }
    handle = timers.setTimeout(check, lastActivity + warnAfterMs - now);
  };

  check();

  return {
    activity() {
      if (!running) return;
      lastActivity = timers.now();
      if (warned) {
        warned = false;
        callbacks.onResume();
        clear();
        check();
      }
    },
    stop() {
      running = false;
      warned = false;
      clear();
    },
    get warned() {
      return warned;
    },
  };
}
