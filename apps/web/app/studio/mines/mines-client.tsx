import type { MinesAction, MinesBet } from '@jeton/games';
import { useState } from 'react';
import type { RoundAnswer, StudioRound } from '../api.js';
import { StudioFrame } from '../shell/studio-frame.js';
import { useStudioI18n } from '../shell/studio-locale.js';
import { formatMinor } from '../shell/studio-money.js';
import { useOpenRound } from '../shell/use-open-round.js';
import { useSpaceKey } from '../shell/use-space-key.js';
import { useStudio } from '../shell/use-studio.js';
import { MinesBoard, MinesSetup, type MinesView } from './mines-board.js';
import './mines.css';

type MinesRound = StudioRound<MinesBet, MinesView>;

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

  const stake = BigInt(round?.stake ?? studio.stake);
  const cashValue = view ? (stake * BigInt(Math.floor(view.currentMultiplier * 1e6))) / 1_000_000n : 0n;
  const count = view?.mineCount ?? mineCount;
  return (
    <StudioFrame
      kind="mines"
      studio={studio}
      stage={
        <MinesBoard
          view={view}
          count={count}
          disabled={!inPlay || studio.busy || !view?.allowedActions.includes('reveal')}
          onReveal={(cell) => act({ type: 'reveal', cell })}
        />
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
          <MinesSetup studio={studio} mineCount={mineCount} setMineCount={setMineCount} onStart={start} />
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
