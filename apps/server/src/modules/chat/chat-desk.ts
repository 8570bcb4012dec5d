import type { Executor } from '@jeton/db';
import { AppError } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { LiveSignals } from '../../live/live-signals.js';
import { chatNotFound } from './chat-service.js';
import { conversationChannel, deskChannel, signalBoth } from './chat-signals.js';
import type { ChatStore, ConversationRow } from './chat-store.js';
import { presentMessage } from './presenters.js';

/** Who acts, from where: what every audit entry records. */
export interface DeskActor {
  operatorId: number;
  ip: string;
}

/** The audit entry of a change, written in the change's own transaction by the back office's log. */
export type RecordChange = (
  executor: Executor,
  entry: {
    actor: DeskActor;
    action: 'chat.take' | 'chat.close' | 'chat.duty_on' | 'chat.duty_off';
    targetType: 'chat_conversation' | 'operator';
    targetId: number;
    before: unknown;
    after: unknown;
  },
) => Promise<void>;

export interface ChatDeskDeps {
  store: ChatStore;
  live: LiveSignals;
  clock: Clock;
  record: RecordChange;
  emailOf: (userId: number) => Promise<string | null>;
}

/**
 * The operators' side of the live chat (back office): the list, a conversation, taking one,
 * replying, typing, closing, and the on-duty switch. What changes state is audit-logged.
 */
export class ChatDesk {
  constructor(private readonly deps: ChatDeskDeps) {}

  async list(operatorId: number, filter: 'waiting' | 'mine' | 'closed') {
    const rows = await this.deps.store.desk(filter, operatorId);
    return {
      onDuty: await this.deps.store.isOnDuty(operatorId),
      items: rows.map((row) => ({
        id: row.id,
        status: row.status,
        who: whoOf(row),
        isGuest: row.userId === null,
        playerId: row.userId,
        operatorName: row.operatorName,
        lastBody: row.lastBody,
        unread: row.unread,
        updatedAt: row.updatedAt.toISOString(),
      })),
    };
  }

  async get(operatorId: number, id: number) {
    const { store } = this.deps;
    const conversation = await store.byId(id);
    if (!conversation) throw chatNotFound();
    const messages = await store.messages(id);
    const last = messages.at(-1)?.id ?? 0;
    // Only the operator who holds it reads it for the desk's unread count.
    if (conversation.operatorId === operatorId) await store.markRead(id, 'operator', last);
    const playerEmail = conversation.userId === null ? null : await this.deps.emailOf(conversation.userId);
    return {
      id,
      status: conversation.status,
      who: whoOf({ ...conversation, playerEmail }),
      isGuest: conversation.userId === null,
      playerId: conversation.userId,
      email: conversation.email,
      operatorId: conversation.operatorId,
      operatorName: conversation.operatorName,
      locale: conversation.locale,
      messages: messages.map(presentMessage),
    };
  }

  async take(actor: DeskActor, id: number) {
    return this.change(actor, id, async (tx, conversation) => {
      if (conversation.status !== 'waiting')
        throw conflict('This conversation is not waiting', 'CHAT_NOT_WAITING');
      await this.deps.store.setStatus(tx, id, 'open', actor.operatorId, this.deps.clock.now());
      await this.system(tx, id, 'taken', actor.operatorId);
      return { action: 'chat.take' as const, status: 'open' as const };
    });
  }

  async close(actor: DeskActor, id: number) {
    return this.change(actor, id, async (tx, conversation) => {
      if (conversation.status === 'closed') throw conflict('This conversation is closed', 'CHAT_CLOSED');
      await this.deps.store.setStatus(tx, id, 'closed', conversation.operatorId, this.deps.clock.now());
      await this.system(tx, id, 'closed', actor.operatorId);
      return { action: 'chat.close' as const, status: 'closed' as const };
    });
  }

  async reply(actor: DeskActor, id: number, text: string) {
    const { store, clock, live } = this.deps;
    const conversation = await store.byId(id);
    if (!conversation) throw chatNotFound();
    this.requireHolder(actor, conversation);
    const messageId = await store.addMessage(store.db, {
      conversationId: id,
      author: 'operator',
      operatorId: actor.operatorId,
      body: text,
      offline: false,
      at: clock.now(),
    });
    await store.markRead(id, 'operator', messageId);
    await signalBoth(live, { type: 'message', conversation_id: id, id: messageId, author: 'operator' });
    return { id: messageId };
  }

  async typing(actor: DeskActor, id: number): Promise<1> {
    const conversation = await this.deps.store.byId(id);
    if (!conversation) throw chatNotFound();
    this.requireHolder(actor, conversation);
    await this.deps.live.publish(conversationChannel(id), {
      type: 'typing',
      conversation_id: id,
      author: 'operator',
    });
    return 1;
  }

  async setDuty(actor: DeskActor, onDuty: boolean) {
    const { store, clock, live, record } = this.deps;
    await store.db.transaction(async (tx) => {
      const changed = await store.setDuty(tx, actor.operatorId, onDuty, clock.now());
      if (!changed) return;
      await record(tx, {
        actor,
        action: onDuty ? 'chat.duty_on' : 'chat.duty_off',
        targetType: 'operator',
        targetId: actor.operatorId,
        before: { onDuty: !onDuty },
        after: { onDuty },
      });
    });
    await live.publish(deskChannel, { type: 'duty', on_duty: onDuty });
    return { onDuty };
  }

  private async change(
    actor: DeskActor,
    id: number,
    apply: (
      tx: Executor,
      conversation: ConversationRow,
    ) => Promise<{ action: 'chat.take' | 'chat.close'; status: 'open' | 'closed' }>,
  ) {
    const { store, record, live } = this.deps;
    const result = await store.db.transaction(async (tx) => {
      // Locked: two operators taking one conversation at once, one wins and the other is told.
      const conversation = await store.byId(id, tx, true);
      if (!conversation) throw chatNotFound();
      const done = await apply(tx, conversation);
      await record(tx, {
        actor,
        action: done.action,
        targetType: 'chat_conversation',
        targetId: id,
        before: { status: conversation.status, operatorId: conversation.operatorId },
        after: {
          status: done.status,
          operatorId: done.status === 'open' ? actor.operatorId : conversation.operatorId,
        },
      });
      return done;
    });
    await signalBoth(live, { type: 'status', conversation_id: id, status: result.status });
    return { id, status: result.status };
  }

  private requireHolder(actor: DeskActor, conversation: ConversationRow): void {
    if (conversation.status !== 'open' || conversation.operatorId !== actor.operatorId) {
      throw new AppError('AccessDeniedException', 'Take this conversation before answering', {
        code: 'CHAT_NOT_YOURS',
      });
    }
  }

  private async system(
    tx: Executor,
    id: number,
    body: 'taken' | 'closed',
    operatorId: number,
  ): Promise<void> {
    await this.deps.store.addMessage(tx, {
      conversationId: id,
      author: 'system',
      operatorId,
      body,
      offline: false,
      at: this.deps.clock.now(),
    });
  }
}

function whoOf(row: ConversationRow & { playerEmail?: string | null }): string {
  if (row.userId !== null) return row.playerEmail ?? `#${row.userId}`;
  return row.guestName ?? row.email ?? `guest #${row.id}`;
}

function conflict(message: string, code: string): AppError {
  return new AppError('InvalidRequestException', message, { code });
}
