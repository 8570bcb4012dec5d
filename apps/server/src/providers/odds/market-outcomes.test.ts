import { describe, expect, it } from 'vitest';
import {
  bothTeamsToScoreOutcome,
  correctScoreOutcome,
  decidedOutcome,
  decidedWinnerOf,
  doubleChanceOutcome,
  handicapOutcome,
  kindOfLine,
  lineOfKind,
  matchResultOutcome,
  matchWinnerOutcome,
  outcomeOf,
  totalOutcome,
  winnerOf,
} from './market-outcomes.js';

// Each kind of market settled from the final score (decision 0075).

const score = (home: number, away: number) => ({ home, away });

describe('market results from the final score', () => {
  it('match result: 1, X or 2', () => {
    expect(matchResultOutcome(score(2, 1))).toBe('1');
    expect(matchResultOutcome(score(0, 0))).toBe('X');
    expect(matchResultOutcome(score(1, 3))).toBe('2');
  });

  it('match winner: a tie goes to the home side, as the sandbox breaks it', () => {
    expect(matchWinnerOutcome(score(3, 2))).toBe('home');
    expect(matchWinnerOutcome(score(2, 2))).toBe('home');
    expect(matchWinnerOutcome(score(80, 91))).toBe('away');
  });

  it('totals: over or under a half line', () => {
    expect(totalOutcome(score(1, 1), 1.5)).toBe('over');
    expect(totalOutcome(score(1, 0), 1.5)).toBe('under');
    expect(totalOutcome(score(2, 1), 3.5)).toBe('under');
    expect(totalOutcome(score(2, 2), 3.5)).toBe('over');
    expect(totalOutcome(score(120, 120), 239.5)).toBe('over');
  });

  it('both teams to score', () => {
    expect(bothTeamsToScoreOutcome(score(1, 1))).toBe('yes');
    expect(bothTeamsToScoreOutcome(score(3, 0))).toBe('no');
    expect(bothTeamsToScoreOutcome(score(0, 0))).toBe('no');
  });

  it('double chance: the pair wins when the result is one of its two', () => {
    expect(doubleChanceOutcome(score(2, 0), '1x')).toBe('yes');
    expect(doubleChanceOutcome(score(1, 1), '1x')).toBe('yes');
    expect(doubleChanceOutcome(score(0, 1), '1x')).toBe('no');
    expect(doubleChanceOutcome(score(1, 1), '12')).toBe('no');
    expect(doubleChanceOutcome(score(0, 1), '12')).toBe('yes');
    expect(doubleChanceOutcome(score(2, 0), 'x2')).toBe('no');
    expect(doubleChanceOutcome(score(0, 0), 'x2')).toBe('yes');
  });

  it('correct score: a listed score, or any other', () => {
    expect(correctScoreOutcome(score(2, 1))).toBe('2-1');
    expect(correctScoreOutcome(score(0, 0))).toBe('0-0');
    expect(correctScoreOutcome(score(3, 0))).toBe('other');
    expect(correctScoreOutcome(score(4, 4))).toBe('other');
  });

  it('handicap: the home score plus its line against the away score', () => {
    expect(handicapOutcome(score(100, 95), -4.5)).toBe('home');
    expect(handicapOutcome(score(100, 96), -4.5)).toBe('away');
    expect(handicapOutcome(score(4, 5), 1.5)).toBe('home');
    expect(handicapOutcome(score(3, 5), 1.5)).toBe('away');
  });

  it('reads and writes the half lines kinds carry', () => {
    expect(lineOfKind('2_5')).toBe(2.5);
    expect(lineOfKind('m4_5')).toBe(-4.5);
    expect(lineOfKind('p0_5')).toBe(0.5);
    expect(lineOfKind('4')).toBeNull();
    expect(lineOfKind('x4_5')).toBeNull();
    for (const line of [-12.5, -0.5, 0.5, 3.5, 239.5]) {
      expect(lineOfKind(kindOfLine(line, true))).toBe(line);
    }
    expect(kindOfLine(2.5, false)).toBe('2_5');
  });

  it('names the winning selection of each kind, and none for a kind it does not know', () => {
    const s = score(2, 1);
    const feedId = 'm';
    expect(winnerOf({ feedId, kind: 'match_result' }, s)).toBe('m:1');
    expect(winnerOf({ feedId, kind: 'total_2_5' }, s)).toBe('m:over');
    expect(winnerOf({ feedId, kind: 'total_3_5' }, s)).toBe('m:under');
    expect(winnerOf({ feedId, kind: 'btts' }, s)).toBe('m:yes');
    expect(winnerOf({ feedId, kind: 'double_chance_x2' }, s)).toBe('m:no');
    expect(winnerOf({ feedId, kind: 'correct_score' }, s)).toBe('m:2-1');
    expect(winnerOf({ feedId, kind: 'handicap_m1_5' }, s)).toBe('m:away');
    expect(winnerOf({ feedId, kind: 'match_winner' }, s)).toBe('m:home');
    expect(outcomeOf('double_chance_2x', s)).toBeNull();
    expect(outcomeOf('total_m2_5', s)).toBeNull();
    expect(winnerOf({ feedId, kind: 'asian_corners' }, s)).toBeNull();
  });
});

