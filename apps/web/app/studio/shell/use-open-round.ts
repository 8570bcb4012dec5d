import { useState } from 'react';
import type { RoundAnswer, StudioRound } from '../api.js';
import type { Studio } from './use-studio.js';

/**
 * The round of a multi-step game (blackjack, mines) that stays open between the player's moves.
 * A round left open (a closed tab, a reload) comes back as the studio kept it, marked `resumed`.
 */
export function useOpenRound<Round extends StudioRound<unknown, unknown>>(studio: Studio) {
  const [round, setRound] = useState<Round | null>(null);
  const [resumed, setResumed] = useState(false);
  const [readSession, setReadSession] = useState<Studio['session']>(null);

  // Taken from the session in the render that first shows it, not in an effect after it: a frame
  // showing the deal button over a hand left open invited a deal the studio must refuse.
  if (studio.session !== readSession) {
    setReadSession(studio.session);
    const open = studio.session?.openRound as Round | null | undefined;
    if (open && open.status === 'open') {
      setRound(open);
      setResumed(true);
    }
  }

  /** Takes the studio's answer to a move; a settled round goes to the result and the history. */
  const settle = (answer: RoundAnswer | null) => {
    if (!answer) return;
    setRound(answer.round as Round);
    if (answer.round.status === 'settled') studio.reveal(answer);
  };

  const inPlay = round !== null && round.status === 'open';
  return { round, resumed, setResumed, inPlay, settle };
}
