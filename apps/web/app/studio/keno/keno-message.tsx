import { KENO_MAX_PICKS, type KenoBet, type KenoOutcome, kenoMultiplier } from '@jeton/games';
import type { StudioRound } from '../api.js';
import type { StudioI18n } from '../shell/studio-locale.js';
import { formatMinor } from '../shell/studio-money.js';

interface KenoMessageProps {
  i18n: StudioI18n;
  currency: string;
  result: { hits: number; picks: number; win: string } | null;
  picked: number;
}

/** Under the board: what the last draw paid, or how to pick before the first number. */
export function KenoMessage({ i18n, currency, result, picked }: KenoMessageProps) {
  const { t, locale, format } = i18n;
  const texts = t.keno;
  if (result) {
    const won = BigInt(result.win) > 0n;
    const counts = { hits: result.hits, picks: result.picks };
    return (
      <p className={won ? 'studio-win' : 'studio-loss'} data-testid="round-message">
        {won
          ? format(texts.won, { ...counts, amount: formatMinor(result.win, currency, locale) })
          : format(texts.lost, counts)}
      </p>
    );
  }
  return picked === 0 ? (
    <p className="studio-muted">{format(texts.pickHelp, { max: KENO_MAX_PICKS })}</p>
  ) : null;
}

/** One settled draw in the history: hits of picks, and the multiplier it paid. */
export function historyLine(played: StudioRound, { t, format }: StudioI18n): string {
  const typed = played as StudioRound<KenoBet, KenoOutcome>;
  if (!typed.outcome) return '–';
  return format(t.keno.historyLine, {
    hits: typed.outcome.hits.length,
    picks: typed.bet.picks.length,
    multiplier: kenoMultiplier(typed.bet.picks.length, typed.outcome.hits.length),
  });
}
