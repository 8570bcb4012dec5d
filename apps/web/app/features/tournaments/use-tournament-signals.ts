import { useEffect, useRef } from 'react';

/** The server-sent change signals of the tournaments (server: modules/tournaments/stream-route.ts). */
export const TOURNAMENTS_STREAM_URL = '/api/tournaments/stream';
/** Signals closer together than this make one re-read: a busy leaderboard moves with every bet. */
const REREAD_DELAY_MS = 1_000;

/**
 * Calls `reread` when a followed tournament's leaderboard changed (points scored, prizes paid) and
 * once the stream is (re)connected; `ids` null follows every tournament. The browser's EventSource
 * reconnects by itself.
 */
export function useTournamentSignals(ids: readonly number[] | null, reread: () => void): void {
  const latest = useRef(reread);
  latest.current = reread;
  const key = ids === null ? 'all' : ids.join(',');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const followed = key === 'all' ? null : new Set(key.split(',').map(Number));
    const source = new EventSource(TOURNAMENTS_STREAM_URL);
    let timer: ReturnType<typeof setTimeout> | null = null;
    const schedule = () => {
      timer ??= setTimeout(() => {
        timer = null;
        latest.current();
      }, REREAD_DELAY_MS);
    };
    // A reconnect may have missed signals: re-read once it is back (not on the first connection).
    let connections = 0;
    source.addEventListener('ready', () => {
      connections += 1;
      if (connections > 1) schedule();
    });
    source.addEventListener('tournament', (event) => {
      const id = Number((JSON.parse((event as MessageEvent<string>).data) as { id?: unknown }).id);
      if (followed === null || followed.has(id)) schedule();
    });
    return () => {
      source.close();
      if (timer) clearTimeout(timer);
    };
  }, [key]);
}
