import { type Database, type Executor, queryRows } from '@jeton/db';
import type { ChatAuthor, ChatStatus } from '@jeton/domain';
import { sql } from 'drizzle-orm';
import type { OperatorName, OperatorNames } from '../../ports/operator-names.js';
import type { AccountStore } from '../account/account-store.js';

// The live chat's tables: conversations, their messages, the operators on duty, the widget's events.

export interface ConversationRow {
  id: number;
  userId: number | null;
  guestName: string | null;
  email: string | null;
  status: ChatStatus;
  operatorId: number | null;
  operatorName: string | null;
  locale: string;
  playerReadId: number;
  operatorReadId: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface MessageRow {
  id: number;
  author: ChatAuthor;
  operatorName: string | null;
  body: string;
  offline: boolean;
  createdAt: Date;
}

/** A conversation as the operators' list shows it. */
export interface DeskRow extends ConversationRow {
  playerEmail: string | null;
  lastBody: string | null;
  unread: number;
}

const CONVERSATION_COLUMNS = sql`c.id, c.user_id, c.guest_name, c.email, c.status, c.operator_id,
  c.locale, c.player_read_id, c.operator_read_id, c.created_at, c.updated_at`;

type RawConversation = Record<string, unknown>;

function toConversation(r: RawConversation, operators: ReadonlyMap<number, OperatorName>): ConversationRow {
  return {
    id: Number(r.id),
    userId: r.user_id === null ? null : Number(r.user_id),
    guestName: (r.guest_name as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    status: r.status as ChatStatus,
    operatorId: r.operator_id === null ? null : Number(r.operator_id),
    operatorName: r.operator_id === null ? null : (operators.get(Number(r.operator_id))?.name ?? null),
    locale: String(r.locale),
    playerReadId: Number(r.player_read_id),
    operatorReadId: Number(r.operator_read_id),
    createdAt: new Date(r.created_at as string),
    updatedAt: new Date(r.updated_at as string),
  };
}

/** Whom the chat names, asked of their owners (decision 0091). */
export interface ChatOwners {
  operators: OperatorNames;
  accounts: Pick<AccountStore, 'emailsOf'>;
}

const operatorIdsOf = (rows: readonly Record<string, unknown>[]) =>
  rows.flatMap((r) => (r.operator_id === null || r.operator_id === undefined ? [] : [Number(r.operator_id)]));

export class ChatStore {
  constructor(
    readonly db: Database,
    private readonly owners: ChatOwners,
  ) {}

  /** Conversations with the names of their operators. */
  private async conversations(executor: Executor, rows: RawConversation[]): Promise<ConversationRow[]> {
    const operators = await this.owners.operators.namesOf(operatorIdsOf(rows), executor);
    return rows.map((r) => toConversation(r, operators));
  }

  /** Conversations waiting for an operator, and when the oldest came (the back office's dashboard). */
  async waitingQueue(): Promise<{ count: number; oldest: Date | null }> {
    const [row] = await queryRows<{ count: string; oldest: Date | string | null }>(
      this.db,
      sql`SELECT count(*)::text AS count, min(created_at) AS oldest FROM chat_conversations WHERE status = 'waiting'`,
    );
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  async byId(id: number, executor: Executor = this.db, lock = false): Promise<ConversationRow | undefined> {
    const [row] = await queryRows<RawConversation>(
      executor,
      sql`SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations c
          WHERE c.id = ${id} ${lock ? sql`FOR UPDATE OF c` : sql``}`,
    );
    return row && (await this.conversations(executor, [row]))[0];
  }

  /** A guest's conversation by the hash of the secret their browser holds. */
  async byTokenHash(tokenHash: string): Promise<ConversationRow | undefined> {
    const [row] = await queryRows<RawConversation>(
      this.db,
      sql`SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations c
          WHERE c.token_hash = ${tokenHash} AND c.user_id IS NULL`,
    );
    return row && (await this.conversations(this.db, [row]))[0];
  }

  /** A player's latest conversation: the one not closed, else the last closed one (its history). */
  async latestOfPlayer(userId: number): Promise<ConversationRow | undefined> {
    const [row] = await queryRows<RawConversation>(
      this.db,
      sql`SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations c
          WHERE c.user_id = ${userId} ORDER BY (c.status <> 'closed') DESC, c.id DESC LIMIT 1`,
    );
    return row && (await this.conversations(this.db, [row]))[0];
  }

  async create(values: {
    tokenHash: string;
    userId: number | null;
    guestName: string | null;
    email: string | null;
    openKey: string | null;
    locale: string;
    at: Date;
  }): Promise<number> {
    const [row] = await queryRows<{ id: string }>(
      this.db,
      sql`INSERT INTO chat_conversations (token_hash, user_id, guest_name, email, open_key, locale, created_at, updated_at)
          VALUES (${values.tokenHash}, ${values.userId}, ${values.guestName}, ${values.email}, ${values.openKey}, ${values.locale}, ${values.at}, ${values.at})
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    return row ? Number(row.id) : 0;
  }

  /**
   * A guest's conversation started with this key since `since` and not closed, given the new secret
   * (the old one's answer never reached the browser, or was replaced by this one): or none.
   */
  async takeOverByOpenKey(openKey: string, since: Date, tokenHash: string): Promise<number> {
    const [row] = await queryRows<{ id: string }>(
      this.db,
      sql`UPDATE chat_conversations SET token_hash = ${tokenHash}
          WHERE open_key = ${openKey} AND user_id IS NULL AND status <> 'closed' AND created_at >= ${since}
          RETURNING id`,
    );
    return row ? Number(row.id) : 0;
  }

  async setEmail(id: number, email: string): Promise<void> {
    await this.db.execute(sql`UPDATE chat_conversations SET email = ${email} WHERE id = ${id}`);
  }

  async addMessage(
    executor: Executor,
    message: {
      conversationId: number;
      author: ChatAuthor;
      operatorId: number | null;
      body: string;
      offline: boolean;
      at: Date;
    },
  ): Promise<number> {
    const [row] = await queryRows<{ id: string }>(
      executor,
      sql`INSERT INTO chat_messages (conversation_id, author, operator_id, body, offline, created_at)
          VALUES (${message.conversationId}, ${message.author}, ${message.operatorId}, ${message.body}, ${message.offline}, ${message.at})
          RETURNING id`,
    );
    await executor.execute(
      sql`UPDATE chat_conversations SET updated_at = ${message.at} WHERE id = ${message.conversationId}`,
    );
    return Number(row!.id);
  }

  async messages(conversationId: number, limit = 200): Promise<MessageRow[]> {
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT * FROM (
            SELECT m.id, m.author, m.operator_id, m.body, m.offline, m.created_at
            FROM chat_messages m
            WHERE m.conversation_id = ${conversationId} ORDER BY m.id DESC LIMIT ${limit}) t
          ORDER BY id`,
    );
    const operators = await this.owners.operators.namesOf(operatorIdsOf(rows));
    return rows.map((r) => ({
      id: Number(r.id),
      author: r.author as ChatAuthor,
      operatorName: r.operator_id === null ? null : (operators.get(Number(r.operator_id))?.name ?? null),
      body: String(r.body),
      offline: Boolean(r.offline),
      createdAt: new Date(r.created_at as string),
    }));
  }

  async lastMessageId(conversationId: number): Promise<number> {
    const [row] = await queryRows<{ id: string | null }>(
      this.db,
      sql`SELECT max(id) AS id FROM chat_messages WHERE conversation_id = ${conversationId}`,
    );
    return Number(row?.id ?? 0);
  }

  /** Messages of the other side after the reader's mark. */
  async unreadFor(conversation: ConversationRow, reader: 'player' | 'operator'): Promise<number> {
    const after = reader === 'player' ? conversation.playerReadId : conversation.operatorReadId;
    const from = reader === 'player' ? sql`author <> 'player'` : sql`author = 'player'`;
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`SELECT count(*)::int AS n FROM chat_messages
          WHERE conversation_id = ${conversation.id} AND id > ${after} AND ${from}`,
    );
    return Number(row?.n ?? 0);
  }

  async markRead(conversationId: number, reader: 'player' | 'operator', upTo: number): Promise<void> {
    const column = reader === 'player' ? sql`player_read_id` : sql`operator_read_id`;
    await this.db.execute(
      sql`UPDATE chat_conversations SET ${column} = GREATEST(${column}, ${upTo}) WHERE id = ${conversationId}`,
    );
  }

  async setStatus(
    executor: Executor,
    id: number,
    status: ChatStatus,
    operatorId: number | null,
    at: Date,
  ): Promise<void> {
    await executor.execute(
      sql`UPDATE chat_conversations SET status = ${status}, operator_id = ${operatorId}, updated_at = ${at},
            closed_at = ${status === 'closed' ? at : null}
          WHERE id = ${id}`,
    );
  }

  /** The operators' list: waiting ones, the operator's own open ones, or the closed ones. */
  async desk(filter: 'waiting' | 'mine' | 'closed', operatorId: number, limit = 100): Promise<DeskRow[]> {
    const where =
      filter === 'waiting'
        ? sql`c.status = 'waiting'`
        : filter === 'mine'
          ? sql`c.status = 'open' AND c.operator_id = ${operatorId}`
          : sql`c.status = 'closed'`;
    const order = filter === 'closed' ? sql`c.updated_at DESC` : sql`c.updated_at ASC`;
    const rows = await queryRows<RawConversation>(
      this.db,
      sql`SELECT ${CONVERSATION_COLUMNS},
            (SELECT body FROM chat_messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) AS last_body,
            (SELECT count(*)::int FROM chat_messages m WHERE m.conversation_id = c.id AND m.author = 'player'
               AND m.id > c.operator_read_id) AS unread
          FROM chat_conversations c
          WHERE ${where} ORDER BY ${order} LIMIT ${limit}`,
    );
    const players = rows.flatMap((r) => (r.user_id === null ? [] : [Number(r.user_id)]));
    const [conversations, emails] = await Promise.all([
      this.conversations(this.db, rows),
      this.owners.accounts.emailsOf(players),
    ]);
    return rows.map((r, index) => ({
      ...conversations[index]!,
      playerEmail: r.user_id === null ? null : (emails.get(Number(r.user_id)) ?? null),
      lastBody: (r.last_body as string | null) ?? null,
      unread: Number(r.unread ?? 0),
    }));
  }

  /** Whether there is any conversation: the demo seed writes only into an empty chat. */
  async isEmpty(): Promise<boolean> {
    const rows = await queryRows(this.db, sql`SELECT 1 FROM chat_conversations LIMIT 1`);
    return rows.length === 0;
  }

  /** A guest's conversation as the demo seed writes it: waiting, or closed now by its operator. */
  async insertSeeded(values: {
    tokenHash: string;
    guestName: string;
    status: 'waiting' | 'closed';
    operatorId: number | null;
    locale: string;
  }): Promise<number> {
    const [row] = await queryRows<{ id: string }>(
      this.db,
      sql`INSERT INTO chat_conversations (token_hash, guest_name, status, operator_id, locale, closed_at)
          VALUES (${values.tokenHash}, ${values.guestName}, ${values.status}, ${values.operatorId}, ${values.locale},
            ${values.status === 'closed' ? sql`now()` : null})
          RETURNING id`,
    );
    return Number(row!.id);
  }

  /** A line of a seeded conversation, at the database's time. */
  async insertSeededLine(
    conversationId: number,
    line: { author: ChatAuthor; operatorId: number | null; body: string },
  ): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO chat_messages (conversation_id, author, operator_id, body)
          VALUES (${conversationId}, ${line.author}, ${line.operatorId}, ${line.body})`,
    );
  }

  async onDutyCount(): Promise<number> {
    const [row] = await queryRows<{ n: number }>(this.db, sql`SELECT count(*)::int AS n FROM chat_duty`);
    return Number(row?.n ?? 0);
  }

  async isOnDuty(operatorId: number): Promise<boolean> {
    const [row] = await queryRows<{ n: number }>(
      this.db,
      sql`SELECT count(*)::int AS n FROM chat_duty WHERE operator_id = ${operatorId}`,
    );
    return Number(row?.n ?? 0) > 0;
  }

  /** Answers whether the state changed. */
  async setDuty(executor: Executor, operatorId: number, onDuty: boolean, at: Date): Promise<boolean> {
    const rows = onDuty
      ? await queryRows(
          executor,
          sql`INSERT INTO chat_duty (operator_id, since) VALUES (${operatorId}, ${at}) ON CONFLICT DO NOTHING RETURNING operator_id`,
        )
      : await queryRows(
          executor,
          sql`DELETE FROM chat_duty WHERE operator_id = ${operatorId} RETURNING operator_id`,
        );
    return rows.length > 0;
  }

  async storeEvent(event: {
    userId: number;
    channelId: string;
    conversationId: string;
    text: string;
    event: 'sent' | 'received';
    at: Date;
  }): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO chat_events (user_id, channel_id, conversation_id, text, event, created_at)
          VALUES (${event.userId}, ${event.channelId}, ${event.conversationId}, ${event.text}, ${event.event}, ${event.at})`,
    );
  }
}
