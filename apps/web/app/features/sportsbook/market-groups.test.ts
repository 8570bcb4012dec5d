import { describe, expect, it } from 'vitest';
import { groupMarkets, groupOfKind } from './market-groups.js';

describe('the event page’s market groups', () => {
  it('groups each kind, unknown kinds under other', () => {
    expect(groupOfKind('match_result')).toBe('main');
    expect(groupOfKind('double_chance_x2')).toBe('main');
    expect(groupOfKind('btts')).toBe('totals');
    expect(groupOfKind('total_239_5')).toBe('totals');
    expect(groupOfKind('handicap_m4_5')).toBe('handicap');
    expect(groupOfKind('correct_score')).toBe('score');
    expect(groupOfKind('corners')).toBe('other');
  });

  it('keeps the markets in group order, the offered ones before those resulted in play, and drops empty groups', () => {
    const markets = [
      { id: 1, kind: 'match_result', status: 'open' as const },
      { id: 2, kind: 'total_2_5', status: 'settled' as const },
      { id: 3, kind: 'correct_score', status: 'open' as const },
      { id: 4, kind: 'btts', status: 'suspended' as const },
      { id: 5, kind: 'double_chance_1x', status: 'open' as const },
      { id: 6, kind: 'total_1_5', status: 'void' as const },
      { id: 7, kind: 'total_3_5', status: 'open' as const },
    ];
    expect(groupMarkets(markets).map(({ group, markets }) => [group, markets.map((m) => m.id)])).toEqual([
      ['main', [1, 5]],
      ['totals', [4, 7, 2, 6]],
      ['score', [3]],
    ]);
    expect(groupMarkets([])).toEqual([]);
  });
});
