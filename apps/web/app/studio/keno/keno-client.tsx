import { KENO_MAX_PICKS, type KenoBet, type KenoOutcome } from '@jeton/games';
import { useEffect, useRef, useState } from 'react';
import type { RoundAnswer } from '../api.js';
import { PlayRow } from '../shell/play-row.js';
import { StudioFrame } from '../shell/studio-frame.js';
import { useStudioI18n } from '../shell/studio-locale.js';
import { useReducedMotion } from '../shell/use-reduced-motion.js';
import { useSpaceKey } from '../shell/use-space-key.js';
import { useStudio } from '../shell/use-studio.js';
import { KenoBoard, KenoPaytable } from './keno-board.js';
import { randomPicks, useBallsOneByOne } from './keno-draw.js';
import { historyLine, KenoMessage } from './keno-message.js';
import './keno.css';

/** Keno: pick 1 to 10 of 80 numbers; 20 are drawn and the hits pay by the paytable. */
export function KenoClient() {
  const studio = useStudio();
  const i18n = useStudioI18n();
  const { t, format } = i18n;
  const texts = t.keno;
  const reduced = useReducedMotion();
  const [picks, setPicks] = useState<number[]>([]);
  const [drawn, setDrawn] = useState<number[]>([]);
  const [drawing, setDrawing] = useState(false);
  const [result, setResult] = useState<{ hits: number; picks: number; win: string } | null>(null);
  const pending = useRef<RoundAnswer | null>(null);
  const currency = studio.currency;

  const shownCount = useBallsOneByOne(drawn, drawing, reduced);

  useEffect(() => {
    if (!drawing || shownCount < drawn.length || drawn.length === 0) return;
    const answer = pending.current;
    if (!answer) return;
    pending.current = null;
    const outcome = answer.round.outcome as KenoOutcome;
    const bet = answer.round.bet as KenoBet;
    setResult({ hits: outcome.hits.length, picks: bet.picks.length, win: answer.round.win });
    studio.reveal(answer);
    setDrawing(false);
  }, [shownCount, drawn, drawing, studio]);

  const play = async () => {
    if (drawing || studio.busy || picks.length === 0) return;
    setResult(null);
    setDrawing(true);
    setDrawn([]);
    const answer = await studio.play<KenoBet, KenoOutcome, never>({ picks });
    const outcome = answer?.round.outcome as KenoOutcome | undefined;
    if (!answer || !outcome) {
      setDrawing(false);
      return;
    }
    pending.current = answer;
    setDrawn(outcome.drawn);
  };
  useSpaceKey(play, studio.phase === 'ready');

  const toggle = (n: number) => {
    if (drawing) return;
    setResult(null);
    setDrawn([]);
    setPicks((list) =>
      list.includes(n)
        ? list.filter((pick) => pick !== n)
        : list.length < KENO_MAX_PICKS
          ? [...list, n]
          : list,
    );
  };
  const quickPick = () => {
    setResult(null);
    setDrawn([]);
    setPicks(randomPicks(picks.length > 0 ? picks.length : 5));
  };

  return (
    <StudioFrame
      kind="keno"
      studio={studio}
      stage={
        <KenoBoard
          texts={texts}
          format={format}
          picks={picks}
          shown={drawn.slice(0, shownCount)}
          disabled={drawing}
          onToggle={toggle}
        />
      }
      message={<KenoMessage i18n={i18n} currency={currency} result={result} picked={picks.length} />}
      controls={
        <div className="keno-controls">
          <div className="keno-tools">
            <button type="button" className="studio-button" onClick={quickPick} disabled={drawing}>
              {texts.quickPick}
            </button>
            <button
              type="button"
              className="studio-button"
              onClick={() => setPicks([])}
              disabled={drawing || picks.length === 0}
            >
              {texts.clear}
            </button>
          </div>
          <KenoPaytable texts={texts} format={format} picked={picks.length} />
          <PlayRow
            studio={studio}
            stakeDisabled={drawing}
            onPlay={play}
            playDisabled={drawing || studio.busy || picks.length === 0}
          >
            {drawing ? texts.drawing : texts.draw}
          </PlayRow>
        </div>
      }
      describeRound={(played) => historyLine(played, i18n)}
    />
  );
}
