import { afterEach, describe, expect, it } from 'vitest';
import { MemoryHitCounter } from './memory-hit-counter.js';

const MINUTE = 60_000;
let counters: MemoryHitCounter[] = [];
afterEach(async () => {
  await Promise.all(counters.map((counter) => counter.close()));
  counters = [];
});

function counterAt(start: number, maxKeys?: number) {
  const clock = { now: start };
  const counter = new MemoryHitCounter({
    sweepEveryMs: MINUTE,
    now: () => clock.now,
    ...(maxKeys ? { maxKeys } : {}),
  });
  counters.push(counter);
  return { counter, clock };
}

describe('hit counts in memory', () => {
  it('counts the hits of one key in its window, each key apart, and tells when the window ends', () => {
    const { counter, clock } = counterAt(1_000);
    expect(counter.hit('ip:a', MINUTE)).toEqual({ hits: 1, resetInMs: MINUTE });
    clock.now += 15_000;
    expect(counter.hit('ip:a', MINUTE)).toEqual({ hits: 2, resetInMs: 45_000 });
    expect(counter.hit('ip:b', MINUTE)).toEqual({ hits: 1, resetInMs: MINUTE });
  });

  it('starts again once the window has ended, not before', () => {
    const { counter, clock } = counterAt(0);
    for (let i = 0; i < 3; i++) counter.hit('k', MINUTE);
    clock.now = MINUTE - 1;
    expect(counter.hit('k', MINUTE).hits).toBe(4);
    clock.now = MINUTE;
    expect(counter.hit('k', MINUTE)).toEqual({ hits: 1, resetInMs: MINUTE });
  });

  it('sweeps ended windows away and keeps the running ones', () => {
    const { counter, clock } = counterAt(0);
    counter.hit('old', MINUTE);
    clock.now = 30_000;
    counter.hit('young', MINUTE);
    clock.now = MINUTE;
    counter.sweep();
    expect(counter.size).toBe(1);
    expect(counter.hit('young', MINUTE).hits).toBe(2);
  });

  it('past its key cap counts no new key (answered as a first hit) and keeps counting the known ones', () => {
    const { counter } = counterAt(0, 2);
    counter.hit('a', MINUTE);
    counter.hit('b', MINUTE);
    expect(counter.hit('c', MINUTE).hits).toBe(1);
    expect(counter.hit('c', MINUTE).hits).toBe(1);
    expect(counter.size).toBe(2);
    expect(counter.hit('a', MINUTE).hits).toBe(2);
  });
});
