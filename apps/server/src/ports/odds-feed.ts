import { createHmac, timingSafeEqual } from 'node:crypto';

// The odds feed's port (decisions 0065, 0092): the protocol a bookmaker receives, neutral between
// the sportsbook (modules/sportsbook/feed/, which consumes it) and a provider (providers/odds/, the
// sandbox, which sends it). A provider numbers its messages 1, 2, 3… and signs
// each with HMAC-SHA256 over `{provider}.{seq}.{kind}.{sent_at}.{data}`; `data` is the body as a
// JSON string, so the bytes signed are the bytes checked whatever a transport does to JSON keys.
// Delivery may repeat or reorder messages: the consumer skips a (provider, seq) it has applied, and
// each entity keeps the sequence of its last change, so an older message never undoes a newer one.

/** Odds in hundredths a feed may send, and the book accepts: 1.01 (1.00 returns nothing) to 1000. */
export const MIN_FEED_ODDS = 101;
export const MAX_FEED_ODDS = 100_000;

export interface FeedSelection {
  feedId: string;
  nameEn: string;
  nameFr: string;
  odds: number;
}

export interface FeedMarket {
  feedId: string;
  kind: string;
  nameEn: string;
  nameFr: string;
  selections: FeedSelection[];
}

export interface FeedFixture {
  feedId: string;
  sport: { sysname: string; nameEn: string; nameFr: string; sortOrder: number };
  competition: { feedId: string; nameEn: string; nameFr: string };
  homeEn: string;
  homeFr: string;
  awayEn: string;
  awayFr: string;
  startsAt: string;
  markets: FeedMarket[];
}

/** What each kind of message carries. Odds are in hundredths (1.85 is 185). */
export interface FeedBodies {
  /** A new event with its markets, or the same again (applied once). */
  fixture: FeedFixture;
  /** New prices of some selections. */
  odds: { prices: { selectionFeedId: string; odds: number }[] };
  /** The event started, scored, finished or was cancelled. */
  event_status: {
    eventFeedId: string;
    status: 'scheduled' | 'live' | 'finished' | 'cancelled';
    score: { home: number; away: number } | null;
  };
  /** Betting on a market stops for a while, or starts again. */
  market_status: { marketFeedId: string; status: 'open' | 'suspended' };
  /** The winning selection of a market; null voids it (the bets are refunded). */
  result: { marketFeedId: string; winningSelectionFeedId: string | null };
}

export type FeedKind = keyof FeedBodies;
export const FEED_KINDS: readonly FeedKind[] = ['fixture', 'odds', 'event_status', 'market_status', 'result'];

/** A message as it travels: the envelope and its signature. */
export interface SignedFeedMessage {
  provider: string;
  seq: number;
  kind: FeedKind;
  sent_at: string;
  data: string;
  signature: string;
}

/**
 * Where a provider delivers its signed messages: the sportsbook's side of the port (its publisher
 * puts them on the outbox). A provider is handed one and knows nothing else of the book.
 */
export interface OddsFeedSink {
  deliver(message: SignedFeedMessage): Promise<void>;
}

export type FeedMessage = {
  [K in FeedKind]: { provider: string; seq: number; kind: K; sentAt: Date; body: FeedBodies[K] };
}[FeedKind];

function signedText(message: Omit<SignedFeedMessage, 'signature'>): string {
  return `${message.provider}.${message.seq}.${message.kind}.${message.sent_at}.${message.data}`;
}

function signatureOf(secret: string, message: Omit<SignedFeedMessage, 'signature'>): string {
  return createHmac('sha256', secret).update(signedText(message)).digest('hex');
}

export function signFeedMessage<K extends FeedKind>(
  secret: string,
  message: { provider: string; seq: number; kind: K; sentAt: Date; body: FeedBodies[K] },
): SignedFeedMessage {
  const unsigned = {
    provider: message.provider,
    seq: message.seq,
    kind: message.kind,
    sent_at: message.sentAt.toISOString(),
    data: JSON.stringify(message.body),
  };
  return { ...unsigned, signature: signatureOf(secret, unsigned) };
}

/** The name of the error a forged or malformed message raises (the consumer drops it, never retries). */
export const FEED_MESSAGE_REJECTED = 'FeedMessageRejected';

function rejected(message: string): Error {
  return Object.assign(new Error(message), { name: FEED_MESSAGE_REJECTED });
}

export function isFeedMessageRejected(error: unknown): boolean {
  return error instanceof Error && error.name === FEED_MESSAGE_REJECTED;
}

/** The message if its signature is the provider's and its shape is the protocol's; else throws. */
export function verifyFeedMessage(secret: string, raw: unknown): FeedMessage {
  const message = raw as Partial<SignedFeedMessage> | null;
  if (
    !message ||
    typeof message.provider !== 'string' ||
    !Number.isSafeInteger(message.seq) ||
    (message.seq as number) < 1 ||
    !FEED_KINDS.includes(message.kind as FeedKind) ||
    typeof message.sent_at !== 'string' ||
    typeof message.data !== 'string' ||
    typeof message.signature !== 'string'
  ) {
    throw rejected('Not a feed message');
  }
  const expected = Buffer.from(signatureOf(secret, message as SignedFeedMessage), 'hex');
  const given = Buffer.from(message.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw rejected(`Bad signature on ${message.provider} #${message.seq}`);
  }
  const sentAt = new Date(message.sent_at);
  if (Number.isNaN(sentAt.getTime())) throw rejected('Bad sent_at');
  return {
    provider: message.provider,
    seq: message.seq as number,
    kind: message.kind as FeedKind,
    sentAt,
    body: JSON.parse(message.data),
  } as FeedMessage;
}

/** Whether a message with sequence `seq` is newer than the last one applied to an entity. */
export function isNewer(appliedSeq: number, seq: number): boolean {
  return seq > appliedSeq;
}

const EVENT_STEPS: Record<string, readonly string[]> = {
  scheduled: ['live', 'finished', 'cancelled'],
  live: ['live', 'finished', 'cancelled'],
  finished: [],
  cancelled: [],
};

/** Whether an event may go from one status to another (a finished or cancelled event is final). */
export function eventMayMove(from: string, to: string): boolean {
  return EVENT_STEPS[from]?.includes(to) ?? false;
}
