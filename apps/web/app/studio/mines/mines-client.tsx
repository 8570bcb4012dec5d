import { MINES_CELLS, type MinesAction, type MinesBet, minesMultiplier } from '@jeton/games';
import { useState } from 'react';
import type { RoundAnswer, StudioRound } from '../api.js';
import { PlayRow } from '../shell/play-row.js';
import { StudioFrame } from '../shell/studio-frame.js';
import { useStudioI18n } from '../shell/studio-locale.js';
import { formatMinor } from '../shell/studio-money.js';
import { useOpenRound } from '../shell/use-open-round.js';
import { useSpaceKey } from '../shell/use-space-key.js';
import { useStudio } from '../shell/use-studio.js';
import './mines.css';

/** The board as the player may see it: `mines` only once the round is over. */
export interface MinesView {
  mineCount: number;
  mines?: number[];
  revealed: number[];
  hitMine: boolean;
  currentMultiplier: number;
  nextMultiplier: number | null;
  finished: boolean;
  multiplier: number | null;
  allowedActions: MinesAction['type'][];
}

type MinesRound = StudioRound<MinesBet, MinesView>;
const MINE_CHOICES = [1, 3, 5, 10, 15, 20, 24];
const BOARD_CELLS = Array.from({ length: MINES_CELLS }, (_, cell) => cell);
const times = (multiplier: number) => `×${multiplier.toFixed(2)}`;

