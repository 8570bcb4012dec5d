import { type BalanceRefreshSettings, DEFAULT_BALANCE_REFRESH } from '@jeton/domain';
import { describe, expect, it } from 'vitest';
import { createBalanceRefreshSchedule, type Timers } from './balance-refresh-schedule.js';

/** Timers on a manual clock: `advance` runs what falls due, in order, without waiting. */
class ManualTimers implements Timers {
  private time = 0;
  private nextId = 1;
  private pending = new Map<number, { at: number; callback: () => void }>();

  now() {
    return this.time;
  }

  setTimeout(callback: () => void, delayMs: number) {
    const id = this.nextId++;
    this.pending.set(id, { at: this.time + delayMs, callback });
    return id;
  }

  clearTimeout(handle: unknown) {
    this.pending.delete(handle as number);
  }

  async advance(ms: number) {
    const until = this.time + ms;
    for (;;) {
      const due = [...this.pending.entries()]
        .filter(([, timer]) => timer.at <= until)
        .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.time = due[1].at;
      due[1].callback();
      // Let a finished refresh settle before the next timer, as the event loop would.
      await flush();
    }
    this.time = until;
  }

  get scheduled() {
    return this.pending.size;
  }
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const SECOND = 1000;
const MINUTE = 60 * SECOND;

function setup(settings: Partial<BalanceRefreshSettings> = {}) {
  const timers = new ManualTimers();
  const calls: number[] = [];
  const schedule = createBalanceRefreshSchedule({ ...DEFAULT_BALANCE_REFRESH, ...settings }, timers, () => {
    calls.push(timers.now());
  });
  return { timers, calls, schedule };
}

describe('balance refresh schedule', () => {
  it('refreshes every 10 seconds by default, not at once', async () => {
    const { timers, calls, schedule } = setup();
    schedule.restart();
    await timers.advance(9 * SECOND);
    expect(calls).toEqual([]);
    await timers.advance(21 * SECOND);
    expect(calls).toEqual([10 * SECOND, 20 * SECOND, 30 * SECOND]);
  });

  it('stops after 5 minutes and starts again with the next navigation', async () => {
    const { timers, calls, schedule } = setup();
    schedule.restart();
    await timers.advance(10 * MINUTE);
    // 10 s, 20 s, ... 290 s: the one at 300 s is already outside the window.
    expect(calls).toHaveLength(29);
    expect(calls.at(-1)).toBe(290 * SECOND);
    expect(timers.scheduled).toBe(0);
    schedule.click();
    await timers.advance(MINUTE);
    expect(calls).toHaveLength(29);

    schedule.restart();
    await timers.advance(10 * SECOND);
    expect(calls.at(-1)).toBe(11 * MINUTE + 10 * SECOND);
  });

  it('keeps going when turning off is disabled', async () => {
    const { timers, calls, schedule } = setup({
      isEnabledTurnOffRequests: false,
      countSecondsForInterval: 60,
    });
    schedule.restart();
    await timers.advance(60 * MINUTE);
    expect(calls).toHaveLength(60);
  });

  it('refreshes one delay after a click, once for several clicks within the delay', async () => {
    const { timers, calls, schedule } = setup({ isEnabledInterval: false });
    schedule.restart();
    schedule.click();
    await timers.advance(400);
    schedule.click();
    schedule.click();
    await timers.advance(600);
    expect(calls).toEqual([SECOND]);
    schedule.click();
    await timers.advance(5 * SECOND);
    expect(calls).toEqual([SECOND, 2 * SECOND]);
  });

  it('ignores clicks when refreshing after clicks is disabled, and the interval when it is', async () => {
    const { timers, calls, schedule } = setup({
      isEnabledRequestsAfterClick: false,
      isEnabledInterval: false,
    });
    schedule.restart();
    schedule.click();
    await timers.advance(MINUTE);
    expect(calls).toEqual([]);
  });

  it('does nothing before the first restart and after stop', async () => {
    const { timers, calls, schedule } = setup();
    schedule.click();
    await timers.advance(MINUTE);
    expect(calls).toEqual([]);
    schedule.restart();
    schedule.click();
    schedule.stop();
    await timers.advance(MINUTE);
    expect(calls).toEqual([]);
    expect(timers.scheduled).toBe(0);
  });

  it('restarting does not leave the previous interval running', async () => {
    const { timers, calls, schedule } = setup();
    schedule.restart();
    await timers.advance(5 * SECOND);
    schedule.restart();
    await timers.advance(10 * SECOND);
    expect(calls).toEqual([15 * SECOND]);
  });

  it('never overlaps a refresh that is still running', async () => {
    const timers = new ManualTimers();
    let started = 0;
    let finish: () => void = () => undefined;
    const schedule = createBalanceRefreshSchedule(DEFAULT_BALANCE_REFRESH, timers, () => {
      started += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    schedule.restart();
    await timers.advance(10 * SECOND);
    expect(started).toBe(1);
    await timers.advance(10 * SECOND);
    expect(started).toBe(1);
    finish();
    await flush();
    await timers.advance(10 * SECOND);
    expect(started).toBe(2);
  });

  it('survives a failed refresh', async () => {
    const timers = new ManualTimers();
    let attempts = 0;
    const schedule = createBalanceRefreshSchedule(DEFAULT_BALANCE_REFRESH, timers, async () => {
      attempts += 1;
      throw new Error('offline');
    });
    schedule.restart();
    await timers.advance(30 * SECOND);
    expect(attempts).toBe(3);
  });
});
