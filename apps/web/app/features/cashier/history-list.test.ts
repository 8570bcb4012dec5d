import { describe, expect, it } from 'vitest';
import { appendUnique } from './history-list.js';

describe('history list', () => {
  it('appends a page without the items already shown', () => {
    const shown = [{ id: 9 }, { id: 8 }, { id: 7 }, { id: 6 }];
    // A new deposit moved everything by one: the next page starts with the last one shown.
    expect(appendUnique(shown, [{ id: 6 }, { id: 5 }, { id: 4 }, { id: 3 }]).map((i) => i.id)).toEqual([
      9, 8, 7, 6, 5, 4, 3,
    ]);
  });

  it('keeps one of items repeated inside a page', () => {
    expect(appendUnique([], [{ id: 1 }, { id: 1 }, { id: 2 }]).map((i) => i.id)).toEqual([1, 2]);
  });

  it('tells items of two kinds with the same id apart by their key (rounds and sports bets)', () => {
    const shown = [{ id: 4, product: 'casino' }];
    const next = [
      { id: 4, product: 'sports' },
      { id: 4, product: 'casino' },
    ];
    const keyed = appendUnique(shown, next, (item) => `${item.product}:${item.id}`);
    expect(keyed.map((item) => `${item.product}:${item.id}`)).toEqual(['casino:4', 'sports:4']);
  });
});
