import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import {
  type RoundAnswer,
  type SeedCommitment,
  type SeedRotation,
  StudioError,
  type StudioRound,
  type StudioSession,
  studioApi,
} from '../api.js';
import { HISTORY_LENGTH, STUDIO_LAYOUT_ID, type StudioLayoutData } from './first-view.js';
import { notifyBalanceChanged, notifyRoundInPlay } from './notify-parent.js';
import { defaultStake } from './studio-money.js';

export type StudioPhase = 'loading' | 'ready' | 'fatal';

/** Everything a game client needs from the studio: the session, the money shown and the calls. */
export interface Studio {
  phase: StudioPhase;
  session: StudioSession | null;
  /** The balance shown: the stake leaves it when a round starts, the win arrives when it is shown. */
  balance: string;
  currency: string;
  stake: string;
  setStake(stake: string): void;
  seed: SeedCommitment | null;
  /** Free spins left for this game (from the player's packs), and the stake they are played at. */
  freeSpins: number | null;
  freeSpinStake: string | null;
  /** The next free spin plays the slot's free-spin feature (awarded by the game), not a granted spin. */
  freeSpinFeature: boolean;
  rounds: StudioRound[];
  roundsPhase: 'loading' | 'ready' | 'error';
  /** A failed call the player should read (insufficient funds, a refused bet…); null when none. */
  error: StudioError | null;
  dismissError(): void;
  /** A call is out, or the client has not taken over the server's HTML yet: controls wait. */
  busy: boolean;
  /** Opens a round; one-shot rounds come back settled. Null when the studio refused (see `error`). */
  play<Bet, Outcome, State>(
    bet: Bet,
    options?: { freeSpin?: boolean; stake?: string },
  ): Promise<RoundAnswer<Bet, Outcome, State> | null>;
  act<Bet, Outcome, State>(
    roundId: string | number,
    action: unknown,
  ): Promise<RoundAnswer<Bet, Outcome, State> | null>;
  /** Shows the round's result: the new balance, the history, the parent page's header. */
  reveal(answer: RoundAnswer): void;
  rotateSeed(clientSeed: string): Promise<SeedRotation | null>;
  revealedSeeds: SeedRotation['revealed'][];
  reloadRounds(): void;
}

export function useStudio(): Studio {
  const [search] = useSearchParams();
  const token = search.get('session') ?? '';
  // The session and history the server read for the frame's HTML; null: the client reads them.
  const first = useRouteLoaderData<StudioLayoutData>(STUDIO_LAYOUT_ID)?.firstView ?? null;
  const firstRef = useRef(first);
  const [phase, setPhase] = useState<StudioPhase>(first ? 'ready' : 'loading');
  const [session, setSession] = useState<StudioSession | null>(first?.session ?? null);
  const [balance, setBalance] = useState(first?.session.balance ?? '0');
  const [stake, setStake] = useState(() =>
    first ? defaultStake(first.session.currency, first.session.balance) : '100',
  );
  const [seed, setSeed] = useState<SeedCommitment | null>(first?.session.seed ?? null);
  /** The player's free spins on this game, as the studio last answered them. */
  const [pack, setPack] = useState<StudioSession['freeSpins']>(first?.session.freeSpins ?? null);
  const [rounds, setRounds] = useState<StudioRound[]>(first?.rounds ?? []);
  const [roundsPhase, setRoundsPhase] = useState<'loading' | 'ready' | 'error'>(
    first?.rounds ? 'ready' : 'loading',
  );
  const [error, setError] = useState<StudioError | null>(null);
  // Busy until hydrated: the server's HTML shows the game before its scripts run, and a press then
  // would be lost, so the controls wait, disabled, for the client.
  const [busy, setBusy] = useState(true);
  useEffect(() => setBusy(false), []);
  const [revealedSeeds, setRevealedSeeds] = useState<SeedRotation['revealed'][]>([]);
  const busyRef = useRef(false);

  const fail = useCallback((cause: unknown) => {
    const studioError = cause instanceof StudioError ? cause : new StudioError('NETWORK', String(cause));
    if (studioError.code === 'SESSION_EXPIRED') setPhase('fatal');
    setError(studioError);
  }, []);

  const reloadRounds = useCallback(() => {
    if (!token) return;
    studioApi
      .rounds(token, HISTORY_LENGTH)
      .then((list) => {
        setRounds(list);
        setRoundsPhase('ready');
      })
      .catch((cause: unknown) => {
        setRoundsPhase('error');
        if (cause instanceof StudioError && cause.code === 'SESSION_EXPIRED') fail(cause);
      });
  }, [token, fail]);

  useEffect(() => {
    if (!token) {
      setPhase('fatal');
      setError(new StudioError('SESSION_EXPIRED', 'no session'));
      return;
    }
    // Read for the HTML already: only a history the server could not read is asked again.
    const given = firstRef.current;
    firstRef.current = null;
    if (given) {
      if (!given.rounds) reloadRounds();
      return;
    }
    let live = true;
    studioApi
      .session(token)
      .then((loaded) => {
        if (!live) return;
        setSession(loaded);
        setBalance(loaded.balance);
        setStake(defaultStake(loaded.currency, loaded.balance));
        setSeed(loaded.seed);
        setPack(loaded.freeSpins);
        setPhase('ready');
        reloadRounds();
      })
      .catch((cause: unknown) => {
        if (!live) return;
        setPhase('fatal');
        setError(cause instanceof StudioError ? cause : new StudioError('NETWORK', String(cause)));
      });
    return () => {
      live = false;
    };
  }, [token, reloadRounds]);

  /** One call at a time: a second press while a round is on its way does nothing. */
  const guarded = useCallback(
    async <T>(run: () => Promise<T>): Promise<T | null> => {
      if (busyRef.current) return null;
      busyRef.current = true;
      setBusy(true);
      setError(null);
      try {
        return await run();
      } catch (cause) {
        fail(cause);
        return null;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [fail],
  );

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
    [guarded, stake, token],
  );

  const act = useCallback(
    <Bet, Outcome, State>(roundId: string | number, action: unknown) =>
      guarded(async () => {
        const answer = await studioApi.act<Bet, Outcome, State>(token, roundId, action);
        if (answer.round.status !== 'settled') setBalance(answer.balance);
        return answer;
      }),
    [guarded, token],
  );

  const reveal = useCallback(
    (answer: RoundAnswer) => {
      setBalance(answer.balance);
      if (answer.round.status === 'settled') {
        notifyBalanceChanged();
        notifyRoundInPlay(false);
        reloadRounds();
        // Free spins left come from the player's packs: a spin may have used or won some.
        studioApi
          .session(token)
          .then((fresh) => setPack(fresh.freeSpins))
          .catch(() => undefined);
      }
    },
    [reloadRounds, token],
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
    [guarded, token, reloadRounds],
  );

  return useMemo(
    () => ({
      phase,
      session,
      balance,
      currency: session?.currency ?? 'EUR',
      stake,
      setStake,
      seed,
      freeSpins: pack?.remaining ?? null,
      freeSpinStake: pack?.stake ?? null,
      freeSpinFeature: pack?.feature ?? false,
      rounds,
      roundsPhase,
      error,
      dismissError: () => setError(null),
      busy,
      play,
      act,
      reveal,
      rotateSeed,
      revealedSeeds,
      reloadRounds,
    }),
    [
      phase,
      session,
      balance,
      stake,
      seed,
      pack,
      rounds,
      roundsPhase,
      error,
      busy,
      play,
      act,
      reveal,
      rotateSeed,
      revealedSeeds,
      reloadRounds,
    ],
  );
}
