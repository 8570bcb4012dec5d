import { createHash, randomBytes } from 'node:crypto';
import { AppError, type ChatConversation, type LocaleCode } from '@jeton/domain';
import type { Clock } from '../../clock.js';
import type { LiveSignals } from '../../live/live-signals.js';
import type { MessagingProvider } from '../../ports/messaging-provider.js';
import { deskChannel, signalBoth } from './chat-signals.js';
import type { ChatStore, ConversationRow } from './chat-store.js';
import { presentConversation, presentMessage } from './presenters.js';

/** Who calls: a logged-in player (by their account) or a guest (by the secret their browser holds). */
export interface ChatCaller {
  userId: number | null;
  /** The guest's secret from their cookie; ignored for a player. */
  token: string | undefined;
}

export interface ChatServiceDeps {
  store: ChatStore;
  live: LiveSignals;
  clock: Clock;
  messaging: MessagingProvider;
  /** The operators' mailbox: offline messages go there. */
  mailbox: string;
  emailOf: (userId: number) => Promise<string | null>;
}

/** How long a guest's start key finds its conversation again. */
const OPEN_KEY_VALID_MS = 10 * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The player's side of the live chat (issue 16, item 1). A caller reaches only their own
 * conversation: a player's by their account, a guest's by the hash of their secret; an id names
 * nothing else, and an id that is not theirs is refused like one that does not exist.
 */
export class ChatService {
  constructor(private readonly deps: ChatServiceDeps) {}

  async operatorsOnDuty(): Promise<boolean> {
    return (await this.deps.store.onDutyCount()) > 0;
  }

  async get(caller: ChatCaller, conversationId?: number): Promise<ChatConversation | null> {
    const conversation = await this.find(caller, conversationId);
    return conversation ? this.present(conversation) : null;
  }

  /**
   * The caller's conversation if one is not closed, else a new one. A guest gets a new secret
   * (`token`, for their cookie) with a new conversation.
   */
  async open(
    caller: ChatCaller,
    locale: LocaleCode,
    details: { name?: string | undefined; email?: string | undefined; key?: string | undefined },
  ): Promise<{ conversation: ChatConversation; token: string | null }> {
    const existing = await this.find(caller);
    if (existing && existing.status !== 'closed') {
      if (details.email && caller.userId === null) await this.deps.store.setEmail(existing.id, details.email);
      return { conversation: await this.present((await this.deps.store.byId(existing.id))!), token: null };
    }
    const { store, clock } = this.deps;
    const guest = caller.userId === null;
    const token = randomBytes(32).toString('base64url');
    const at = clock.now();
    let id = await store.create({
      tokenHash: hashToken(token),
      userId: caller.userId,
      guestName: guest ? (details.name ?? null) : null,
      email: guest ? (details.email ?? null) : null,
      openKey: guest ? (details.key ?? null) : null,
      locale,
      at,
    });
    // A guest's start sent again (the browser resends a request whose answer it lost): the same
    // conversation, under the secret this answer carries.
    if (!id && guest && details.key) {
      id = await store.takeOverByOpenKey(
        details.key,
        new Date(at.getTime() - OPEN_KEY_VALID_MS),
        hashToken(token),
      );
      if (!id)
        throw new AppError('InvalidParameterException', 'Start the chat again', { code: 'CHAT_KEY_USED' });
    }
    // Two opens at once for one player: the unique index kept one; answer that one.
    const created = id ? await store.byId(id) : await this.find(caller);
    await this.deps.live.publish(deskChannel, {
      type: 'status',
      conversation_id: created!.id,
      status: 'waiting',
    });
    return { conversation: await this.present(created!), token: guest ? token : null };
  }

  async send(caller: ChatCaller, text: string, conversationId?: number) {
    const conversation = await this.find(caller, conversationId);
    if (!conversation || conversation.status === 'closed') throw chatNotOpen();
    const { store, clock, live } = this.deps;
    const offline = conversation.status === 'waiting' && !(await this.operatorsOnDuty());
    const email = await this.replyEmail(conversation);
    if (offline && !email) {
      throw new AppError('InvalidParameterException', 'Enter your email: we will answer there', {
        code: 'EMAIL_REQUIRED',
      });
    }
    const at = clock.now();
    const id = await store.addMessage(store.db, {
      conversationId: conversation.id,
      author: 'player',
      operatorId: null,
      body: text,
      offline,
      at,
    });
    await store.markRead(conversation.id, 'player', id);
    if (offline) await this.sendOffline(conversation, email!, text);
    await signalBoth(live, { type: 'message', conversation_id: conversation.id, id, author: 'player' });
    const [message] = (await store.messages(conversation.id, 1)).filter((m) => m.id === id);
    return presentMessage(message!);
  }

