import { useEffect, useRef } from 'react';

/** The server-sent change signals of the sportsbook (server: modules/sportsbook/stream-route.ts). */
export const SPORTSBOOK_STREAM_URL = '/api/sportsbook/stream';
/** Signals closer together than this make one re-read: live prices move every few seconds. */
const REREAD_DELAY_MS = 1_000;

/**
 * Calls `reread` when an event's prices, status or markets changed, and after a reconnect (which
 * may have missed signals). The browser's EventSource reconnects by itself.
 */
export function useSportsbookSignals(reread: () => void): void {
  const latest = useRef(reread);
  latest.current = reread;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(SPORTSBOOK_STREAM_URL);
    let timer: ReturnType<typeof setTimeout> | null = null;
    const schedule = () => {
      timer ??= setTimeout(() => {
        timer = null;
        latest.current();
      }, REREAD_DELAY_MS);
    };
    let connections = 0;
    source.addEventListener('ready', () => {
      connections += 1;
      if (connections > 1) schedule();
    });
    source.addEventListener('prices', schedule);
    source.addEventListener('event', schedule);
    return () => {
      source.close();
      if (timer) clearTimeout(timer);
    };
  }, []);
}
