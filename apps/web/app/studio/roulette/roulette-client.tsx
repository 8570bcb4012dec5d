import { pocketColour, type RouletteBet, type RouletteOutcome, type RouletteTableBet } from '@jeton/games';
import { useEffect, useState } from 'react';
import type { RoundAnswer, StudioRound } from '../api.js';
import { StudioFrame } from '../shell/studio-frame.js';
import { useStudioI18n } from '../shell/studio-locale.js';
import { pause, useReducedMotion } from '../shell/use-reduced-motion.js';
import { useSpaceKey } from '../shell/use-space-key.js';
import { useStudio } from '../shell/use-studio.js';
import { RouletteControls } from './roulette-controls.js';
import { RouletteFelt } from './roulette-felt.js';
import { historyLine, RouletteMessage } from './roulette-message.js';
import type { TableOrientation } from './roulette-table.js';
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
  const { t, locale } = i18n;
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
          <RouletteFelt
            studio={studio}
            i18n={i18n}
            chips={chips}
            recent={recent}
            orientation={orientation}
            winning={wheel.landed ? (result?.pocket ?? null) : null}
            disabled={spinning}
            onPlace={(spot) => {
              setResult(null);
              setPlaced((list) => [...list, { spot, amount: BigInt(studio.stake) }]);
            }}
          />
        </div>
      }
      message={
        <RouletteMessage
          i18n={i18n}
          currency={currency}
          result={spinning ? null : result}
          feltEmpty={placed.length === 0 && !spinning}
        />
      }
      controls={
        <RouletteControls
          studio={studio}
          texts={texts}
          locale={locale}
          spinning={spinning}
          placedCount={placed.length}
          lastPlacedCount={lastPlaced.length}
          total={total}
          onUndo={() => setPlaced((list) => list.slice(0, -1))}
          onClear={() => setPlaced([])}
          onRebet={() => setPlaced(lastPlaced)}
          onSpin={spin}
        />
      }
      describeRound={(round) => historyLine(round, i18n)}
    />
  );
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
