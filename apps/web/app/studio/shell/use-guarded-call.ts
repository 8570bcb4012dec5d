import { useCallback, useEffect, useRef, useState } from 'react';
import type { StudioError } from '../api.js';

/**
 * One call at a time: a second press while a round is on its way does nothing. Busy until
 * hydrated too: the server's HTML shows the game before its scripts run, and a press then would be
 * lost, so the controls wait, disabled, for the client.
 */
export function useGuardedCall(
  setError: (error: StudioError | null) => void,
  fail: (cause: unknown) => void,
) {
  const [busy, setBusy] = useState(true);
  useEffect(() => setBusy(false), []);
  const busyRef = useRef(false);

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
    [fail, setError],
  );

  return { busy, guarded };
}

export type Guarded = ReturnType<typeof useGuardedCall>['guarded'];
