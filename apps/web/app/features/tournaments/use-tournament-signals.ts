import { useStreamSignals } from '../../ui/use-stream-signals.js';

/** The server-sent change signals of the tournaments (server: modules/tournaments/stream-route.ts). */
export const TOURNAMENTS_STREAM_URL = '/api/tournaments/stream';
const SIGNALS = ['tournament'] as const;

/**
 * Calls `reread` when a followed tournament's leaderboard changed (points scored, prizes paid) and
 * once the stream is reconnected; `ids` null follows every tournament.
 */
export function useTournamentSignals(ids: readonly number[] | null, reread: () => void): void {
  const key = ids === null ? 'all' : ids.join(',');
  const followed = ids === null ? null : new Set(ids);
  useStreamSignals(
    TOURNAMENTS_STREAM_URL,
    SIGNALS,
    reread,
    (data) => followed === null || followed.has(Number((data as { id?: unknown }).id)),
    key,
  );
}
