// The sandbox's results from the final score (decision 0075): one pure function per kind of market,
// each answering the winning selection's outcome, which is the last part of its feed id
// (`{market feed id}:{outcome}`). Lines are written in the kind (`total_2_5` is over/under 2.5,
// `handicap_m4_5` gives the home side -4.5), so a result needs nothing but the kind and the score.

export interface FinalScore {
  home: number;
  away: number;
}

/** Football's 1X2: home win, draw, away win. */
export function matchResultOutcome(score: FinalScore): '1' | 'X' | '2' {
  return score.home > score.away ? '1' : score.home === score.away ? 'X' : '2';
}

/** Sports without a draw: the sandbox breaks a tie at the whistle in the home side's favour. */
export function matchWinnerOutcome(score: FinalScore): 'home' | 'away' {
  return score.home >= score.away ? 'home' : 'away';
}

/** The score a match is resulted with: tennis and basketball have no draw, a tie at the whistle goes to the home side. */
export function whistleScore(sport: string, score: FinalScore): FinalScore {
  return sport !== 'football' && score.home === score.away
    ? { home: score.home + 1, away: score.away }
    : score;
}

/** Over or under a half line of the two sides' total (goals, points, games). */
export function totalOutcome(score: FinalScore, line: number): 'over' | 'under' {
  return score.home + score.away > line ? 'over' : 'under';
}

/** Both teams to score: yes when each side scored at least once. */
export function bothTeamsToScoreOutcome(score: FinalScore): 'yes' | 'no' {
  return score.home > 0 && score.away > 0 ? 'yes' : 'no';
}

/** The double-chance pairs; each is a two-way market (the pair, or the third outcome). */
export const DOUBLE_CHANCE_PAIRS = ['1x', '12', 'x2'] as const;
export type DoubleChancePair = (typeof DOUBLE_CHANCE_PAIRS)[number];

/** Double chance: `yes` when the 1X2 outcome is one of the pair's two. */
export function doubleChanceOutcome(score: FinalScore, pair: DoubleChancePair): 'yes' | 'no' {
  return pair.toUpperCase().includes(matchResultOutcome(score)) ? 'yes' : 'no';
}

/** The scores a correct-score market lists; any other score wins "Any other". */
export const CORRECT_SCORES = ['1-0', '2-0', '2-1', '0-0', '1-1', '2-2', '0-1', '0-2', '1-2'] as const;

/** Correct score: the score itself when it is listed, else `other`. */
export function correctScoreOutcome(score: FinalScore): string {
  const text = `${score.home}-${score.away}`;
  return (CORRECT_SCORES as readonly string[]).includes(text) ? text : 'other';
}

/** Handicap: the home side's score plus its (half) line against the away side's. */
export function handicapOutcome(score: FinalScore, homeLine: number): 'home' | 'away' {
  return score.home + homeLine > score.away ? 'home' : 'away';
}

/** A half line written in a kind: `2_5` is 2.5, `m4_5` is -4.5, `p4_5` is +4.5. */
export function lineOfKind(text: string): number | null {
  const match = /^([mp]?)(\d{1,4})_5$/.exec(text);
  if (!match) return null;
  return (match[1] === 'm' ? -1 : 1) * (Number(match[2]) + 0.5);
}

/** A half line as a kind writes it (the inverse of lineOfKind). */
export function kindOfLine(line: number, signed: boolean): string {
  const whole = Math.floor(Math.abs(line));
  return `${signed ? (line < 0 ? 'm' : 'p') : ''}${whole}_5`;
}

/** The winning outcome of a market of this kind, or null for a kind this book does not know. */
export function outcomeOf(kind: string, score: FinalScore): string | null {
  if (kind === 'match_result') return matchResultOutcome(score);
  if (kind === 'match_winner') return matchWinnerOutcome(score);
  if (kind === 'btts') return bothTeamsToScoreOutcome(score);
  if (kind === 'correct_score') return correctScoreOutcome(score);
  const [prefix, rest] = kind.startsWith('double_chance_')
    ? ['double_chance', kind.slice('double_chance_'.length)]
    : kind.startsWith('handicap_')
      ? ['handicap', kind.slice('handicap_'.length)]
      : kind.startsWith('total_')
        ? ['total', kind.slice('total_'.length)]
        : [kind, ''];
  if (prefix === 'double_chance') {
    return (DOUBLE_CHANCE_PAIRS as readonly string[]).includes(rest)
      ? doubleChanceOutcome(score, rest as DoubleChancePair)
      : null;
  }
  const line = lineOfKind(rest);
  if (line === null) return null;
  if (prefix === 'total' && line > 0) return totalOutcome(score, line);
  if (prefix === 'handicap') return handicapOutcome(score, line);
  return null;
}

/** The winning selection's feed id of a market, from the final score; null voids an unknown kind. */
export function winnerOf(market: { feedId: string; kind: string }, score: FinalScore): string | null {
  const outcome = outcomeOf(market.kind, score);
  return outcome === null ? null : `${market.feedId}:${outcome}`;
}

/**
 * The outcome a live score has already decided for good (decision 0080), or null while play can
 * still change it. Scores only grow, so only outcomes that more scoring cannot undo are decided
 * early: over a total line once it is passed, both teams to score once each side has scored, and a
 * correct score's "any other" once no listed score can still be reached. Anything that hangs on
 * who leads (match result, winner, double chance, handicap), an under or a "no" waits for the
 * whistle: one more goal or point can turn it. Always the same outcome `outcomeOf` gives at the
 * whistle, whatever is scored from now on.
 */
export function decidedOutcome(kind: string, score: FinalScore): string | null {
  if (kind === 'btts') return bothTeamsToScoreOutcome(score) === 'yes' ? 'yes' : null;
  if (kind === 'correct_score') {
    const reachable = CORRECT_SCORES.some((listed) => {
      const [home, away] = listed.split('-').map(Number) as [number, number];
      return home >= score.home && away >= score.away;
    });
    return reachable ? null : 'other';
  }
  if (kind.startsWith('total_')) {
    const line = lineOfKind(kind.slice('total_'.length));
    if (line === null || line <= 0) return null;
    return totalOutcome(score, line) === 'over' ? 'over' : null;
  }
  return null;
}

/** The winning selection's feed id of a market the live score has already decided, else null. */
export function decidedWinnerOf(market: { feedId: string; kind: string }, score: FinalScore): string | null {
  const outcome = decidedOutcome(market.kind, score);
  return outcome === null ? null : `${market.feedId}:${outcome}`;
}
