import { type Database, type Executor, queryRows } from '@jeton/db';
import { sql } from 'drizzle-orm';

export interface PushSubscriptionRow {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
}

interface Row extends Record<string, unknown> {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
}

const rowOf = (r: Row): PushSubscriptionRow => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  endpoint: r.endpoint,
  p256dh: r.p256dh,
  auth: r.auth,
  locale: r.locale,
});

/** The SQL of web-push subscriptions, one per browser endpoint. */
export class PushStore {
  constructor(private readonly db: Database) {}

  async byEndpoint(endpoint: string): Promise<PushSubscriptionRow | null> {
    const [row] = await queryRows<Row>(
      this.db,
      sql`SELECT id, user_id, endpoint, p256dh, auth, locale FROM push_subscriptions WHERE endpoint = ${endpoint}`,
    );
    return row ? rowOf(row) : null;
  }

  /**
   * Saves the player's subscription, or renews its keys. An endpoint of another player is left
   * untouched: the answer is then null.
   */
  async upsert(s: Omit<PushSubscriptionRow, 'id'>, at: Date): Promise<PushSubscriptionRow | null> {
    const [row] = await queryRows<Row>(
      this.db,
      sql`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, locale, created_at)
          VALUES (${s.userId}, ${s.endpoint}, ${s.p256dh}, ${s.auth}, ${s.locale}, ${at})
          ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
            locale = excluded.locale
            WHERE push_subscriptions.user_id = excluded.user_id
          RETURNING id, user_id, endpoint, p256dh, auth, locale`,
    );
    return row ? rowOf(row) : null;
  }

  /** Removes the player's subscription; answers whether there was one. */
  async remove(userId: number, endpoint: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`DELETE FROM push_subscriptions WHERE user_id = ${userId} AND endpoint = ${endpoint} RETURNING id`,
    );
    return rows.length > 0;
  }

  /** Removes a subscription the push service says is gone (404 or 410). */
  async removeById(executor: Executor, id: number): Promise<void> {
    await executor.execute(sql`DELETE FROM push_subscriptions WHERE id = ${id}`);
  }

  async ofPlayer(executor: Executor, userId: number): Promise<PushSubscriptionRow[]> {
    const rows = await queryRows<Row>(
      executor,
      sql`SELECT id, user_id, endpoint, p256dh, auth, locale FROM push_subscriptions
          WHERE user_id = ${userId} ORDER BY id`,
    );
    return rows.map(rowOf);
  }
}
