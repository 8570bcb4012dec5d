import { JetStreamApiCodes, JetStreamApiError, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ALL_TOPICS, type DeliveredEvent, type EventSubscriptions } from './subscribers.js';

/** The stream other services read Jeton's events from. */
export const EVENT_STREAM = 'JETON_EVENTS';
/** Each event goes to `jeton.events.<topic>` (`jeton.events.wallet.bet`). */
export const EVENT_SUBJECT_PREFIX = 'jeton.events';

/** The subscriber's name: its cursor in the outbox. */
export const NATS_SUBSCRIBER = 'nats-jetstream';

export interface NatsPublisherOptions {
  url: string;
  stream?: string;
  subjectPrefix?: string;
}

/**
 * Publishes outbox events to NATS JetStream, as one more outbox subscriber (decision 0029). The
 * message id is the event id, so a publication repeated after a crash (the relay delivers at least
 * once) is dropped by JetStream within its duplicate window. It connects when it first has
 * something to publish: a server without NATS starts, and this subscriber alone retries while
 * NATS is away.
 */
export class NatsEventPublisher {
  private readonly stream: string;
  private readonly subjectPrefix: string;
  private connection: Promise<NatsConnection> | null = null;

  constructor(private readonly options: NatsPublisherOptions) {
    this.stream = options.stream ?? EVENT_STREAM;
    this.subjectPrefix = options.subjectPrefix ?? EVENT_SUBJECT_PREFIX;
  }

  subjectOf(topic: string): string {
    return `${this.subjectPrefix}.${topic}`;
  }

  async publish(event: DeliveredEvent): Promise<void> {
    const nc = await this.connect();
    const body = JSON.stringify({
      id: event.id,
      topic: event.topic,
      key: event.key,
      payload: event.payload,
      createdAt: event.createdAt.toISOString(),
    });
    await jetstream(nc).publish(this.subjectOf(event.topic), body, { msgID: String(event.id) });
  }

  async close(): Promise<void> {
    const pending = this.connection;
    this.connection = null;
    const nc = await pending?.catch(() => null);
    if (nc && !nc.isClosed()) await nc.close();
  }

  private connect(): Promise<NatsConnection> {
    if (!this.connection) {
      const opening = this.open();
      this.connection = opening;
      // A failed connection is tried again on the next event, not kept.
      opening.then(
        (nc) => void nc.closed().then(() => this.forget(opening)),
        () => this.forget(opening),
      );
    }
    return this.connection;
  }

  private forget(connection: Promise<NatsConnection>): void {
    if (this.connection === connection) this.connection = null;
  }

  private async open(): Promise<NatsConnection> {
    const nc = await connect({ servers: this.options.url, timeout: 2_000, name: 'jeton-outbox' });
    try {
      const manager = await jetstreamManager(nc);
      try {
        await manager.streams.info(this.stream);
      } catch (error) {
        if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound))
          throw error;
        await manager.streams.add({ name: this.stream, subjects: [`${this.subjectPrefix}.>`] });
      }
      return nc;
    } catch (error) {
      await nc.close();
      throw error;
    }
  }
}

/** Makes the NATS publisher one more subscriber of every topic. */
export function subscribeNatsPublisher(events: EventSubscriptions, options: NatsPublisherOptions): void {
  const publisher = new NatsEventPublisher(options);
  events.subscribe(NATS_SUBSCRIBER, [ALL_TOPICS], (_tx, event) => publisher.publish(event), {
    close: () => publisher.close(),
  });
}
