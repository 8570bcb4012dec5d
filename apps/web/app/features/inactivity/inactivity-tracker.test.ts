import { describe, expect, it } from 'vitest';
import {
  type InactivityCallbacks,
  inactivityPhases,
  isTimeoutConfigured,
  secondsLeft,
  startInactivityTracker,
  type Timers,
} from './inactivity-tracker.js';

/** Timers that run only when the test moves time. */
class ManualTimers implements Timers {
  private time = 1_000_000;
  private nextId = 1;
  private pending = new Map<number, { at: number; callback: () => void }>();

  now() {
    return this.time;
  }
  setTimeout(callback: () => void, ms: number) {
    const id = this.nextId++;
    this.pending.set(id, { at: this.time + Math.max(0, ms), callback });
    return id;
  }
  clearTimeout(handle: unknown) {
    this.pending.delete(handle as number);
  }
  get count() {
    return this.pending.size;
  }
  /** Moves time forward, running each timer due on the way at its own time. */
  advance(ms: number) {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.pending.entries()]
        .filter(([, timer]) => timer.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.time = Math.max(this.time, due[1].at);
      due[1].callback();
    }
    this.time = end;
  }
  /** Moves time without running timers: a tab in the background whose timers were held back. */
  jump(ms: number) {
    this.time += ms;
  }
}

function setup(timeoutSeconds = 100) {
  const timers = new ManualTimers();
  const events: string[] = [];
  const callbacks: InactivityCallbacks = {
    onWarn: (logoutAt) => events.push(`warn:${logoutAt - timers.now()}`),
    onResume: () => events.push('resume'),
    onLogout: () => events.push('logout'),
  };
  const tracker = startInactivityTracker(timeoutSeconds, callbacks, timers);
  return { timers, events, tracker };
}

describe('inactivityPhases', () => {
  it('warns at 80 % and logs out at 100 %', () => {
    expect(inactivityPhases(1800)).toEqual({ warnAfterMs: 1_440_000, logoutAfterMs: 1_800_000 });
    expect(inactivityPhases(10)).toEqual({ warnAfterMs: 8000, logoutAfterMs: 10_000 });
  });
});

describe('isTimeoutConfigured', () => {
  it.each([
    [1800, true],
    [1, true],
    [0, false],
    [-5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['1800', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isTimeoutConfigured(value)).toBe(expected);
  });
});

describe('secondsLeft', () => {
  it('rounds up to whole seconds and stops at 0', () => {
    expect(secondsLeft(20_000, 0)).toBe(20);
    expect(secondsLeft(20_000, 1)).toBe(20);
    expect(secondsLeft(20_000, 19_001)).toBe(1);
    expect(secondsLeft(20_000, 20_000)).toBe(0);
    expect(secondsLeft(20_000, 25_000)).toBe(0);
  });
});

describe('startInactivityTracker', () => {
  it('warns at 80 % with the remaining 20 % to count down, then logs out at 100 %', () => {
    const { timers, events, tracker } = setup(100);
    timers.advance(79_999);
    expect(events).toEqual([]);
    timers.advance(1);
    expect(events).toEqual(['warn:20000']);
    expect(tracker.warned).toBe(true);
    timers.advance(19_999);
    expect(events).toEqual(['warn:20000']);
    timers.advance(1);
    expect(events).toEqual(['warn:20000', 'logout']);
    expect(tracker.warned).toBe(false);
    // Tracking stopped with the log-out: nothing more happens, activity included.
    tracker.activity();
    timers.advance(500_000);
    expect(events).toEqual(['warn:20000', 'logout']);
    expect(timers.count).toBe(0);
  });

  it('pushes the warning back by the time since the last activity', () => {
    const { timers, events, tracker } = setup(100);
    timers.advance(70_000);
    tracker.activity();
    timers.advance(79_999);
    expect(events).toEqual([]);
    timers.advance(1);
    expect(events).toEqual(['warn:20000']);
  });

  it('takes the warning away on activity and starts a full count again', () => {
    const { timers, events, tracker } = setup(100);
    timers.advance(90_000);
    expect(events).toEqual(['warn:20000']);
    tracker.activity();
    expect(events).toEqual(['warn:20000', 'resume']);
    expect(tracker.warned).toBe(false);
    timers.advance(79_999);
    expect(events).toEqual(['warn:20000', 'resume']);
    timers.advance(1);
    expect(events).toEqual(['warn:20000', 'resume', 'warn:20000']);
    timers.advance(20_000);
    expect(events).toEqual(['warn:20000', 'resume', 'warn:20000', 'logout']);
  });

  it('warns once however long the warning shows', () => {
    const { timers, events, tracker } = setup(100);
    timers.advance(85_000);
    timers.advance(5_000);
    expect(events).toEqual(['warn:20000']);
    expect(tracker.warned).toBe(true);
  });

  it('logs out straight away when the timer comes late, past the whole time', () => {
    const { timers, events } = setup(100);
    timers.jump(250_000);
    timers.advance(0);
    expect(events).toEqual(['logout']);
  });

  it('stops: no warning and no log-out afterwards', () => {
    const { timers, events, tracker } = setup(100);
    timers.advance(50_000);
    tracker.stop();
    expect(timers.count).toBe(0);
    timers.advance(1_000_000);
    tracker.activity();
    expect(events).toEqual([]);
  });

  it('keeps one timer at a time, however much activity comes', () => {
    const { timers, tracker } = setup(100);
    for (let i = 0; i < 1000; i++) {
      timers.advance(50);
      tracker.activity();
    }
    expect(timers.count).toBe(1);
  });
});
