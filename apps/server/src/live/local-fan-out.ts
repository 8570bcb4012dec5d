import type { LiveSignal } from './live-signals.js';

/** Listeners by channel in this process: what both transports hand a signal to once it arrives. */
export class LocalFanOut {
  private readonly listeners = new Map<string, Set<(signal: LiveSignal) => void>>();

  add(channel: string, listener: (signal: LiveSignal) => void): () => void {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(channel) === set) this.listeners.delete(channel);
    };
  }

  deliver(channel: string, signal: LiveSignal): void {
    for (const listener of this.listeners.get(channel) ?? []) {
      // One broken listener (a closed stream) must not keep the signal from the others.
      try {
        listener(signal);
      } catch {}
    }
  }

  get channelCount(): number {
    return this.listeners.size;
  }
}
