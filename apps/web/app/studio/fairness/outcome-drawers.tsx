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
import type { ReactNode } from 'react';
import '../blackjack/blackjack.css';
import '../keno/keno.css';
import '../mines/mines.css';
import { PlayingCard } from '../blackjack/playing-card.js';
import { crashSummary } from '../crash/crash-flight.js';
import { CrashGraph } from '../crash/crash-graph.js';
import { DiceTrack } from '../dice/dice-track.js';
import { PlinkoBoard } from '../plinko/plinko-board.js';
import { ballTurnFrom, RouletteWheel, rotorTurnTo } from '../roulette/roulette-wheel.js';
import type { studioMessagesFor } from '../shell/studio-locale.js';
import { formatHundredths } from '../shell/studio-numbers.js';
import { SlotReels } from '../slot/slot-reels.js';
import { SlotSymbolDefs } from '../slot/slot-symbols.js';

/** What a drawer is given: the round's outcome and bet, and the studio's texts in the player's locale. */
export interface DrawContext {
  outcome: unknown;
  bet: unknown;
  locale: LocaleCode;
  studio: ReturnType<typeof studioMessagesFor>;
  format(template: string, values: Record<string, string | number>): string;
}

/** A replayed outcome as its game draws it, and a one-line summary. */
export interface DrawnOutcome {
  picture: ReactNode;
  summary: string;
}

function drawDice({ outcome, bet, locale, studio, format }: DrawContext): DrawnOutcome {
  const dice = outcome as DiceOutcome;
  const won = settleDice(bet as DiceBet, dice).won;
  const t = studio.fairness;
  return {
    picture: (
      <DiceTrack
        bet={bet as DiceBet}
        roll={dice.rollHundredths}
        won={won}
        animate={false}
        label={studio.dice.trackLabel}
        locale={locale}
      />
    ),
    summary: format(t.diceOutcome, {
      roll: formatHundredths(dice.rollHundredths, locale),
      verdict: won ? t.winVerdict : t.lossVerdict,
    }),
  };
}

function drawRoulette({ outcome, studio, format }: DrawContext): DrawnOutcome {
  const { pocket } = outcome as RouletteOutcome;
  return {
    picture: (
      <div className="fairness-wheel">
        <RouletteWheel
          rotorAngle={rotorTurnTo(pocket, 0)}
          ballAngle={ballTurnFrom(0)}
          duration={0}
          landed
          label={studio.roulette.wheel}
        />
      </div>
    ),
    summary: format(studio.fairness.rouletteOutcome, {
      pocket,
      colour: studio.roulette[pocketColour(pocket)],
    }),
  };
}

function drawSlot({ outcome, studio, format }: DrawContext): DrawnOutcome {
  const slot = outcome as SlotOutcome;
  return {
    picture: (
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
    ),
    summary: format(studio.slot.historyLine, { count: slot.lineWins.length }),
  };
}

function drawCrash({ outcome, locale, studio, format }: DrawContext): DrawnOutcome {
  const round = outcome as CrashState;
  return {
    picture: (
      <CrashGraph
        shownHundredths={round.crashHundredths}
        crashed
        targetHundredths={round.targetHundredths}
        cashedOutHundredths={round.cashedOutHundredths}
        label={studio.crash.graph}
        locale={locale}
      />
    ),
    summary: crashSummary(round, studio.crash, format, locale),
  };
}

function drawPlinko({ outcome, bet, studio, format }: DrawContext): DrawnOutcome {
  const drop = outcome as PlinkoOutcome;
  const plinko = bet as PlinkoBet;
  return {
    picture: (
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
    ),
    summary: format(studio.plinko.historyLine, {
      multiplier: plinkoMultiplier(plinko, drop.bin),
      rows: plinko.rows,
      risk: studio.plinko.risks[plinko.risk],
    }),
  };
}

function drawKeno({ outcome, bet, studio, format }: DrawContext): DrawnOutcome {
  const draw = outcome as KenoOutcome;
  const picks = (bet as KenoBet).picks;
  return {
    picture: (
      <ol className="keno-balls" aria-label={studio.keno.drawn}>
        {draw.drawn.map((n) => (
          <li key={n} className={picks.includes(n) ? 'is-hit' : ''}>
            {n}
          </li>
        ))}
      </ol>
    ),
    summary: format(studio.keno.historyLine, {
      hits: draw.hits.length,
      picks: picks.length,
      multiplier: kenoMultiplier(picks.length, draw.hits.length),
    }),
  };
}

function drawMines({ outcome, studio, format }: DrawContext): DrawnOutcome {
  const board = outcome as MinesState;
  return {
    picture: (
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
    ),
    summary: format(studio.mines.historyLine, {
      mines: board.mineCount,
      safe: board.revealed.length - (board.hitMine ? 1 : 0),
    }),
  };
}

function drawBlackjack({ outcome, studio }: DrawContext): DrawnOutcome {
  const table = outcome as BlackjackState;
  const texts = studio.blackjack;
  return {
    picture: (
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
    ),
    summary: [
      `${texts.dealer} ${handValue(table.dealer).total}`,
      ...table.hands.map(
        (hand) => `${handValue(hand.cards).total}${hand.result ? ` ${texts.results[hand.result]}` : ''}`,
      ),
    ].join(' · '),
  };
}

/** Each house game's drawer, by the game's kind. */
export const OUTCOME_DRAWERS: Record<string, (context: DrawContext) => DrawnOutcome> = {
  dice: drawDice,
  roulette: drawRoulette,
  slot: drawSlot,
  crash: drawCrash,
  plinko: drawPlinko,
  keno: drawKeno,
  mines: drawMines,
  blackjack: drawBlackjack,
};
