import { useEffect, useRef } from 'react';

/** Signals closer together than this make one re-read: a busy stream moves every second or so. */
const REREAD_DELAY_MS = 1_000;

/**
 * Follows a server-sent change stream (DESIGN: small signals, the page re-reads through the API):
 * calls `reread` at most once a second after a signal of one of `events` that `wanted` accepts, and
 * once after each connection: the page's data was read before the stream opened (or before it
 * dropped), and a change signalled in between would otherwise stay unseen until the next one. The
 * browser's EventSource reconnects by itself.
 */
export function useStreamSignals(
  url: string,
  events: readonly string[],
  reread: () => void,
  wanted: (data: unknown) => boolean = () => true,
  key = '',
): void {
  const latest = useRef({ reread, wanted });
  latest.current = { reread, wanted };
  const names = events.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `wanted` follows
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    let timer: ReturnType<typeof setTimeout> | null = null;
    const schedule = () => {
      timer ??= setTimeout(() => {
        timer = null;
        latest.current.reread();
      }, REREAD_DELAY_MS);
    };
    source.addEventListener('ready', schedule);
    for (const name of names.split(',')) {
      source.addEventListener(name, (event) => {
        if (latest.current.wanted(JSON.parse((event as MessageEvent<string>).data))) schedule();
      });
    }
    return () => {
      source.close();
      if (timer) clearTimeout(timer);
    };
  }, [url, names, key]);
}
