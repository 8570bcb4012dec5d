import { type Database, type Executor, queryRows } from '@jeton/db';
import {
  AppError,
  formatRuleFailure,
  type LocaleCode,
  type NoticesPage,
  type NotificationKind,
  type NotificationParams,
} from '@jeton/domain';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { appendOutboxEvent } from '../../outbox/append.js';

// A player's notices (issue 12, item 7): what happened to their account, kept as a kind and its
// parameters; the web app words them in the player's locale. Other modules add notices through
// `notify`, inside the transaction of the change they report, so a notice exists exactly when the
// change committed.

interface NotificationRow extends Record<string, unknown> {
  id: string;
  kind: NotificationKind;
  params: Record<string, unknown> | string;
  created_at: string | Date;
  read_at: string | Date | null;
}

export class NotificationsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Adds a notice for a player. Pass the transaction of the change it reports (`tx`), so both are
   * written or neither; outside one, pass `services.db`.
   */
  async notify<K extends NotificationKind>(
    executor: Executor,
    userId: number,
    kind: K,
    params: NotificationParams[K],
  ): Promise<void> {
    await executor.execute(sql`INSERT INTO notifications (user_id, kind, params, created_at)
        VALUES (${userId}, ${kind}, ${JSON.stringify(params)}::jsonb, ${this.clock.now()})`);
    // Told to the outbox's subscribers (web push) once the change commits.
    await appendOutboxEvent(executor, {
      topic: 'notification.created',
      key: `user:${userId}`,
      payload: { userId, kind },
    });
  }

  /** A page of the player's notices, newest first, with their total and unread counts. */
  async list(userId: number, page: { offset: number; count: number }): Promise<NoticesPage> {
    const rows = await queryRows<NotificationRow>(
      this.db,
      sql`SELECT id, kind, params, created_at, read_at FROM notifications WHERE user_id = ${userId}
          ORDER BY id DESC LIMIT ${page.count} OFFSET ${page.offset}`,
    );
    const [counts] = await queryRows<{ total: number; unread: number }>(
      this.db,
      sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
          FROM notifications WHERE user_id = ${userId}`,
    );
    return {
      total: Number(counts?.total ?? 0),
      unread: Number(counts?.unread ?? 0),
      items: rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        params: typeof row.params === 'string' ? JSON.parse(row.params) : row.params,
        created_at: new Date(row.created_at).toISOString(),
        read: row.read_at !== null,
      })),
    };
  }

  async unreadCount(userId: number): Promise<number> {
    const [row] = await queryRows<{ unread: number }>(
      this.db,
      sql`SELECT count(*)::int AS unread FROM notifications WHERE user_id = ${userId} AND read_at IS NULL`,
    );
    return Number(row?.unread ?? 0);
  }

  /**
   * Marks one of the player's notices read, or all of them. An id that is not theirs is refused
   * like an unknown one, so ids of other players' notices tell nothing.
   */
  async markRead(userId: number, which: number | 'all', locale: LocaleCode): Promise<{ unread: number }> {
    const now = this.clock.now();
    if (which === 'all') {
      await this.db.execute(
        sql`UPDATE notifications SET read_at = ${now} WHERE user_id = ${userId} AND read_at IS NULL`,
      );
    } else {
      const [own] = await queryRows<{ id: string }>(
        this.db,
        sql`UPDATE notifications SET read_at = coalesce(read_at, ${now})
            WHERE id = ${which} AND user_id = ${userId} RETURNING id`,
      );
      if (!own) {
        throw new AppError('InvalidParameterException', 'There is no such notice', {
          code: 'NOTIFICATION_NOT_FOUND',
          data: { fields: { id: formatRuleFailure({ key: 'custom' }, locale) } },
        });
      }
    }
    return { unread: await this.unreadCount(userId) };
  }
}
