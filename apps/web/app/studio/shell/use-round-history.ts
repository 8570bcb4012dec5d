import { useCallback, useState } from 'react';
import { StudioError, type StudioRound, studioApi } from '../api.js';
import { HISTORY_LENGTH, type StudioFirstView } from './first-view.js';

/** The settled rounds the history shows, read again after each settled round. */
export function useRoundHistory(
  token: string,
  first: StudioFirstView | null,
  fail: (cause: unknown) => void,
) {
  const [rounds, setRounds] = useState<StudioRound[]>(first?.rounds ?? []);
  const [roundsPhase, setRoundsPhase] = useState<'loading' | 'ready' | 'error'>(
    first?.rounds ? 'ready' : 'loading',
  );

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

  return { rounds, roundsPhase, reloadRounds };
}
