import { pocketColour, type RouletteOutcome, type RouletteTableBet } from '@jeton/games';
import type { StudioRound } from '../api.js';
import type { StudioI18n } from '../shell/studio-locale.js';
import { formatMinor } from '../shell/studio-money.js';

interface RouletteMessageProps {
  i18n: StudioI18n;
  currency: string;
  /** The last spin's pocket and win, once the ball has landed; null while it spins. */
  result: { pocket: number; win: string } | null;
  feltEmpty: boolean;
}

/** Under the wheel: what the last spin paid, or the hint to place chips on an empty felt. */
export function RouletteMessage({ i18n, currency, result, feltEmpty }: RouletteMessageProps) {
  const { t, locale, format } = i18n;
  const texts = t.roulette;
  if (result) {
    const won = BigInt(result.win) > 0n;
    return (
      <p className={won ? 'studio-win' : 'studio-loss'} data-testid="round-message">
        {format(won ? texts.won : texts.lost, {
          pocket: result.pocket,
          colour: texts[pocketColour(result.pocket)],
          amount: formatMinor(result.win, currency, locale),
        })}
      </p>
    );
  }
  return feltEmpty ? <p className="studio-muted">{texts.placeChips}</p> : null;
}

/** One settled spin in the history: "17 red, 3 bets". */
export function historyLine(round: StudioRound, { t, format }: StudioI18n): string {
  const typed = round as StudioRound<RouletteTableBet, RouletteOutcome>;
  const pocket = typed.outcome?.pocket;
  if (pocket === undefined) return '–';
  return format(t.roulette.historyLine, {
    pocket,
    colour: t.roulette[pocketColour(pocket)],
    count: typed.bet?.spots?.length ?? 0,
  });
}
