import { type Database, type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';
import webPush from 'web-push';

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
    const stored = await this.load(executor);
    if (stored) return stored;
    const made = webPush.generateVAPIDKeys();
    await executor.execute(sql`INSERT INTO signing_keys (name, secret)
        VALUES (${KEY_NAME}, ${JSON.stringify(made)}) ON CONFLICT (name) DO NOTHING`);
    // Two servers racing keep the first one written.
    return (await this.load(executor))!;
  }

  private async load(executor: Executor): Promise<VapidKeys | null> {
    const [row] = await queryRows<{ secret: string }>(
      executor,
      sql`SELECT secret FROM signing_keys WHERE name = ${KEY_NAME}`,
    );
    if (row) this.keys = JSON.parse(row.secret) as VapidKeys;
    return this.keys;
  }
}
