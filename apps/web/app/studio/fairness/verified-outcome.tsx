import type { LocaleCode } from '@jeton/domain';
import {
  type BlackjackState,
  type CrashState,
  type DiceBet,
  type DiceOutcome,
  handValue,
  type KenoBet,
  type KenoOutcome,
  kenoMultiplier,
  type MinesState,
  type PlinkoBet,
  type PlinkoOutcome,
  plinkoMultiplier,
  pocketColour,
  type RouletteOutcome,
  type SlotOutcome,
  settleDice,
} from '@jeton/games';
import '../blackjack/blackjack.css';
import '../keno/keno.css';
import '../mines/mines.css';
import { formatMessage } from '../../i18n/format.js';
import { PlayingCard } from '../blackjack/playing-card.js';
import { crashSummary } from '../crash/crash-flight.js';
import { CrashGraph } from '../crash/crash-graph.js';
import { DiceTrack } from '../dice/dice-track.js';
import { PlinkoBoard } from '../plinko/plinko-board.js';
import { ballTurnFrom, RouletteWheel, rotorTurnTo } from '../roulette/roulette-wheel.js';
import { studioMessagesFor } from '../shell/studio-locale.js';
import { formatHundredths } from '../shell/studio-numbers.js';
import { SlotReels } from '../slot/slot-reels.js';
import { SlotSymbolDefs } from '../slot/slot-symbols.js';

interface VerifiedOutcomeProps {
  kind: string;
  outcome: unknown;
  bet: unknown;
  locale: LocaleCode;
}

/** The replayed outcome drawn as the game draws it, with the data underneath. */
export function VerifiedOutcome({ kind, outcome, bet, locale }: VerifiedOutcomeProps) {
  const studio = studioMessagesFor(locale);
  const t = studio.fairness;
  const format = (template: string, values: Record<string, string | number>) =>
    formatMessage(template, values, locale);
  let picture: React.ReactNode = null;
  let summary: string | null = null;
  if (kind === 'dice') {
    const dice = outcome as DiceOutcome;
    const won = settleDice(bet as DiceBet, dice).won;
    picture = (
      <DiceTrack
        bet={bet as DiceBet}
        roll={dice.rollHundredths}
        won={won}
        animate={false}
        label={studio.dice.trackLabel}
        locale={locale}
      />
    );
    summary = format(t.diceOutcome, {
      roll: formatHundredths(dice.rollHundredths, locale),
      verdict: won ? t.winVerdict : t.lossVerdict,
    });
  } else if (kind === 'roulette') {
    const { pocket } = outcome as RouletteOutcome;
    picture = (
      <div className="fairness-wheel">
        <RouletteWheel
          rotorAngle={rotorTurnTo(pocket, 0)}
          ballAngle={ballTurnFrom(0)}
          duration={0}
          landed
          label={studio.roulette.wheel}
        />
      </div>
    );
    summary = format(t.rouletteOutcome, { pocket, colour: studio.roulette[pocketColour(pocket)] });
  } else if (kind === 'slot') {
    const slot = outcome as SlotOutcome;
    picture = (
      <div className="fairness-slot">
        <SlotSymbolDefs />
        <SlotReels
          stops={slot.stops}
          previous={slot.stops}
          spinning={false}
          reduced
          wins={slot.lineWins}
          grid={slot.grid}
          label={studio.slot.reels}
        />
      </div>
    );
    summary = format(studio.slot.historyLine, { count: slot.lineWins.length });
  } else if (kind === 'crash') {
    const round = outcome as CrashState;
    picture = (
      <CrashGraph
        shownHundredths={round.crashHundredths}
        crashed
        targetHundredths={round.targetHundredths}
        cashedOutHundredths={round.cashedOutHundredths}
        label={studio.crash.graph}
        locale={locale}
      />
    );
    summary = crashSummary(round, studio.crash, format, locale);
  } else if (kind === 'plinko') {
    const drop = outcome as PlinkoOutcome;
    const plinko = bet as PlinkoBet;
    picture = (
      <div className="plinko-stage">
        <PlinkoBoard
          bet={plinko}
          outcome={drop}
          dropKey={0}
          reduced
          onLanded={() => undefined}
          label={studio.plinko.board}
        />
      </div>
    );
    summary = format(studio.plinko.historyLine, {
      multiplier: plinkoMultiplier(plinko, drop.bin),
      rows: plinko.rows,
      risk: studio.plinko.risks[plinko.risk],
    });
  } else if (kind === 'keno') {
    const draw = outcome as KenoOutcome;
    const picks = (bet as KenoBet).picks;
    picture = (
      <ol className="keno-balls" aria-label={studio.keno.drawn}>
        {draw.drawn.map((n) => (
          <li key={n} className={picks.includes(n) ? 'is-hit' : ''}>
            {n}
          </li>
        ))}
      </ol>
    );
    summary = format(studio.keno.historyLine, {
      hits: draw.hits.length,
      picks: picks.length,
      multiplier: kenoMultiplier(picks.length, draw.hits.length),
    });
  } else if (kind === 'mines') {
    const board = outcome as MinesState;
    picture = (
      <div className="mines-board fairness-mines">
        {Array.from({ length: 25 }, (_, cell) => cell).map((cell) => (
          <span
            key={cell}
            className={`mines-tile is-${board.mines.includes(cell) ? 'mine' : 'gem'}${board.revealed.includes(cell) ? ' is-picked' : ''}`}
          >
            {board.mines.includes(cell) ? '✹' : board.revealed.includes(cell) ? '◆' : ''}
          </span>
        ))}
      </div>
    );
    summary = format(studio.mines.historyLine, {
      mines: board.mineCount,
      safe: board.revealed.length - (board.hitMine ? 1 : 0),
    });
  } else if (kind === 'blackjack') {
    const table = outcome as BlackjackState;
    picture = (
      <div className="bj-table fairness-bj">
        <div className="bj-cards">
          {table.dealer.map((card, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: dealt in order
            <PlayingCard key={index} card={card} index={0} label={String(card)} />
          ))}
        </div>
        {table.hands.map((hand, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: hands keep their place
          <div key={index} className="bj-cards">
            {hand.cards.map((card, cardIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: dealt in order
              <PlayingCard key={cardIndex} card={card} index={0} label={String(card)} />
            ))}
          </div>
        ))}
      </div>
    );
    summary = [
      `${studio.blackjack.dealer} ${handValue(table.dealer).total}`,
      ...table.hands.map(
        (hand) =>
          `${handValue(hand.cards).total}${hand.result ? ` ${studio.blackjack.results[hand.result]}` : ''}`,
      ),
    ].join(' · ');
  }
  return (
    <div className="fairness-outcome" data-kind={kind}>
      {picture && <div className="fairness-picture">{picture}</div>}
      {summary && (
        <p className="fairness-summary" data-testid="fairness-summary">
          {summary}
        </p>
      )}
      <details>
        <summary>{t.outcomeData}</summary>
        <pre className="fairness-code">
          <code>{JSON.stringify(outcome, null, 2)}</code>
        </pre>
      </details>
    </div>
  );
}
