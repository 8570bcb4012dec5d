import { useCallback, useState } from 'react';
import { type SeedCommitment, StudioError, type StudioSession } from '../api.js';
import type { StudioFirstView } from './first-view.js';
import { defaultStake } from './studio-money.js';

export type StudioPhase = 'loading' | 'ready' | 'fatal';

/**
 * The studio's session state: what the server read for the frame's HTML when it could, else
 * empty until `load` takes the session the client read.
 */
export function useStudioState(first: StudioFirstView | null) {
  const [phase, setPhase] = useState<StudioPhase>(first ? 'ready' : 'loading');
  const [session, setSession] = useState<StudioSession | null>(first?.session ?? null);
  const [balance, setBalance] = useState(first?.session.balance ?? '0');
  const [stake, setStake] = useState(() =>
    first ? defaultStake(first.session.currency, first.session.balance) : '100',
  );
  const [seed, setSeed] = useState<SeedCommitment | null>(first?.session.seed ?? null);
  /** The player's free spins on this game, as the studio last answered them. */
  const [pack, setPack] = useState<StudioSession['freeSpins']>(first?.session.freeSpins ?? null);
  const [error, setError] = useState<StudioError | null>(null);

  const fail = useCallback((cause: unknown) => {
    const studioError = cause instanceof StudioError ? cause : new StudioError('NETWORK', String(cause));
    if (studioError.code === 'SESSION_EXPIRED') setPhase('fatal');
    setError(studioError);
  }, []);

  const load = useCallback((loaded: StudioSession) => {
    setSession(loaded);
    setBalance(loaded.balance);
    setStake(defaultStake(loaded.currency, loaded.balance));
    setSeed(loaded.seed);
    setPack(loaded.freeSpins);
    setPhase('ready');
  }, []);

  return {
    ...{ phase, setPhase, session, load, balance, setBalance, stake, setStake },
    ...{ seed, setSeed, pack, setPack, error, setError, fail },
  };
}

export type StudioState = ReturnType<typeof useStudioState>;
