import { MINES_CELLS, type MinesAction, minesMultiplier } from '@jeton/games';
import { PlayRow } from '../shell/play-row.js';
import { useStudioI18n } from '../shell/studio-locale.js';
import type { Studio } from '../shell/use-studio.js';

// The Mines board with its multipliers, and the choice of mines before a round.

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

const MINE_CHOICES = [1, 3, 5, 10, 15, 20, 24];
const BOARD_CELLS = Array.from({ length: MINES_CELLS }, (_, cell) => cell);
const times = (multiplier: number) => `×${multiplier.toFixed(2)}`;

interface MinesBoardProps {
  view: MinesView | null;
  /** The round's mines, or the ones chosen for the next round. */
  count: number;
  /** No tile may be picked (no round in play, a call under way, or revealing not allowed). */
  disabled: boolean;
  onReveal: (cell: number) => void;
}

export function MinesBoard({ view, count, disabled, onReveal }: MinesBoardProps) {
  const { t, format } = useStudioI18n();
  const texts = t.mines;
  const revealed = new Set(view?.revealed ?? []);
  const mines = new Set(view?.mines ?? []);
  const lastCell = view?.revealed.at(-1);
  return (
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
              disabled={disabled || isRevealed}
              onClick={() => onReveal(cell)}
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
          <dd>{times(view?.nextMultiplier ?? minesMultiplier(count, (view?.revealed.length ?? 0) + 1))}</dd>
        </div>
      </dl>
    </div>
  );
}

interface MinesSetupProps {
  studio: Studio;
  mineCount: number;
  setMineCount: (count: number) => void;
  onStart: () => void;
}

export function MinesSetup({ studio, mineCount, setMineCount, onStart }: MinesSetupProps) {
  const { t } = useStudioI18n();
  const texts = t.mines;
  return (
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
      <PlayRow studio={studio} stakeDisabled={studio.busy} onPlay={onStart} playDisabled={studio.busy}>
        {texts.start}
      </PlayRow>
    </div>
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
