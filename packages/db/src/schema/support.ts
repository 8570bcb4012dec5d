import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { operators } from './backoffice.js';
import { ownedBy, tableOwners } from './owners.js';
import { users } from './users.js';

// Support (issue 16, item 1): feedback sent from /support, live-chat conversations between a
// player or a guest and an operator, the operators on duty, and the chat events the widget stores.

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** One message of the feedback form; its reference is what the player quotes to support. */
export const supportFeedback = pgTable(
  'support_feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `FB-` and 8 characters, shown to the player. */
    reference: text('reference').notNull().unique(),
    /** Null for a guest, who gives an email instead. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    /** The file's name as the device gave it, cleaned; its type was read from its bytes. */
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachment: bytea('attachment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an operator marked it handled (answered by email, or nothing to do); null while open. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: bigint('handled_by', { mode: 'number' }).references(() => operators.id),
  },
  (t) => [
    index('support_feedback_user_idx').on(t.userId),
    // The inbox: open messages first, newest first.
    index('support_feedback_inbox_idx').on(t.handledAt, t.id),
    check('support_feedback_message_length', sql`char_length(${t.message}) BETWEEN 1 AND 4000`),
  ],
);

/** A live-chat conversation: a player's (user_id) or a guest's (token_hash alone). */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the secret the widget holds: a guest's only proof that the conversation is theirs. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    /** A guest's name as they typed it, for the operator. */
    guestName: text('guest_name'),
    /**
     * A guest's random key for one start of a chat: a request the browser sent again (its answer
     * lost) finds this conversation instead of opening a second one.
     */
    openKey: text('open_key').unique(),
    /** Where an answer goes when no operator is on duty. */
    email: text('email'),
    /** waiting (no operator yet), open (taken), closed. */
    status: text('status').notNull().default('waiting'),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    locale: text('locale').notNull(),
    /** The last message each side has seen: unread counts are the messages after it. */
    playerReadId: bigint('player_read_id', { mode: 'number' }).notNull().default(0),
    operatorReadId: bigint('operator_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('chat_conversations_status', sql`${t.status} IN ('waiting', 'open', 'closed')`),
    index('chat_conversations_status_idx').on(t.status, t.updatedAt),
    // A player has at most one conversation that is not closed.
    uniqueIndex('chat_conversations_user_open_idx')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL AND ${t.status} <> 'closed'`),
  ],
);

/** The history of a conversation, both sides, in order. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id),
    /** player, operator or system (an automatic line: taken, closed, nobody on duty). */
    author: text('author').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    body: text('body').notNull(),
    /** Sent while no operator was on duty: answered by email. */
    offline: boolean('offline').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    check('chat_messages_author', sql`${t.author} IN ('player', 'operator', 'system')`),
    check('chat_messages_body_length', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
  ],
);

/** Operators who answer chats now; none on duty means the widget takes offline messages. */
export const chatDuty = pgTable('chat_duty', {
  operatorId: bigint('operator_id', { mode: 'number' })
    .primaryKey()
    .references(() => operators.id),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

/** Chat events the widget reports (spec section 7 chat-event storage), logged-in players only. */
export const chatEvents = pgTable(
  'chat_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    channelId: text('channel_id').notNull(),
    conversationId: text('conversation_id').notNull(),
    text: text('text').notNull(),
    /** sent or received. */
    event: text('event').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_events_user_idx').on(t.userId, t.id),
    check('chat_events_event', sql`${t.event} IN ('sent', 'received')`),
  ],
);

/** Who names these tables in SQL (decision 0091). */
export const supportOwners = tableOwners(
  ownedBy('modules/chat', [chatConversations, chatDuty, chatEvents, chatMessages]),
  ownedBy('modules/support', [supportFeedback]),
);
