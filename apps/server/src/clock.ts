/** The time source of the services, so tests can move time (TOTP steps, timeouts) without sleeping. */
export interface Clock {
  now(): Date;
  /** Waits this long: a real wait on the system clock, time moved on at once on a manual one. */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** A clock that stands still until told to move. For tests. */
export class ManualClock implements Clock {
  private current: number;
  /** Every wait asked of this clock, in order (a test can tell that something was slowed down). */
  readonly sleeps: number[] = [];
  constructor(start: Date | number = Date.now()) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    this.advance(ms);
  }
}
