import type { ChatConversation, ChatMessage } from '@jeton/domain';
import type { ConversationRow, MessageRow } from './chat-store.js';

/** Operators show by their first name only. */
export function firstName(name: string | null): string | null {
  return name ? (name.trim().split(/\s+/)[0] ?? null) : null;
}

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    author: row.author,
    operator_name: row.author === 'player' ? null : firstName(row.operatorName),
    body: row.body,
    offline: row.offline,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentConversation(
  row: ConversationRow,
  messages: MessageRow[],
  extra: { onDuty: boolean; unread: number; email: string | null },
): ChatConversation {
  return {
    id: row.id,
    status: row.status,
    operator_name: firstName(row.operatorName),
    operators_on_duty: extra.onDuty,
    email: extra.email,
    unread: extra.unread,
    messages: messages.map(presentMessage),
  };
}
