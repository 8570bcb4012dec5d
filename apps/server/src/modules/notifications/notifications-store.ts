import { type Database, type Executor, queryRows } from '@jeton/db';
import type { NotificationKind } from '@jeton/domain';
import { sql } from 'drizzle-orm';

export interface NotificationRow extends Record<string, unknown> {
  id: string;
  kind: NotificationKind;
  params: Record<string, unknown> | string;
  created_at: string | Date;
  read_at: string | Date | null;
}

/** The `notifications` table: a player's notices, as a kind and its parameters. */
export class NotificationsStore {
  constructor(private readonly db: Database) {}

  /** Written in the caller's transaction (`executor`), with the change the notice reports. */
  async insert(executor: Executor, userId: number, kind: NotificationKind, params: unknown, now: Date) {
    await executor.execute(sql`INSERT INTO notifications (user_id, kind, params, created_at)
        VALUES (${userId}, ${kind}, ${JSON.stringify(params)}::jsonb, ${now})`);
  }

  /** A page of the player's notices, newest first. */
  page(userId: number, page: { offset: number; count: number }): Promise<NotificationRow[]> {
    return queryRows<NotificationRow>(
      this.db,
      sql`SELECT id, kind, params, created_at, read_at FROM notifications WHERE user_id = ${userId}
          ORDER BY id DESC LIMIT ${page.count} OFFSET ${page.offset}`,
    );
  }

  async counts(userId: number): Promise<{ total: number; unread: number }> {
    const [counts] = await queryRows<{ total: number; unread: number }>(
      this.db,
      sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
          FROM notifications WHERE user_id = ${userId}`,
    );
    return { total: Number(counts?.total ?? 0), unread: Number(counts?.unread ?? 0) };
  }

  async unreadCount(userId: number): Promise<number> {
    const [row] = await queryRows<{ unread: number }>(
      this.db,
      sql`SELECT count(*)::int AS unread FROM notifications WHERE user_id = ${userId} AND read_at IS NULL`,
    );
    return Number(row?.unread ?? 0);
  }

  async markAllRead(userId: number, now: Date): Promise<void> {
    await this.db.execute(
      sql`UPDATE notifications SET read_at = ${now} WHERE user_id = ${userId} AND read_at IS NULL`,
    );
  }

  /** Whether the notice was the player's (and is now read). */
  async markRead(userId: number, id: number, now: Date): Promise<boolean> {
    const [own] = await queryRows<{ id: string }>(
      this.db,
      sql`UPDATE notifications SET read_at = coalesce(read_at, ${now})
          WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
    );
    return own !== undefined;
  }
}
