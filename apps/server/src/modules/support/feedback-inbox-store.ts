import {
  countUpTo,
  type Database,
  type Executor,
  type ListWindow,
  queryRows,
  whereAll,
  windowClause,
} from '@jeton/db';
import type { SupportTopic } from '@jeton/domain';
import type { FeedbackState } from '@jeton/domain/backoffice';
import { type SQL, sql } from 'drizzle-orm';
import type { OperatorName, OperatorNames } from '../../ports/operator-names.js';

// The operators' reading of support_feedback (the back office's inbox): the feedback module owns
// the table, the back office reads and marks it through this (decision 0033).

export interface InboxFilter {
  topic?: SupportTopic | undefined;
  state?: FeedbackState | undefined;
}

export interface InboxRow {
  id: number;
  reference: string;
  userId: number | null;
  email: string;
  topic: SupportTopic;
  message: string;
  locale: string;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentBytes: number | null;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
}

const COLUMNS = sql`f.id, f.reference, f.user_id, f.email, f.topic, f.message, f.locale, f.attachment_name,
  f.attachment_type, octet_length(f.attachment) AS attachment_bytes, f.created_at, f.handled_at, f.handled_by`;

function whereOf(filter: InboxFilter): SQL {
  const parts: SQL[] = [];
  if (filter.topic) parts.push(sql`f.topic = ${filter.topic}`);
  if (filter.state === 'open') parts.push(sql`f.handled_at IS NULL`);
  if (filter.state === 'handled') parts.push(sql`f.handled_at IS NOT NULL`);
  return whereAll(parts);
}

function toRow(r: Record<string, unknown>, operators: ReadonlyMap<number, OperatorName>): InboxRow {
  return {
    id: Number(r.id),
    reference: String(r.reference),
    userId: r.user_id === null ? null : Number(r.user_id),
    email: String(r.email),
    topic: r.topic as SupportTopic,
    message: String(r.message),
    locale: String(r.locale),
    attachmentName: (r.attachment_name as string | null) ?? null,
    attachmentType: (r.attachment_type as string | null) ?? null,
    attachmentBytes: r.attachment_bytes === null ? null : Number(r.attachment_bytes),
    createdAt: new Date(r.created_at as string),
    handledAt: r.handled_at === null ? null : new Date(r.handled_at as string),
    handledBy: r.handled_by === null ? null : (operators.get(Number(r.handled_by))?.name ?? null),
  };
}

export class FeedbackInboxStore {
  constructor(
    readonly db: Database,
    /** Who handled a message is the back office's operator (decision 0091). */
    private readonly operators: OperatorNames,
  ) {}

  /** The rows with the name of the operator who handled each. */
  private async present(executor: Executor, rows: Record<string, unknown>[]): Promise<InboxRow[]> {
    const handlers = rows.flatMap((r) => (r.handled_by === null ? [] : [Number(r.handled_by)]));
    const operators = await this.operators.namesOf(handlers, executor);
    return rows.map((r) => toRow(r, operators));
  }

  /** Messages no operator handled yet, and when the oldest came (the back office's dashboard). */
  async openQueue(): Promise<{ count: number; oldest: Date | null }> {
    const [row] = await queryRows<{ count: string; oldest: Date | string | null }>(
      this.db,
      sql`SELECT count(*)::text AS count, min(created_at) AS oldest FROM support_feedback WHERE handled_at IS NULL`,
    );
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  /** Newest first. */
  async list(filter: InboxFilter, window: ListWindow): Promise<InboxRow[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT ${COLUMNS} FROM support_feedback f ${whereOf(filter)} ORDER BY f.id DESC ${windowClause(window)}`,
    );
    return this.present(this.db, rows);
  }

  count(filter: InboxFilter, upTo: number): Promise<number> {
    return countUpTo(this.db, sql`FROM support_feedback f ${whereOf(filter)}`, upTo);
  }

  async byId(executor: Executor, id: number): Promise<InboxRow | undefined> {
    const [row] = await queryRows<Record<string, unknown>>(
      executor,
      sql`SELECT ${COLUMNS} FROM support_feedback f WHERE f.id = ${id}`,
    );
    return row && (await this.present(executor, [row]))[0];
  }

  async attachment(id: number): Promise<{ name: string; type: string; bytes: Buffer } | undefined> {
    const [row] = await queryRows<{ attachment_name: string; attachment_type: string; attachment: unknown }>(
      this.db,
      sql`SELECT attachment_name, attachment_type, attachment FROM support_feedback
          WHERE id = ${id} AND attachment IS NOT NULL`,
    );
    if (!row) return undefined;
    const bytes = row.attachment;
    return {
      name: row.attachment_name,
      type: row.attachment_type,
      bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes as Uint8Array),
    };
  }

  /** Marks it handled by the operator, or open again (operatorId null); answers whether it changed. */
  async setHandled(executor: Executor, id: number, operatorId: number | null, at: Date): Promise<boolean> {
    const rows = await queryRows(
      executor,
      operatorId === null
        ? sql`UPDATE support_feedback SET handled_at = NULL, handled_by = NULL
              WHERE id = ${id} AND handled_at IS NOT NULL RETURNING id`
        : sql`UPDATE support_feedback SET handled_at = ${at}, handled_by = ${operatorId}
              WHERE id = ${id} AND handled_at IS NULL RETURNING id`,
    );
    return rows.length > 0;
  }

  /** Whether the inbox has any message: the demo seed writes only into an empty one. */
  async isEmpty(): Promise<boolean> {
    const rows = await queryRows(this.db, sql`SELECT 1 FROM support_feedback LIMIT 1`);
    return rows.length === 0;
  }

  /** A message as the demo seed writes it: from the form some time ago, handled or not. */
  async insertSeeded(message: {
    reference: string;
    email: string;
    topic: SupportTopic;
    message: string;
    locale: string;
    createdAt: Date;
    handled: { at: Date; by: number | null } | null;
  }): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO support_feedback (reference, email, topic, message, locale, created_at, handled_at, handled_by)
          VALUES (${message.reference}, ${message.email}, ${message.topic}, ${message.message}, ${message.locale},
            ${message.createdAt}, ${message.handled?.at ?? null}, ${message.handled?.by ?? null})`,
    );
  }
}
