import type { Database, Executor } from '@jeton/db';
import {
  AppError,
  formatRuleFailure,
  type LocaleCode,
  type NoticesPage,
  type NotificationKind,
  type NotificationParams,
} from '@jeton/domain';
import type { Clock } from '../../clock.js';
import { appendOutboxEvent } from '../../outbox/append.js';
import { NotificationsStore } from './notifications-store.js';

// A player's notices (issue 12, item 7): what happened to their account, kept as a kind and its
// parameters; the web app words them in the player's locale. Other modules add notices through
// `notify`, inside the transaction of the change they report, so a notice exists exactly when the
// change committed.

export class NotificationsService {
  private readonly store: NotificationsStore;

  constructor(
    db: Database,
    private readonly clock: Clock,
  ) {
    this.store = new NotificationsStore(db);
  }

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
    await this.store.insert(executor, userId, kind, params, this.clock.now());
    // Told to the outbox's subscribers (web push) once the change commits.
    await appendOutboxEvent(executor, {
      topic: 'notification.created',
      key: `user:${userId}`,
      payload: { userId, kind },
    });
  }

  /** A page of the player's notices, newest first, with their total and unread counts. */
  async list(userId: number, page: { offset: number; count: number }): Promise<NoticesPage> {
    const rows = await this.store.page(userId, page);
    const counts = await this.store.counts(userId);
    return {
      ...counts,
      items: rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        params: typeof row.params === 'string' ? JSON.parse(row.params) : row.params,
        created_at: new Date(row.created_at).toISOString(),
        read: row.read_at !== null,
      })),
    };
  }

  unreadCount(userId: number): Promise<number> {
    return this.store.unreadCount(userId);
  }

  /**
   * Marks one of the player's notices read, or all of them. An id that is not theirs is refused
   * like an unknown one, so ids of other players' notices tell nothing.
   */
  async markRead(userId: number, which: number | 'all', locale: LocaleCode): Promise<{ unread: number }> {
    const now = this.clock.now();
    if (which === 'all') {
      await this.store.markAllRead(userId, now);
    } else if (!(await this.store.markRead(userId, which, now))) {
      throw new AppError('InvalidParameterException', 'There is no such notice', {
        code: 'NOTIFICATION_NOT_FOUND',
        data: { fields: { id: formatRuleFailure({ key: 'custom' }, locale) } },
      });
    }
    return { unread: await this.unreadCount(userId) };
  }
}
