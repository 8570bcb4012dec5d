import { useMemo } from 'react';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import type {
  RoundAnswer,
  SeedCommitment,
  SeedRotation,
  StudioError,
  StudioRound,
  StudioSession,
} from '../api.js';
import { STUDIO_LAYOUT_ID, type StudioLayoutData } from './first-view.js';
import { type StudioPhase, useStudioState } from './studio-state.js';
import { useGuardedCall } from './use-guarded-call.js';
import { useRoundCalls } from './use-round-calls.js';
import { useRoundHistory } from './use-round-history.js';
import { useSessionLoad } from './use-session-load.js';

export type { StudioPhase } from './studio-state.js';

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
  const state = useStudioState(first);
  const { rounds, roundsPhase, reloadRounds } = useRoundHistory(token, first, state.fail);
  useSessionLoad(token, first, state, reloadRounds);
  const { busy, guarded } = useGuardedCall(state.setError, state.fail);
  const calls = useRoundCalls(token, state, guarded, reloadRounds);
  const { phase, session, balance, stake, setStake, seed, pack, error, setError } = state;
  const { play, act, reveal, rotateSeed, revealedSeeds } = calls;

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
      setStake,
      seed,
      pack,
      rounds,
      roundsPhase,
      error,
      setError,
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
