import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/** The server-sent change signals of the jackpots (server: modules/jackpots/stream-route.ts). */
export const JACKPOTS_STREAM_URL = '/api/jackpots/stream';
/** Signals closer together than this make one re-read: a busy jackpot moves with every bet. */
const REREAD_DELAY_MS = 1_000;

/**
 * Keeps an open jackpot page current: each signal (an amount moved, a jackpot dropped) re-runs the
 * page's loader, which re-reads through the API. The browser's EventSource reconnects by itself.
 */
export function useJackpotSignals(): void {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(JACKPOTS_STREAM_URL);
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onSignal = () => {
      timer ??= setTimeout(() => {
        timer = null;
        void revalidate.current();
      }, REREAD_DELAY_MS);
    };
    source.addEventListener('jackpot', onSignal);
    return () => {
      source.close();
      if (timer) clearTimeout(timer);
    };
  }, []);
}
