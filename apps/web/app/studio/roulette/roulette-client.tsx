import {
  coveredNumbers,
  pocketColour,
  type RouletteBet,
  type RouletteOutcome,
  type RouletteTableBet,
} from '@jeton/games';
import { useEffect, useState } from 'react';
import type { RoundAnswer, StudioRound } from '../api.js';
import { StakeSelector } from '../shell/stake-selector.js';
import { StudioFrame } from '../shell/studio-frame.js';
import { type StudioI18n, useStudioI18n } from '../shell/studio-locale.js';
import { formatMinor, scaleOf } from '../shell/studio-money.js';
import { pause, useReducedMotion } from '../shell/use-reduced-motion.js';
import { useSpaceKey } from '../shell/use-space-key.js';
import { useStudio } from '../shell/use-studio.js';
import { RouletteTable, type TableOrientation } from './roulette-table.js';
import { ballTurnFrom, RouletteWheel, rotorTurnTo } from './roulette-wheel.js';
import type { TableSpot } from './table-spots.js';

const SPIN_SECONDS = 4.5;

interface PlacedChip {
  spot: TableSpot;
  amount: bigint;
}

/** European roulette: chips on the felt, one spin of a single-zero wheel settles every spot. */
export function RouletteClient() {
  const studio = useStudio();
  const i18n = useStudioI18n();
  const { t, locale, format } = i18n;
  const texts = t.roulette;
  const reduced = useReducedMotion();
  const orientation = useOrientation();
  const [placed, setPlaced] = useState<PlacedChip[]>([]);
  const [lastPlaced, setLastPlaced] = useState<PlacedChip[]>([]);
  const [spinning, setSpinning] = useState(false);
  const [wheel, setWheel] = useState({ rotor: 0, ball: 0, landed: false });
  const [result, setResult] = useState<{ pocket: number; win: string } | null>(null);
  const currency = studio.currency;

  const chips = new Map<string, bigint>();
  for (const chip of placed) chips.set(chip.spot.key, (chips.get(chip.spot.key) ?? 0n) + chip.amount);
  const total = placed.reduce((sum, chip) => sum + chip.amount, 0n);

  const spin = async () => {
    if (spinning || studio.busy || placed.length === 0) return;
    const bet: RouletteTableBet = {
      spots: [...chips].map(([key, amount]) => ({
        bet: JSON.parse(key) as RouletteBet,
        chips: Number(amount),
      })),
    };
    setSpinning(true);
    setResult(null);
    const answer = (await studio.play<RouletteTableBet, RouletteOutcome, never>(bet, {
      stake: total.toString(),
    })) as RoundAnswer<RouletteTableBet, RouletteOutcome> | null;
    const pocket = answer?.round.outcome?.pocket;
    if (answer && pocket !== undefined) {
      setWheel((current) => ({
        rotor: rotorTurnTo(pocket, current.rotor),
        ball: ballTurnFrom(current.ball),
        landed: false,
      }));
      await pause(SPIN_SECONDS * 1000, reduced);
      setWheel((current) => ({ ...current, landed: true }));
      setResult({ pocket, win: answer.round.win });
      setLastPlaced(placed);
      setPlaced([]);
      studio.reveal(answer);
    }
    setSpinning(false);
  };
  useSpaceKey(spin, studio.phase === 'ready');

  const chipLabel = (amount: bigint) => {
    const unit = 10n ** BigInt(scaleOf(currency));
    const major = Number(amount) / Number(unit);
    return major >= 1000 ? `${Math.round(major / 1000)}k` : String(major);
  };

  const recent = studio.rounds
    .map((round) => (round as StudioRound<RouletteTableBet, RouletteOutcome>).outcome?.pocket)
    .filter((pocket): pocket is number => typeof pocket === 'number')
    .slice(0, 12);

  return (
    <StudioFrame
      kind="roulette"
      studio={studio}
      stage={
        <div className="roulette-stage">
          <div className="roulette-wheel-wrap">
            <RouletteWheel
              rotorAngle={wheel.rotor}
              ballAngle={wheel.ball}
              duration={reduced ? 0 : SPIN_SECONDS}
              landed={wheel.landed}
              label={texts.wheel}
            />
            {result && (
              <output
                className={`roulette-result is-${pocketColour(result.pocket)}`}
                data-testid="roulette-result"
              >
                {result.pocket}
              </output>
            )}
          </div>
          <div className="roulette-felt">
            {recent.length > 0 && (
              <ol className="roulette-recent" aria-label={texts.lastNumbers}>
                {recent.map((pocket, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same number can come up twice
                  <li key={index} className={`is-${pocketColour(pocket)}`}>
                    {pocket}
                  </li>
                ))}
              </ol>
            )}
            <RouletteTable
              orientation={orientation}
              chips={chips}
              chipLabel={chipLabel}
              describe={(bet) => {
                const name = spotName(bet, i18n);
                const amount = chips.get(JSON.stringify(bet));
                return amount
                  ? format(texts.spotChips, { spot: name, amount: formatMinor(amount, currency, locale) })
                  : name;
              }}
              labels={{
                column: texts.columnLabel,
                dozens: [texts.dozenLabels.first, texts.dozenLabels.second, texts.dozenLabels.third],
                evenMoney: {
                  low: '1-18',
                  high: '19-36',
                  odd: texts.spots.odd,
                  even: texts.spots.even,
                },
              }}
              winning={wheel.landed ? (result?.pocket ?? null) : null}
              disabled={spinning}
              onPlace={(spot) => {
                setResult(null);
                setPlaced((list) => [...list, { spot, amount: BigInt(studio.stake) }]);
              }}
              label={texts.table}
            />
          </div>
        </div>
      }
      message={
        result && !spinning ? (
          <p className={BigInt(result.win) > 0n ? 'studio-win' : 'studio-loss'} data-testid="round-message">
            {format(BigInt(result.win) > 0n ? texts.won : texts.lost, {
              pocket: result.pocket,
              colour: texts[pocketColour(result.pocket)],
              amount: formatMinor(result.win, currency, locale),
            })}
          </p>
        ) : placed.length === 0 && !spinning ? (
          <p className="studio-muted">{texts.placeChips}</p>
        ) : null
      }
      controls={
        <div className="roulette-controls">
          <StakeSelector
            currency={currency}
            stake={studio.stake}
            onChange={studio.setStake}
            disabled={spinning}
            label={texts.chip}
          />
          <div className="roulette-actions">
            <button
              type="button"
              className="studio-button"
              onClick={() => setPlaced((list) => list.slice(0, -1))}
              disabled={spinning || placed.length === 0}
            >
              {texts.undo}
            </button>
            <button
              type="button"
              className="studio-button"
              onClick={() => setPlaced([])}
              disabled={spinning || placed.length === 0}
            >
              {texts.clear}
            </button>
            <button
              type="button"
              className="studio-button"
              onClick={() => setPlaced(lastPlaced)}
              disabled={spinning || lastPlaced.length === 0 || placed.length > 0}
            >
              {texts.rebet}
            </button>
          </div>
          <div className="studio-play-row">
            <p className="roulette-total">
              <span className="studio-stake-label">{texts.totalBet}</span>
              <strong data-testid="roulette-total">{formatMinor(total, currency, locale)}</strong>
            </p>
            <button
              type="button"
              className="studio-button studio-button-play"
              onClick={spin}
              disabled={spinning || studio.busy || placed.length === 0}
              data-testid="play"
            >
              {spinning ? texts.spinning : texts.spin}
            </button>
          </div>
        </div>
      }
      describeRound={(round) => {
        const typed = round as StudioRound<RouletteTableBet, RouletteOutcome>;
        const pocket = typed.outcome?.pocket;
        if (pocket === undefined) return '–';
        return format(texts.historyLine, {
          pocket,
          colour: texts[pocketColour(pocket)],
          count: typed.bet?.spots?.length ?? 0,
        });
      }}
    />
  );
}

/** A spot's name in the player's words: "Split 1-4", "Red". */
export function spotName(bet: RouletteBet, { t, format }: StudioI18n): string {
  const names = t.roulette.spots;
  const numbers = coveredNumbers(bet);
  switch (bet.kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'trio':
    case 'corner':
    case 'sixLine':
      return format(names[bet.kind], { numbers: numbers.join('-') });
    case 'dozen':
    case 'column':
      return format(names[bet.kind], { numbers: `${numbers[0]}-${numbers.at(-1)}` });
    default:
      return names[bet.kind];
  }
}

/** The felt lies across on wide screens and turns upright, zero on top, in a narrow frame. */
function useOrientation(): TableOrientation {
  const [orientation, setOrientation] = useState<TableOrientation>('wide');
  useEffect(() => {
    const query = window.matchMedia('(max-width: 640px)');
    const update = () => setOrientation(query.matches ? 'tall' : 'wide');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return orientation;
}
