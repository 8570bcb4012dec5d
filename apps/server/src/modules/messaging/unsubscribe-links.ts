import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '@jeton/db';
import type { LocaleCode } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { ensureSecret, storedSecret } from '../../signing-keys/signing-keys-store.js';

/** How long an unsubscribe link works after the message that carried it. */
export const UNSUBSCRIBE_LINK_VALID_DAYS = 365;
const DAY_SECONDS = 24 * 60 * 60;
const KEY_NAME = 'unsubscribe_link';

export type SubscribedChannel = 'email' | 'phone';

/** What a token names, once its shape is right; the signature is checked against the contact. */
export interface UnsubscribeClaim {
  userId: number;
  channel: SubscribedChannel;
  issuedAt: number;
  signature: string;
}

/** `{player id}.{e|p}.{issued, unix seconds}.{HMAC-SHA256, base64url}`. */
const TOKEN = /^([1-9]\d{0,15})\.([ep])\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 96;

/**
 * The signed links of marketing messages (spec section 2, /unsubscribe): a link names the player
 * and the contact, so it works without a session, and signs the contact's value too, so a link
 * stops working once the player changes that contact. The key lives in the database, so links
 * survive restarts and work on every app server.
 */
export class UnsubscribeLinks {
  private key: Buffer | null = null;

  constructor(private readonly deps: { db: Database; clock: Clock; publicUrl: string }) {}

  async linkFor(userId: number, channel: SubscribedChannel, contact: string, locale: LocaleCode) {
    const issuedAt = Math.floor(this.deps.clock.now().getTime() / 1000);
    const signature = sign(await this.ensureKey(), userId, channel, contact, issuedAt);
    const token = `${userId}.${channel === 'email' ? 'e' : 'p'}.${issuedAt}.${signature}`;
    const prefix = locale === 'en' ? '' : `/${locale}`;
    return `${this.deps.publicUrl}${prefix}/unsubscribe?${new URLSearchParams({ token })}`;
  }

  /** The token's claim when its shape is right, else null. */
  parse(token: string): UnsubscribeClaim | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, id, channel, issued, signature] = match as unknown as [string, string, string, string, string];
    return {
      userId: Number(id),
      channel: channel === 'e' ? 'email' : 'phone',
      issuedAt: Number(issued),
      signature,
    };
  }

  /** Whether the claim was signed by us for this contact; never writes (no key yet: no link was sent). */
  async isSignedFor(claim: UnsubscribeClaim, contact: string): Promise<boolean> {
    const key = await this.loadKey();
    if (!key) return false;
    const expected = Buffer.from(sign(key, claim.userId, claim.channel, contact, claim.issuedAt));
    const given = Buffer.from(claim.signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  isExpired(claim: UnsubscribeClaim): boolean {
    const now = this.deps.clock.now().getTime() / 1000;
    return now - claim.issuedAt > UNSUBSCRIBE_LINK_VALID_DAYS * DAY_SECONDS;
  }

  private async loadKey(): Promise<Buffer | null> {
    if (this.key) return this.key;
    const secret = await storedSecret(this.deps.db, KEY_NAME);
    if (secret !== null) this.key = Buffer.from(secret, 'base64url');
    return this.key;
  }

  /** The key, made on the first link ever. */
  private async ensureKey(): Promise<Buffer> {
    if (this.key) return this.key;
    const secret = await ensureSecret(this.deps.db, KEY_NAME, () => randomBytes(32).toString('base64url'));
    this.key = Buffer.from(secret, 'base64url');
    return this.key;
  }
}

function sign(key: Buffer, userId: number, channel: SubscribedChannel, contact: string, issuedAt: number) {
  return createHmac('sha256', key)
    .update(`unsubscribe|${userId}|${channel}|${contact}|${issuedAt}`)
    .digest('base64url');
}
