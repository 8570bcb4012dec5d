import { crashWinChance } from '@jeton/games';
import { useStudioI18n } from '../shell/studio-locale.js';
import { formatMinor } from '../shell/studio-money.js';
import { formatMultiplier } from '../shell/studio-numbers.js';
import type { CrashRound } from './crash-flight.js';

// Crash's words beside its graph: the automatic cash-out's target, and the round's end.

const QUICK_TARGETS = [150, 200, 500, 1000];

interface CrashTargetFieldsProps {
  auto: boolean;
  targetText: string;
  setTargetText: (text: string) => void;
  /** The target read from the text, in hundredths; null when it is not one. */
  target: number | null;
  inPlay: boolean;
}

/** The target of the automatic cash-out, with quick choices, and the help under it. */
export function CrashTargetFields({
  auto,
  targetText,
  setTargetText,
  target,
  inPlay,
}: CrashTargetFieldsProps) {
  const { t, locale, format } = useStudioI18n();
  const texts = t.crash;
  const chance = target === null ? null : crashWinChance(target) * 100;
  return (
    <>
      {auto && (
        <>
          <label className="crash-target-field">
            <span className="studio-field-label">{texts.target}</span>
            <span className="crash-target-input">
              <span aria-hidden="true">×</span>
              <input
                className="studio-input"
                inputMode="decimal"
                value={targetText}
                disabled={inPlay}
                aria-invalid={target === null}
                aria-describedby="crash-target-help"
                onChange={(event) => setTargetText(event.target.value)}
              />
            </span>
          </label>
          <div className="crash-quick">
            {QUICK_TARGETS.map((quick) => (
              <button
                key={quick}
                type="button"
                className="studio-button"
                disabled={inPlay}
                onClick={() => setTargetText((quick / 100).toFixed(2))}
              >
                {formatMultiplier(quick, locale)}
              </button>
            ))}
          </div>
        </>
      )}
      <p
        id="crash-target-help"
        className={auto && target === null ? 'studio-field-error' : 'studio-muted studio-small'}
      >
        {!auto
          ? texts.manualHelp
          : target === null
            ? texts.invalidTarget
            : format(texts.chance, {
                chance: (chance ?? 0).toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-US', {
                  maximumFractionDigits: 4,
                }),
              })}
      </p>
    </>
  );
}

interface CrashMessageProps {
  round: CrashRound | null;
  currency: string;
  resumed: boolean;
  inPlay: boolean;
}

/** What the round came to, or that a round left open was taken up again. */
export function CrashMessage({ round, currency, resumed, inPlay }: CrashMessageProps) {
  const { t, locale, format } = useStudioI18n();
  const texts = t.crash;
  const outcome = round?.outcome ?? null;
  const settled = round !== null && round.status === 'settled' && outcome !== null;
  const roundTarget = round?.bet.targetHundredths ?? null;
  return settled && outcome.crashHundredths ? (
    <p className={BigInt(round.win) > 0n ? 'studio-win' : 'studio-loss'} data-testid="round-message">
      {BigInt(round.win) > 0n
        ? format(texts.won, {
            target: formatMultiplier(outcome.cashedOutHundredths ?? 0, locale),
            crash: formatMultiplier(outcome.crashHundredths, locale),
            amount: formatMinor(round.win, currency, locale),
          })
        : roundTarget !== null
          ? format(texts.lost, {
              target: formatMultiplier(roundTarget, locale),
              crash: formatMultiplier(outcome.crashHundredths, locale),
            })
          : format(texts.lostManual, { crash: formatMultiplier(outcome.crashHundredths, locale) })}
    </p>
  ) : resumed && inPlay ? (
    <p className="studio-muted" data-testid="resumed">
      {texts.resumed}
    </p>
  ) : null;
}
