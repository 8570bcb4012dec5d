import { useEffect, useState } from 'react';
import { WINNERS_STREAM_URL } from '../../api/winners.js';

/** At most one re-read per this long, however many wins come at once. */
const REREAD_GAP_MS = 2_000;

/**
 * Follows the server's big-win signals while `enabled`: each one leads to `reread` (spaced out),
 * and so does a reconnect, which may have missed some. Answers whether the stream is open, for the
 * page's "Live" badge.
 */
export function useWinnersStream(enabled: boolean, reread: () => void): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(WINNERS_STREAM_URL);
    let connections = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const schedule = () => {
      if (timer !== undefined) return;
      const wait = Math.max(0, last + REREAD_GAP_MS - Date.now());
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        reread();
      }, wait);
    };
    source.addEventListener('ready', () => {
      setOpen(true);
      connections += 1;
      if (connections > 1) schedule();
    });
    source.addEventListener('big_win', schedule);
    source.addEventListener('error', () => setOpen(false));
    return () => {
      source.close();
      clearTimeout(timer);
      setOpen(false);
    };
  }, [enabled, reread]);
  return open;
}
