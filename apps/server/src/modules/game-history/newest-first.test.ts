import { describe, expect, it } from 'vitest';
import { mergedWindow, type Placed } from './newest-first.js';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 12, minute));
const casino = (id: number, minute: number): Placed => ({ product: 'casino', id, at: at(minute) });
const sports = (id: number, minute: number): Placed => ({ product: 'sports', id, at: at(minute) });

describe('the bets history merged newest first', () => {
  const rounds = [casino(9, 50), casino(8, 30), casino(7, 10)];
  const bets = [sports(3, 40), sports(2, 20), sports(1, 0)];

  it('interleaves the products by time, each window following the last', () => {
    const whole = mergedWindow([rounds, bets], 0, 6).map((p) => `${p.product}:${p.id}`);
    expect(whole).toEqual(['casino:9', 'sports:3', 'casino:8', 'sports:2', 'casino:7', 'sports:1']);
    const windows = [0, 2, 4].flatMap((offset) => mergedWindow([rounds, bets], offset, 2));
    expect(windows.map((p) => `${p.product}:${p.id}`)).toEqual(whole);
  });

  it('orders rows of one moment by id, then casino before sports, so no row moves between pages', () => {
    const same = [sports(5, 1), casino(5, 1), casino(6, 1)];
    expect(mergedWindow([same], 0, 3).map((p) => `${p.product}:${p.id}`)).toEqual([
      'casino:6',
      'casino:5',
      'sports:5',
    ]);
  });
});
