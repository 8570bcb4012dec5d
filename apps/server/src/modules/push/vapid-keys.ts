import type { Database, Executor } from '@jeton/db';
import webPush from 'web-push';
import { ensureSecret } from '../../signing-keys/signing-keys-store.js';

const KEY_NAME = 'web-push-vapid';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair (RFC 8292): from the environment when set, else made once on first
 * use and kept with the other signing keys. Never rotated by the app: a new key voids every
 * browser's subscription.
 */
export class VapidKeyStore {
  private keys: VapidKeys | null = null;

  constructor(
    private readonly db: Database,
    private readonly configured: VapidKeys | null,
  ) {}

  /** Pass the transaction the caller is in, if any (the outbox relay's). */
  async get(executor: Executor = this.db): Promise<VapidKeys> {
    if (this.configured) return this.configured;
    if (this.keys) return this.keys;
    const secret = await ensureSecret(executor, KEY_NAME, () => JSON.stringify(webPush.generateVAPIDKeys()));
    this.keys = JSON.parse(secret) as VapidKeys;
    return this.keys;
  }
}
