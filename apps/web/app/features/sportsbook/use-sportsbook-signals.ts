import { useStreamSignals } from '../../ui/use-stream-signals.js';

/** The server-sent change signals of the sportsbook (server: modules/sportsbook/stream-route.ts). */
export const SPORTSBOOK_STREAM_URL = '/api/sportsbook/stream';
const SIGNALS = ['prices', 'event'] as const;

/** Calls `reread` when an event's prices, status or markets changed, and after a reconnect. */
export function useSportsbookSignals(reread: () => void): void {
  useStreamSignals(SPORTSBOOK_STREAM_URL, SIGNALS, reread);
}
