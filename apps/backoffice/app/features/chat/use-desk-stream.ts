import { BACKOFFICE_CHAT_STREAM_PATH } from '@jeton/domain/backoffice';
import { useEffect, useRef } from 'react';
import { DESK_SIGNAL_TYPES, type DeskSignal, parseDeskSignal, reconnectDelay } from './desk-signals.js';

/**
 * Follows the desk stream while the screen is open. The browser's EventSource reconnects by itself
 * after a dropped connection; after an error answer (a restart, a proxy) it gives up, so this opens
 * it again, waiting longer each time. Each (re)connect starts with `ready`, on which the screen
 * re-reads: nothing missed meanwhile is lost.
 */
export function useDeskStream(onSignal: (signal: DeskSignal) => void): void {
  // The latest handler, so a new render does not reopen the stream.
  const handler = useRef(onSignal);
  handler.current = onSignal;

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const open = () => {
      source = new EventSource(BACKOFFICE_CHAT_STREAM_PATH);
      for (const type of DESK_SIGNAL_TYPES) {
        source.addEventListener(type, (event) => {
          if (type === 'ready') attempt = 0;
          const signal = parseDeskSignal(type, (event as MessageEvent<string>).data);
          if (signal) handler.current(signal);
        });
      }
      source.onerror = () => {
        if (stopped || source?.readyState !== EventSource.CLOSED) return;
        source.close();
        retry = setTimeout(open, reconnectDelay(attempt++));
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, []);
}
