import type { BalanceRefreshSettings } from '@jeton/domain';

/** The clock and timers the schedule runs on: the browser's, or a manual one in tests. */
export interface Timers {
  now(): number;
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => window.setTimeout(callback, delayMs),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export interface BalanceRefreshSchedule {
  /** A navigation: the turn-off window starts again, and so does the interval. */
  restart(): void;
  /** A click anywhere: a refresh after the configured delay, one per delay however many clicks. */
  click(): void;
  /** No more refreshes until the next restart (leaving the page, logging out). */
  stop(): void;
}

/**
 * When to call account/getBalance (spec sections 3, 4 and 9): every `countSecondsForInterval`
 * seconds, and `countSecondsForDelayBetweenClick` seconds after a click (clicks in between share
 * that refresh), until `countMinutesAfterWhichRequestsTurnedOff` minutes after the last restart
 * when turning off is enabled. A refresh never overlaps the previous one.
 */
export function createBalanceRefreshSchedule(
  settings: BalanceRefreshSettings,
  timers: Timers,
  refresh: () => Promise<void> | void,
): BalanceRefreshSchedule {
  let running = false;
  let windowEndsAt = Number.POSITIVE_INFINITY;
  let intervalTimer: unknown = null;
  let clickTimer: unknown = null;
  let inFlight = false;

  const withinWindow = () => running && timers.now() < windowEndsAt;

  const run = () => {
    if (inFlight || !withinWindow()) return;
    inFlight = true;
    // The caller reports its own failures; the schedule only needs to know when it is done.
    Promise.resolve()
      .then(refresh)
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  };

  const tick = () => {
    intervalTimer = null;
    if (!withinWindow()) return;
    run();
    intervalTimer = timers.setTimeout(tick, settings.countSecondsForInterval * 1000);
  };

  const clear = () => {
    if (intervalTimer !== null) timers.clearTimeout(intervalTimer);
    if (clickTimer !== null) timers.clearTimeout(clickTimer);
    intervalTimer = null;
    clickTimer = null;
  };

  return {
    restart() {
      clear();
      running = true;
      windowEndsAt = settings.isEnabledTurnOffRequests
        ? timers.now() + settings.countMinutesAfterWhichRequestsTurnedOff * 60_000
        : Number.POSITIVE_INFINITY;
      if (settings.isEnabledInterval) {
        intervalTimer = timers.setTimeout(tick, settings.countSecondsForInterval * 1000);
      }
    },
    click() {
      if (!settings.isEnabledRequestsAfterClick || clickTimer !== null || !withinWindow()) return;
      clickTimer = timers.setTimeout(() => {
        clickTimer = null;
        run();
      }, settings.countSecondsForDelayBetweenClick * 1000);
    },
    stop() {
      running = false;
      clear();
    },
  };
}