// Results sent while the match is in play (decision 0080): only what no later score can undo.
describe('outcomes decided before the whistle', () => {
  it('totals: over once the line is passed; under never before the whistle', () => {
    expect(decidedOutcome('total_2_5', score(2, 1))).toBe('over');
    expect(decidedOutcome('total_2_5', score(3, 0))).toBe('over');
    expect(decidedOutcome('total_2_5', score(1, 1))).toBeNull();
    expect(decidedOutcome('total_1_5', score(0, 0))).toBeNull();
    expect(decidedOutcome('total_3_5', score(2, 2))).toBe('over');
    expect(decidedOutcome('total_239_5', score(120, 119))).toBeNull();
    expect(decidedOutcome('total_239_5', score(121, 119))).toBe('over');
  });

  it('both teams to score: yes once each side has scored; no never before the whistle', () => {
    expect(decidedOutcome('btts', score(1, 1))).toBe('yes');
    expect(decidedOutcome('btts', score(3, 2))).toBe('yes');
    expect(decidedOutcome('btts', score(4, 0))).toBeNull();
    expect(decidedOutcome('btts', score(0, 0))).toBeNull();
  });

  it('correct score: "any other" once every listed score is passed; a listed score never early', () => {
    expect(decidedOutcome('correct_score', score(3, 0))).toBe('other');
    expect(decidedOutcome('correct_score', score(0, 3))).toBe('other');
    expect(decidedOutcome('correct_score', score(1, 3))).toBe('other');
    expect(decidedOutcome('correct_score', score(2, 2))).toBeNull(); // 2-2 is still the score
    expect(decidedOutcome('correct_score', score(2, 1))).toBeNull(); // 2-2 can still come
    expect(decidedOutcome('correct_score', score(0, 0))).toBeNull();
  });

  it('match result, winner, double chance and handicap wait for the whistle, however large the lead', () => {
    for (const kind of [
      'match_result',
      'match_winner',
      'double_chance_1x',
      'double_chance_12',
      'double_chance_x2',
      'handicap_m4_5',
      'handicap_p1_5',
    ]) {
      for (const now of [score(0, 0), score(5, 0), score(0, 5), score(90, 40)]) {
        expect(decidedOutcome(kind, now), `${kind} at ${now.home}-${now.away}`).toBeNull();
      }
    }
  });

  it('an unknown kind or line is never decided early', () => {
    for (const kind of ['', 'total_x', 'total_m1_5', 'corners', 'double_chance_xx']) {
      expect(decidedOutcome(kind, score(9, 9))).toBeNull();
    }
  });

  it('is always what the whistle will give, whatever is scored from now on', () => {
    const kinds = [
      'match_result',
      'btts',
      'double_chance_1x',
      'double_chance_12',
      'double_chance_x2',
      'correct_score',
      'total_1_5',
      'total_2_5',
      'total_3_5',
      'handicap_m1_5',
    ];
    for (const kind of kinds) {
      for (let home = 0; home <= 4; home++) {
        for (let away = 0; away <= 4; away++) {
          const early = decidedOutcome(kind, score(home, away));
          if (early === null) continue;
          for (let more = 0; more <= 16; more++) {
            const later = score(home + (more % 4), away + Math.floor(more / 4));
            expect(outcomeOf(kind, later), `${kind} ${home}-${away}`).toBe(early);
          }
        }
      }
    }
  });

  it('names the winning selection as the final result does', () => {
    const market = { feedId: 'sandbox:m:1', kind: 'total_2_5' };
    expect(decidedWinnerOf(market, score(2, 1))).toBe('sandbox:m:1:over');
    expect(decidedWinnerOf(market, score(2, 1))).toBe(winnerOf(market, score(2, 1)));
    expect(decidedWinnerOf(market, score(1, 1))).toBeNull();
  });
});