/** Mines: a 5 × 5 board hiding 1 to 24 mines; each safe tile raises the cash-out, a mine ends it. */
export function MinesClient() {
  const studio = useStudio();
  const { t, locale, format } = useStudioI18n();
  const texts = t.mines;
  const [mineCount, setMineCount] = useState(3);
  const { round, resumed, setResumed, inPlay, settle } = useOpenRound<MinesRound>(studio);
  const currency = studio.currency;

  const view = round?.outcome ?? null;
  const start = async () => {
    if (inPlay || studio.busy) return;
    setResumed(false);
    settle(
      (await studio.play<MinesBet, MinesView, never>({ mines: mineCount })) as RoundAnswer<
        MinesBet,
        MinesView
      > | null,
    );
  };
  const act = async (action: MinesAction) => {
    if (!round || !inPlay || studio.busy) return;
    settle(
      (await studio.act<MinesBet, MinesView, never>(round.id, action)) as RoundAnswer<
        MinesBet,
        MinesView
      > | null,
    );
  };
  const cashOut = () => act({ type: 'cashout' });
  useSpaceKey(
    inPlay ? cashOut : start,
    studio.phase === 'ready' && (!inPlay || !!view?.allowedActions.includes('cashout')),
  );

  const revealed = new Set(view?.revealed ?? []);
  const mines = new Set(view?.mines ?? []);
  const lastCell = view?.revealed.at(-1);
  const stake = BigInt(round?.stake ?? studio.stake);
  const cashValue = view ? (stake * BigInt(Math.floor(view.currentMultiplier * 1e6))) / 1_000_000n : 0n;
  const count = view?.mineCount ?? mineCount;
  return (
    <StudioFrame
      kind="mines"
      studio={studio}
      stage={
        <div className="mines-stage">
          <fieldset className="mines-board" data-testid="mines-board">
            <legend className="studio-visually-hidden">{format(texts.board, { count })}</legend>
            {BOARD_CELLS.map((cell) => {
              const isRevealed = revealed.has(cell);
              const isMine = mines.has(cell) || (view?.hitMine && cell === lastCell);
              const shown = isRevealed || (view?.finished && mines.size > 0);
              const state = !shown ? 'hidden' : isMine ? 'mine' : 'gem';
              const label =
                format(texts.tile, { number: cell + 1 }) +
                (shown ? `: ${state === 'mine' ? texts.mine : texts.gem}` : '');
              return (
                <button
                  key={cell}
                  type="button"
                  className={`mines-tile is-${state}${isRevealed ? ' is-picked' : ''}`}
                  disabled={!inPlay || isRevealed || studio.busy || !view?.allowedActions.includes('reveal')}
                  onClick={() => act({ type: 'reveal', cell })}
                  aria-label={label}
                  data-cell={cell}
                >
                  {state === 'gem' && <Gem />}
                  {state === 'mine' && <Mine />}
                </button>
              );
            })}
          </fieldset>
          <dl className="mines-figures">
            <div>
              <dt>{texts.current}</dt>
              <dd>{view ? times(view.currentMultiplier) : '×1.00'}</dd>
            </div>
            <div>
              <dt>{texts.next}</dt>
              <dd>
                {times(view?.nextMultiplier ?? minesMultiplier(count, (view?.revealed.length ?? 0) + 1))}
              </dd>
            </div>
          </dl>
        </div>
      }
      message={
        resumed && inPlay ? (
          <p className="studio-muted" data-testid="resumed">
            {texts.resumed}
          </p>
        ) : round?.status === 'settled' ? (
          <p className={BigInt(round.win) > 0n ? 'studio-win' : 'studio-loss'} data-testid="round-message">
            {BigInt(round.win) > 0n
              ? format(texts.won, { amount: formatMinor(round.win, currency, locale) })
              : texts.lost}
          </p>
        ) : inPlay ? (
          <p className="studio-muted">{texts.pick}</p>
        ) : null
      }
      controls={
        inPlay && view ? (
          <button
            type="button"
            className="studio-button studio-button-play"
            disabled={studio.busy || !view.allowedActions.includes('cashout')}
            onClick={cashOut}
            data-testid="cashout"
          >
            {format(texts.cashOut, { amount: formatMinor(cashValue, currency, locale) })}
          </button>
        ) : (
          <div className="mines-setup">
            <label className="mines-count">
              <span className="studio-field-label">{texts.mineCount}</span>
              <select
                className="studio-stake-value"
                value={mineCount}
                onChange={(event) => setMineCount(Number(event.target.value))}
              >
                {Array.from({ length: MINES_CELLS - 1 }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <div className="mines-quick">
              {MINE_CHOICES.map((n) => (
                <button
                  key={n}
                  type="button"
                  className={`studio-button${n === mineCount ? ' is-on' : ''}`}
                  onClick={() => setMineCount(n)}
                >
                  {n}
                </button>
              ))}
            </div>
            <PlayRow studio={studio} stakeDisabled={studio.busy} onPlay={start} playDisabled={studio.busy}>
              {texts.start}
            </PlayRow>
          </div>
        )
      }
      describeRound={(played) => {
        const typed = played as MinesRound;
        const state = typed.outcome;
        if (!state) return '–';
        return format(texts.historyLine, {
          mines: state.mineCount,
          safe: state.revealed.length - (state.hitMine ? 1 : 0),
        });
      }}
      describeStep={(action) => {
        const typed = action as MinesAction;
        return typed.type === 'reveal' ? format(texts.tile, { number: typed.cell + 1 }) : texts.cashOutStep;
      }}
    />
  );
}

function Gem() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true">
      <path
        d="M20 38 L35 18 L65 18 L80 38 L50 84 Z"
        fill="#3ff0b8"
        stroke="#0b6e55"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M20 38 L80 38 M35 18 L42 38 L50 84 L58 38 L65 18"
        stroke="#0b6e55"
        strokeWidth="2"
        fill="none"
      />
      <path d="M38 24 L44 24 L40 34 Z" fill="#fff" opacity="0.7" />
    </svg>
  );
}

function Mine() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true">
      {[0, 45, 90, 135].map((angle) => (
        <rect
          key={angle}
          x="46"
          y="12"
          width="8"
          height="76"
          rx="4"
          fill="#2a2d3a"
          transform={`rotate(${angle} 50 50)`}
        />
      ))}
      <circle cx="50" cy="50" r="26" fill="#1b1d27" stroke="#ff5c7a" strokeWidth="4" />
      <circle cx="41" cy="41" r="7" fill="#fff" opacity="0.6" />
    </svg>
  );
}
