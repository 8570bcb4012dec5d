// The mini app's side of Telegram's bridge (core.telegram.org/api/web-events): events go out through
// the mobile apps' proxy, the desktop's window.external, or the web client's parent frame, and come
// back through window.Telegram.WebView.receiveEvent or a message from the parent frame.

type Listener = (eventType: string, eventData: unknown) => void;

interface TelegramWindow {
  TelegramWebviewProxy?: { postEvent(eventType: string, data: string): void };
  Telegram?: { WebView?: { receiveEvent?: (eventType: string, eventData: unknown) => void } };
  external?: { notify?: (data: string) => void };
}

export function postEvent(eventType: string, eventData: unknown = {}): void {
  const w = window as unknown as TelegramWindow;
  const data = JSON.stringify(eventData);
  if (w.TelegramWebviewProxy) {
    w.TelegramWebviewProxy.postEvent(eventType, data);
  } else if (typeof w.external?.notify === 'function') {
    w.external.notify(JSON.stringify({ eventType, eventData }));
  } else if (window.parent !== window) {
    window.parent.postMessage(JSON.stringify({ eventType, eventData }), '*');
  }
}

/** Calls the listener for each event Telegram sends; answers the function that stops it. */
export function onEvent(listener: Listener): () => void {
  const w = window as unknown as TelegramWindow;
  w.Telegram ??= {};
  w.Telegram.WebView ??= {};
  const previous = w.Telegram.WebView.receiveEvent;
  w.Telegram.WebView.receiveEvent = (eventType, eventData) => {
    previous?.(eventType, eventData);
    listener(eventType, eventData);
  };
  const fromParent = (event: MessageEvent) => {
    if (event.source !== window.parent || typeof event.data !== 'string') return;
    try {
      const { eventType, eventData } = JSON.parse(event.data) as { eventType?: unknown; eventData?: unknown };
      if (typeof eventType === 'string') listener(eventType, eventData);
    } catch {
      // Not one of Telegram's messages.
    }
  };
  window.addEventListener('message', fromParent);
  return () => {
    window.removeEventListener('message', fromParent);
    if (w.Telegram?.WebView) w.Telegram.WebView.receiveEvent = previous;
  };
}
