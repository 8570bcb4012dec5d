import type { LiveSignal, LiveSignals } from './live-signals.js';
import { LocalFanOut } from './local-fan-out.js';

/** One app server: a signal goes straight to this process's listeners. */
export class MemoryLiveSignals implements LiveSignals {
  private readonly fanOut = new LocalFanOut();

  async publish(channel: string, signal: LiveSignal): Promise<void> {
    // After the caller's current work, as a signal from Redis would arrive.
    queueMicrotask(() => this.fanOut.deliver(channel, signal));
  }

  subscribe(channel: string, listener: (signal: LiveSignal) => void): () => void {
    return this.fanOut.add(channel, listener);
  }

  async close(): Promise<void> {}
}
