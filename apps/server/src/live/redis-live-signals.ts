import { Redis } from 'ioredis';
import type { LiveSignal, LiveSignals } from './live-signals.js';
import { LocalFanOut } from './local-fan-out.js';

/** The one Redis channel every app server publishes to and listens on. */
export const LIVE_REDIS_CHANNEL = 'jeton:live';

/**
 * Several app servers: each publishes to one Redis channel and listens on it with a connection of
 * its own (a subscribed connection can do nothing else), then hands each signal to its own
 * listeners. A signal lost while Redis is away is a missed hint, not lost data: streams resume
 * from the last event id and pages re-read state.
 */
export class RedisLiveSignals implements LiveSignals {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly fanOut = new LocalFanOut();
  private readonly ready: Promise<unknown>;

  constructor(url: string, onError: (error: Error) => void = () => {}) {
    this.publisher = new Redis(url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    this.subscriber = new Redis(url, { lazyConnect: true });
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (_channel: string, text: string) => this.receive(text));
    this.ready = Promise.all([
      this.publisher.connect(),
      this.subscriber.connect().then(() => this.subscriber.subscribe(LIVE_REDIS_CHANNEL)),
    ]).catch(onError);
  }

  /** Resolves once both connections are up (or failed): tests wait for it. */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async publish(channel: string, signal: LiveSignal): Promise<void> {
    try {
      await this.publisher.publish(LIVE_REDIS_CHANNEL, JSON.stringify({ channel, signal }));
    } catch {
      // Redis away: this server's own listeners still hear it.
      this.fanOut.deliver(channel, signal);
    }
  }

  subscribe(channel: string, listener: (signal: LiveSignal) => void): () => void {
    return this.fanOut.add(channel, listener);
  }

  async close(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }

  private receive(text: string): void {
    let parsed: { channel?: unknown; signal?: unknown };
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof parsed.channel !== 'string' || typeof parsed.signal !== 'object' || !parsed.signal) return;
    this.fanOut.deliver(parsed.channel, parsed.signal as LiveSignal);
  }
}
