import { AppError, createTypingThrottle, type LocaleCode } from '@jeton/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  closeChat,
  getChat,
  markChatRead,
  openChat,
  sendChatLine,
  sendChatTyping,
  storeChatEvent,
} from '../../api/support.js';
import { rememberChat } from './chat-memory.js';
import { type ChatState, storeReceived, useChatStream } from './chat-stream.js';

export type { ChatState };

/**
 * The visitor's conversation, kept current by the server's stream: each signal ("message",
 * "status", "typing") leads to a re-read through chat/get; the browser's EventSource reconnects by
 * itself and sends the last event id, so lines that came meanwhile are signalled at once.
 */
export function useChat(locale: LocaleCode, player: boolean) {
  const [state, setState] = useState<ChatState>({
    conversation: null,
    loading: true,
    failed: false,
    operatorTyping: false,
  });
  const lastReceived = useRef(0);
  const typingThrottle = useMemo(() => createTypingThrottle(), []);
  // Bumped by every read and every change of the conversation: only the latest one's answer is
  // shown, so a read answered late (say, "no conversation" read just before the visitor started
  // one) never undoes what came after it.
  const generation = useRef(0);

  const reload = useCallback(async () => {
    generation.current += 1;
    const startedAt = generation.current;
    try {
      const { conversation } = await getChat(locale);
      if (startedAt !== generation.current) return;
      // Logged-in players' received lines go to the chat-event storage (spec sections 6 and 7).
      if (player && conversation) storeReceived(conversation, lastReceived.current, locale);
      lastReceived.current = conversation?.messages.at(-1)?.id ?? lastReceived.current;
      rememberChat(conversation !== null && conversation.status !== 'closed');
      setState((s) => ({ ...s, conversation, loading: false, failed: false }));
    } catch {
      if (startedAt !== generation.current) return;
      setState((s) => ({ ...s, loading: false, failed: true }));
    }
  }, [locale, player]);

  useEffect(() => {
    reload();
  }, [reload]);

  useChatStream(state.conversation?.id, reload, setState);

  // One random key per start, kept until it succeeds: a start the browser (or the visitor, after an
  // error) sends again finds the conversation the first one may have opened.
  const startKey = useRef<string | null>(null);
  const start = useCallback(
    async (details: { name?: string; email?: string }) => {
      startKey.current ??= crypto.randomUUID();
      const { conversation } = await openChat({ ...details, key: startKey.current }, locale);
      startKey.current = null;
      generation.current += 1;
      rememberChat(true);
      setState((s) => ({ ...s, conversation, loading: false, failed: false }));
      return conversation;
    },
    [locale],
  );

  const send = useCallback(
    async (text: string) => {
      const { message } = await sendChatLine(text, locale);
      // The operator's screen stops showing "typing" when a line arrives: the next key says it again.
      typingThrottle.reset();
      if (player && state.conversation) {
        storeChatEvent(
          { channel_id: 'builtin', conversation_id: String(state.conversation.id), text, event: 'sent' },
          locale,
        ).catch(() => {});
      }
      setState((s) =>
        s.conversation && !s.conversation.messages.some((m) => m.id === message.id)
          ? { ...s, conversation: { ...s.conversation, messages: [...s.conversation.messages, message] } }
          : s,
      );
    },
    [locale, player, state.conversation, typingThrottle],
  );

  const typing = useCallback(() => {
    if (!typingThrottle.shouldSend(Date.now())) return;
    sendChatTyping(locale).catch(() => {});
  }, [locale, typingThrottle]);

  const markRead = useCallback(async () => {
    await markChatRead(locale).catch(() => {});
    setState((s) => (s.conversation ? { ...s, conversation: { ...s.conversation, unread: 0 } } : s));
  }, [locale]);

  const end = useCallback(async () => {
    const { conversation } = await closeChat(locale);
    generation.current += 1;
    rememberChat(false);
    setState((s) => ({ ...s, conversation }));
  }, [locale]);

  return { state, start, send, typing, markRead, end, reload };
}

export function isEmailRequired(error: unknown): boolean {
  return error instanceof AppError && error.code === 'EMAIL_REQUIRED';
}
