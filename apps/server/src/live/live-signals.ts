/**
 * Small change signals for browsers (DESIGN "one message transport": server-sent events carrying
 * signals; the page re-reads state through the API). A signal published on one app server reaches
 * the listeners of every app server: through Redis pub/sub when REDIS_URL is set, in this process
 * otherwise. Features name their own channels (`chat:conversation:12`).
 */
export interface LiveSignals {
  publish(channel: string, signal: LiveSignal): Promise<void>;
  /** Calls `listener` for each signal of the channel until the answered function is called. */
  subscribe(channel: string, listener: (signal: LiveSignal) => void): () => void;
  close(): Promise<void>;
}

/** A signal: its kind and a few plain fields; never the data itself. */
export interface LiveSignal {
  type: string;
  [field: string]: string | number | boolean | null;
}
