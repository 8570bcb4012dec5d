import type { LocaleCode } from '@jeton/domain';
import { type CrashBet, type CrashState, crashMultiplierAt } from '@jeton/games';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type RoundAnswer, type StudioRound, studioApi } from '../api.js';
import type { StudioMessages } from '../shell/studio-locale.js';
import { formatMultiplier } from '../shell/studio-numbers.js';
import type { Studio } from '../shell/use-studio.js';

/** What the studio shows of a crash round: the crash point only once it is over. */
export interface CrashRoundView {
  targetHundredths: number | null;
  cashedOutHundredths: number | null;
  crashHundredths?: number;
}

export type CrashRound = StudioRound<CrashBet, CrashRoundView> & { outcome: CrashRoundView | null };

/** How often an open round asks the studio whether it has crashed (the crash point is the studio's secret). */
const CHECK_EVERY_MS = 1000;
/** Reduced motion: the multiplier's figure moves in steps rather than every frame. */
const REDUCED_STEP_MS = 500;

/** performance.now() of the round's ×1.00, from the studio's clock at an answer received just now. */
function startOf(round: CrashRound, serverTime: string | undefined): number | null {
  if (!round.createdAt || !serverTime) return null;
  return performance.now() - (Date.parse(serverTime) - Date.parse(round.createdAt));
}

interface FlightOptions {
  studio: Studio;
  round: CrashRound | null;
  inPlay: boolean;
  settle(answer: RoundAnswer | null): void;
  reduced: boolean;
}

/**
 * The open round in the air: the multiplier rising on the studio's clock, a check every second that
 * learns of the crash (or of the automatic cash-out), and the cash-out itself.
 */
export function useCrashFlight({ studio, round, inPlay, settle, reduced }: FlightOptions) {
  const [search] = useSearchParams();
  const token = search.get('session') ?? '';
  const [start, setStart] = useState<number | null>(null);
  const [shown, setShown] = useState(100);
  const [cashingOut, setCashingOut] = useState(false);
  const settleRef = useRef(settle);
  settleRef.current = settle;

  // A round left in the air (a reload, a closed tab) resumes on the clock of the session's answer.
  useEffect(() => {
    if (inPlay && round && start === null) setStart(startOf(round, studio.session?.serverTime));
  }, [inPlay, round, start, studio.session]);

  const roundId = inPlay ? (round?.id ?? null) : null;
  useEffect(() => {
    if (roundId === null || start === null) return;
    const tick = () => setShown(crashMultiplierAt(performance.now() - start));
    tick();
    let frame = 0;
    const timer = reduced ? window.setInterval(tick, REDUCED_STEP_MS) : 0;
    if (!reduced) {
      const loop = () => {
        tick();
        frame = requestAnimationFrame(loop);
      };
      frame = requestAnimationFrame(loop);
    }
    const poll = window.setInterval(() => {
      studioApi.act(token, roundId, { type: 'check' }).then(
        (answer) => {
          if (answer.round.status === 'settled') settleRef.current(answer);
        },
        () => undefined, // the next check asks again
      );
    }, CHECK_EVERY_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
      window.clearInterval(poll);
    };
  }, [roundId, start, reduced, token]);

  const takeOff = (answer: RoundAnswer) => {
    setShown(100);
    setStart(startOf(answer.round as CrashRound, answer.serverTime));
    settle(answer);
  };

  const cashOut = async () => {
    if (!round || !inPlay || cashingOut) return;
    setCashingOut(true);
    try {
      const answer = await studio.act(round.id, { type: 'cashout' });
      if (answer) return settle(answer);
      // Refused: a check may have ended the round a moment before. Show how it ended.
      const rounds = await studioApi.rounds(token, 5).catch((): StudioRound[] => []);
      const ended = rounds.find((r) => r.id === round.id);
      if (ended && ended.status === 'settled') {
        studio.dismissError();
        settle({ round: ended, balance: ended.balanceAfter ?? studio.balance });
      }
    } finally {
      setCashingOut(false);
    }
  };

  return { shown, cashingOut, takeOff, cashOut };
}

type CrashTexts = StudioMessages['crash'];
type Format = (message: string, values: Record<string, string>) => string;

/** How a crash round ended, in a line: where it crashed, and where the stake left it if it did. */
export function crashSummary(
  round: Pick<CrashState, 'crashHundredths' | 'cashedOutHundredths' | 'finished'>,
  texts: CrashTexts,
  format: Format,
  locale: LocaleCode,
): string {
  const crash = formatMultiplier(round.crashHundredths, locale);
  if (round.cashedOutHundredths !== null)
    return format(texts.historyCashedOut, {
      crash,
      cashout: formatMultiplier(round.cashedOutHundredths, locale),
    });
  return format(round.finished ? texts.historyLost : texts.historyCrash, { crash });
}

/** The round's line in the last rounds list (an open round's crash point is still the studio's). */
export function describeCrashRound(
  round: CrashRound,
  texts: CrashTexts,
  format: Format,
  locale: LocaleCode,
): string {
  const outcome = round.outcome;
  if (round.status !== 'settled' || !outcome?.crashHundredths) return texts.historyOpen;
  // Rounds from before cash-out by hand (one-shot, decision 0021) won at their target.
  const cashedOut =
    outcome.cashedOutHundredths ?? (BigInt(round.win) > 0n ? round.bet.targetHundredths : null);
  return crashSummary(
    { crashHundredths: outcome.crashHundredths, cashedOutHundredths: cashedOut ?? null, finished: true },
    texts,
    format,
    locale,
  );
}
