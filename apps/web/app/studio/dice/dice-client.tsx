import type { LocaleCode } from '@jeton/domain';
import {
  DICE_MAX_WINNING_ROLLS,
  DICE_OUTCOMES,
  type DiceBet,
  type DiceOutcome,
  diceMultiplier,
  diceWinningRolls,
} from '@jeton/games';
import { useState } from 'react';
import type { StudioRound } from '../api.js';
import { PlayRow } from '../shell/play-row.js';
import { StudioFrame } from '../shell/studio-frame.js';
import { useStudioI18n } from '../shell/studio-locale.js';
import { formatMinor } from '../shell/studio-money.js';
import { formatHundredths } from '../shell/studio-numbers.js';
import { pause, useReducedMotion } from '../shell/use-reduced-motion.js';
import { useSpaceKey } from '../shell/use-space-key.js';
import { useStudio } from '../shell/use-studio.js';
import { DiceTrack } from './dice-track.js';

/** The target range each direction allows: a win chance from 0.01 % to 98 %. */
export function targetBounds(direction: DiceBet['direction']): { min: number; max: number } {
  return direction === 'under'
    ? { min: 1, max: DICE_MAX_WINNING_ROLLS }
    : { min: DICE_OUTCOMES - 1 - DICE_MAX_WINNING_ROLLS, max: DICE_OUTCOMES - 2 };
}

type Result = { roll: number; won: boolean; win: string };

export function DiceClient() {
  const studio = useStudio();
  const { t, locale, format } = useStudioI18n();
  const reduced = useReducedMotion();
  const [bet, setBet] = useState<DiceBet>({ direction: 'under', targetHundredths: 5000 });
  const [rolling, setRolling] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const texts = t.dice;
  const bounds = targetBounds(bet.direction);
  const chance = diceWinningRolls(bet) / 100;
  const multiplier = diceMultiplier(bet);

  const roll = async () => {
    if (rolling || studio.busy) return;
    setRolling(true);
    const answer = await studio.play<DiceBet, DiceOutcome, never>(bet);
    if (answer?.round.outcome) {
      const won = BigInt(answer.round.win) > 0n;
      setResult({ roll: answer.round.outcome.rollHundredths, won, win: answer.round.win });
      await pause(700, reduced);
      studio.reveal(answer);
    }
    setRolling(false);
  };
  useSpaceKey(roll, studio.phase === 'ready');

  const setDirection = (direction: DiceBet['direction']) => {
    // Flipping keeps the same win chance: under t is as likely as over 99.99 − t.
    const mirrored = DICE_OUTCOMES - 1 - bet.targetHundredths;
    const { min, max } = targetBounds(direction);
    setBet({ direction, targetHundredths: Math.min(max, Math.max(min, mirrored)) });
  };

  const currency = studio.currency;
  const payout = formatMinor(
    ((BigInt(studio.stake) * BigInt(Math.floor(multiplier * 10_000))) / 10_000n).toString(),
    currency,
    locale,
  );
  return (
    <StudioFrame
      kind="dice"
      studio={studio}
      stage={
        <DiceTrack
          bet={bet}
          roll={result?.roll ?? null}
          won={result?.won ?? null}
          animate={!reduced}
          label={texts.trackLabel}
          locale={locale}
        />
      }
      message={
        result && !rolling ? (
          <p className={result.won ? 'studio-win' : 'studio-loss'} data-testid="round-message">
            {result.won
              ? format(texts.won, {
                  roll: formatHundredths(result.roll, locale),
                  amount: formatMinor(result.win, currency, locale),
                })
              : format(texts.lost, { roll: formatHundredths(result.roll, locale) })}
          </p>
        ) : null
      }
      controls={
        <div className="dice-controls">
          <fieldset className="studio-toggle">
            <legend className="studio-visually-hidden">{texts.direction}</legend>
            {(['under', 'over'] as const).map((direction) => (
              <label key={direction} className="studio-toggle-option">
                <input
                  type="radio"
                  name="dice-direction"
                  value={direction}
                  checked={bet.direction === direction}
                  onChange={() => setDirection(direction)}
                  disabled={rolling}
                />
                <span>{direction === 'under' ? texts.under : texts.over}</span>
              </label>
            ))}
          </fieldset>
          <label className="dice-target">
            <span>
              {texts.target} <strong>{formatHundredths(bet.targetHundredths, locale)}</strong>
            </span>
            <input
              type="range"
              min={bounds.min}
              max={bounds.max}
              step={1}
              value={bet.targetHundredths}
              disabled={rolling}
              aria-valuetext={formatHundredths(bet.targetHundredths, locale)}
              onChange={(event) => setBet({ ...bet, targetHundredths: Number(event.target.value) })}
            />
          </label>
          <DiceFigures chance={chance} multiplier={multiplier} payout={payout} />
          <PlayRow
            studio={studio}
            stakeDisabled={rolling}
            onPlay={roll}
            playDisabled={rolling || studio.busy}
          >
            {rolling ? texts.rolling : texts.roll}
          </PlayRow>
        </div>
      }
      describeRound={(round) =>
        describeDiceRound(round as StudioRound<DiceBet, DiceOutcome>, texts, format, locale)
      }
    />
  );
}

/** What the bet stands to win: the chance, the multiplier, and the payout of the stake. */
function DiceFigures({ chance, multiplier, payout }: { chance: number; multiplier: number; payout: string }) {
  const { t, locale } = useStudioI18n();
  const texts = t.dice;
  return (
    <dl className="dice-figures">
      <div>
        <dt>{texts.chance}</dt>
        <dd>{chance.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-US', { maximumFractionDigits: 2 })} %</dd>
      </div>
      <div>
        <dt>{texts.multiplier}</dt>
        <dd>×{multiplier.toFixed(4).replace(/\.?0+$/, '')}</dd>
      </div>
      <div>
        <dt>{texts.payout}</dt>
        <dd>{payout}</dd>
      </div>
    </dl>
  );
}

function describeDiceRound(
  round: StudioRound<DiceBet, DiceOutcome>,
  texts: ReturnType<typeof useStudioI18n>['t']['dice'],
  format: ReturnType<typeof useStudioI18n>['format'],
  locale: LocaleCode,
): string {
  const roll = round.outcome ? formatHundredths(round.outcome.rollHundredths, locale) : '–';
  const side = round.bet.direction === 'under' ? texts.under : texts.over;
  return format(texts.historyLine, {
    roll,
    side,
    target: formatHundredths(round.bet.targetHundredths, locale),
  });
}
