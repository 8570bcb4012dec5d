import { describe, expect, it } from 'vitest';
import {
  bothTeamsToScoreOutcome,
  correctScoreOutcome,
  doubleChanceOutcome,
  handicapOutcome,
  kindOfLine,
  lineOfKind,
  matchResultOutcome,
  matchWinnerOutcome,
  outcomeOf,
  totalOutcome,
  winnerOf,
} from './market-results.js';

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
