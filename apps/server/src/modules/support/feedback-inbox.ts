import type { Database } from '@jeton/db';
import { AppError } from '@jeton/domain';
import type {
  FeedbackDetail,
  FeedbackItem,
  feedbackExportInput,
  feedbackListInput,
} from '@jeton/domain/backoffice';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { BackofficeActor as Actor, BackofficeKit } from '../../wiring/backoffice-methods.js';
import { COUNT_UP_TO, cappedTotal, isoOf, pageWindow } from '../../wiring/list-window.js';
import type { FeedbackInboxStore, InboxRow } from './feedback-inbox-store.js';

/** How much of a message the list shows. */
const EXCERPT_LENGTH = 72;

export interface FeedbackInboxDeps {
  db: Database;
  clock: Clock;
  store: FeedbackInboxStore;
  audit: BackofficeKit['audit'];
}

/**
 * The inbox of the /support feedback form: every message with its attachment, read by the
 * operators, who mark each handled once answered (by email, from their mailbox) or reopen it.
 * Marking is audit-logged in its own transaction, in the back office's log.
 */
export class FeedbackInbox {
  constructor(private readonly deps: FeedbackInboxDeps) {}

  async list(input: z.output<typeof feedbackListInput>) {
    const { store } = this.deps;
    const rows = await store.list(input, pageWindow(input.page, input.perPage));
    return { items: rows.map(presentItem), ...cappedTotal(await store.count(input, COUNT_UP_TO)) };
  }

  /** One slice of the inbox, for the CSV export. */
  async chunk(input: z.output<typeof feedbackExportInput>, offset: number, limit: number) {
    return (await this.deps.store.list(input, { limit, offset })).map(presentDetail);
  }

  async get(id: number): Promise<FeedbackDetail> {
    const row = await this.deps.store.byId(this.deps.db, id);
    if (!row) throw feedbackNotFound();
    return presentDetail(row);
  }

  async attachment(id: number) {
    const found = await this.deps.store.attachment(id);
    if (!found) {
      throw new AppError('InvalidRequestException', 'This message has no attachment', {
        code: 'ATTACHMENT_NOT_FOUND',
      });
    }
    return found;
  }

  async setHandled(actor: Actor, id: number, handled: boolean): Promise<FeedbackItem> {
    const { db, store, audit, clock } = this.deps;
    return db.transaction(async (tx) => {
      const before = await store.byId(tx, id);
      if (!before) throw feedbackNotFound();
      const changed = await store.setHandled(tx, id, handled ? actor.operatorId : null, clock.now());
      const after = (await store.byId(tx, id))!;
      if (changed) {
        await audit.record(tx, {
          ...actor,
          action: handled ? 'feedback.handle' : 'feedback.reopen',
          targetType: 'feedback',
          targetId: id,
          before: { reference: before.reference, handledAt: before.handledAt && isoOf(before.handledAt) },
          after: { reference: after.reference, handledAt: after.handledAt && isoOf(after.handledAt) },
        });
      }
      return presentItem(after);
    });
  }
}

function feedbackNotFound(): AppError {
  return new AppError('InvalidRequestException', 'There is no such feedback message', {
    code: 'FEEDBACK_NOT_FOUND',
  });
}

function presentItem(row: InboxRow): FeedbackItem {
  const flat = row.message.replace(/\s+/g, ' ').trim();
  return {
    id: row.id,
    reference: row.reference,
    playerId: row.userId,
    email: row.email,
    topic: row.topic,
    excerpt: flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat,
    locale: row.locale,
    attachmentName: row.attachmentName,
    createdAt: isoOf(row.createdAt),
    handledAt: row.handledAt ? isoOf(row.handledAt) : null,
    handledBy: row.handledBy,
  };
}

function presentDetail(row: InboxRow): FeedbackDetail {
  return {
    ...presentItem(row),
    message: row.message,
    attachmentType: row.attachmentType,
    attachmentBytes: row.attachmentBytes,
  };
}
