import { useEffect, useRef } from 'react';
import { StudioError, studioApi } from '../api.js';
import type { StudioFirstView } from './first-view.js';
import type { StudioState } from './studio-state.js';

/**
 * Reads the session once the frame runs, unless the server read it for the HTML already: then
 * only a history the server could not read is asked again.
 */
export function useSessionLoad(
  token: string,
  first: StudioFirstView | null,
  state: Pick<StudioState, 'load' | 'setPhase' | 'setError'>,
  reloadRounds: () => void,
) {
  const firstRef = useRef(first);
  const { load, setPhase, setError } = state;
  useEffect(() => {
    if (!token) {
      setPhase('fatal');
      setError(new StudioError('SESSION_EXPIRED', 'no session'));
      return;
    }
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
        load(loaded);
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
  }, [token, reloadRounds, load, setPhase, setError]);
}