  async typing(caller: ChatCaller): Promise<void> {
    const conversation = await this.find(caller);
    if (!conversation || conversation.status === 'closed') return;
    await this.deps.live.publish(deskChannel, {
      type: 'typing',
      conversation_id: conversation.id,
      author: 'player',
    });
  }

  async markRead(caller: ChatCaller, conversationId?: number): Promise<number> {
    const conversation = await this.find(caller, conversationId);
    if (!conversation) throw chatNotFound();
    await this.deps.store.markRead(
      conversation.id,
      'player',
      await this.deps.store.lastMessageId(conversation.id),
    );
    return 0;
  }

  /** The player ends the conversation. */
  async close(caller: ChatCaller): Promise<ChatConversation> {
    const conversation = await this.find(caller);
    if (!conversation || conversation.status === 'closed') throw chatNotOpen();
    const { store, clock, live } = this.deps;
    await store.db.transaction(async (tx) => {
      await store.setStatus(tx, conversation.id, 'closed', conversation.operatorId, clock.now());
      await store.addMessage(tx, {
        conversationId: conversation.id,
        author: 'system',
        operatorId: null,
        body: 'closed',
        offline: false,
        at: clock.now(),
      });
    });
    await signalBoth(live, { type: 'status', conversation_id: conversation.id, status: 'closed' });
    return this.present((await store.byId(conversation.id))!);
  }

  /** Spec section 7 chat-event storage: logged-in players only (section 6). */
  async storeEvent(
    userId: number,
    event: { channel_id: string; conversation_id: string; text: string; event: 'sent' | 'received' },
  ): Promise<void> {
    await this.deps.store.storeEvent({
      userId,
      channelId: event.channel_id,
      conversationId: event.conversation_id,
      text: event.text,
      event: event.event,
      at: this.deps.clock.now(),
    });
  }

  /** The conversation a stream may follow: the caller's own, or none. */
  async streamable(caller: ChatCaller): Promise<ConversationRow | undefined> {
    return this.find(caller);
  }

  lastMessageId(conversationId: number): Promise<number> {
    return this.deps.store.lastMessageId(conversationId);
  }

  private async find(caller: ChatCaller, conversationId?: number): Promise<ConversationRow | undefined> {
    const { store } = this.deps;
    let conversation: ConversationRow | undefined;
    if (caller.userId !== null) {
      conversation =
        conversationId === undefined
          ? await store.latestOfPlayer(caller.userId)
          : await store.byId(conversationId);
      if (conversation && conversation.userId !== caller.userId) throw chatNotFound();
    } else {
      conversation = caller.token ? await store.byTokenHash(hashToken(caller.token)) : undefined;
      if (conversationId !== undefined && conversation?.id !== conversationId) throw chatNotFound();
    }
    if (conversationId !== undefined && !conversation) throw chatNotFound();
    return conversation;
  }

  private async replyEmail(conversation: ConversationRow): Promise<string | null> {
    if (conversation.userId !== null) return this.deps.emailOf(conversation.userId);
    return conversation.email;
  }

  private async present(conversation: ConversationRow): Promise<ChatConversation> {
    const { store } = this.deps;
    const [messages, onDuty, unread, email] = await Promise.all([
      store.messages(conversation.id),
      this.operatorsOnDuty(),
      store.unreadFor(conversation, 'player'),
      this.replyEmail(conversation),
    ]);
    return presentConversation(conversation, messages, { onDuty, unread, email });
  }

  private async sendOffline(conversation: ConversationRow, email: string, text: string): Promise<void> {
    const who =
      conversation.userId === null
        ? `guest ${conversation.guestName ?? ''}`.trim()
        : `player #${conversation.userId}`;
    await this.deps.messaging.send({
      channel: 'email',
      recipient: this.deps.mailbox,
      template: 'support_chat_offline',
      locale: 'en',
      subject: `[Chat #${conversation.id}] Offline message from ${who}`,
      body: `No operator was on duty. Answer by email to ${email}.\n\nFrom: ${who} <${email}>\nConversation: #${conversation.id}\n\n${text}\n`,
    });
  }
}

export function chatNotFound(): AppError {
  return new AppError('InvalidParameterException', 'No such conversation', { code: 'CHAT_NOT_FOUND' });
}

function chatNotOpen(): AppError {
  return new AppError('InvalidRequestException', 'This conversation is closed: start a new one', {
    code: 'CHAT_CLOSED',
  });
}
