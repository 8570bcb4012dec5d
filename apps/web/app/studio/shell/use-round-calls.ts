import { useCallback, useState } from 'react';
import { type RoundAnswer, type SeedRotation, studioApi } from '../api.js';
import { notifyBalanceChanged, notifyRoundInPlay } from './notify-parent.js';
import type { StudioState } from './studio-state.js';
import type { Guarded } from './use-guarded-call.js';

type Money = Pick<StudioState, 'stake' | 'setBalance' | 'setSeed' | 'setPack'>;

/** The calls a game makes (play, act, reveal, a new seed), each one at a time through `guarded`. */
export function useRoundCalls(token: string, money: Money, guarded: Guarded, reloadRounds: () => void) {
  const { stake, setBalance, setSeed, setPack } = money;
  const [revealedSeeds, setRevealedSeeds] = useState<SeedRotation['revealed'][]>([]);

  const play = useCallback(
    <Bet, Outcome, State>(bet: Bet, options: { freeSpin?: boolean; stake?: string } = {}) =>
      guarded(async () => {
        const answer = await studioApi.play<Bet, Outcome, State>(
          token,
          options.freeSpin ? { bet, freeSpin: true } : { bet, stake: options.stake ?? stake },
        );
        const taken = answer.round.freeSpin ? 0n : BigInt(answer.round.stake);
        const before = answer.round.balanceBefore;
        // Until the result is shown, the balance shown is the one the stake left.
        setBalance((shown) => (BigInt(before ?? shown) - taken).toString());
        setSeed((current) => (current ? { ...current, nonce: current.nonce + 1 } : current));
        if (answer.round.status !== 'settled') {
          // A round that stays open (crash, mines): the stake has left the balance now, so the
          // header shows it now too, not once the round settles (issue 17).
          notifyBalanceChanged();
          notifyRoundInPlay(true);
        }
        return answer;
      }),
    [guarded, stake, token, setBalance, setSeed],
  );

  const act = useCallback(
    <Bet, Outcome, State>(roundId: string | number, action: unknown) =>
      guarded(async () => {
        const answer = await studioApi.act<Bet, Outcome, State>(token, roundId, action);
        if (answer.round.status !== 'settled') setBalance(answer.balance);
        return answer;
      }),
    [guarded, token, setBalance],
  );

  const reveal = useCallback(
    (answer: RoundAnswer) => {
      setBalance(answer.balance);
      if (answer.round.status !== 'settled') return;
      notifyBalanceChanged();
      notifyRoundInPlay(false);
      reloadRounds();
      // Free spins left come from the player's packs: a spin may have used or won some.
      studioApi
        .session(token)
        .then((fresh) => setPack(fresh.freeSpins))
        .catch(() => undefined);
    },
    [reloadRounds, token, setBalance, setPack],
  );

  const rotateSeed = useCallback(
    (clientSeed: string) =>
      guarded(async () => {
        const rotation = await studioApi.rotateSeed(token, clientSeed);
        setSeed(rotation.next);
        setRevealedSeeds((list) => [rotation.revealed, ...list]);
        reloadRounds();
        return rotation;
      }),
    [guarded, token, reloadRounds, setSeed],
  );

  return { play, act, reveal, rotateSeed, revealedSeeds };
}
