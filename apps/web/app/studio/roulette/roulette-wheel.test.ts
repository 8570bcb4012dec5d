import { WHEEL_ORDER } from '@jeton/games';
import { describe, expect, it } from 'vitest';
import { ballTurnFrom, rotorTurnTo } from './roulette-wheel.js';

const STEP = 360 / 37;
/** The pocket under the pointer (top) once the rotor has turned `angle` degrees clockwise. */
const pocketAtTop = (angle: number) => {
  const index = Math.round((((-angle % 360) + 360) % 360) / STEP) % 37;
  return WHEEL_ORDER[index];
};

describe('roulette wheel turns', () => {
  it('bring every pocket under the pointer, at least two turns on, always forwards', () => {
    let angle = 0;
    for (const pocket of [17, 0, 32, 26, 17, 5]) {
      const next = rotorTurnTo(pocket, angle);
      expect(next - angle).toBeGreaterThanOrEqual(720);
      expect(next - angle).toBeLessThan(1080);
      expect(pocketAtTop(next)).toBe(pocket);
      angle = next;
    }
  });

  it('send the ball three laps the other way, back to the pointer', () => {
    const first = ballTurnFrom(0);
    expect(first).toBe(-1080);
    expect(ballTurnFrom(first) % 360).toBe(-0);
  });
});
