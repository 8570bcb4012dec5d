import { CHAT_CONSTANTS, type ChatConversation, type LocaleCode } from '@jeton/domain';
import { type Dispatch, type SetStateAction, useEffect, useRef } from 'react';
import { CHAT_STREAM_URL, storeChatEvent } from '../../api/support.js';

/** The visitor's conversation as the chat shows it. */
export interface ChatState {
  conversation: ChatConversation | null;
  loading: boolean;
  failed: boolean;
  operatorTyping: boolean;
}

/**
 * Follows the server's stream of one conversation: a new line or status re-reads it, "typing"
 * shows the operator typing for a while.
 */
export function useChatStream(
  conversationId: number | undefined,
  reload: () => Promise<void>,
  setState: Dispatch<SetStateAction<ChatState>>,
) {
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (conversationId === undefined) return;
    const source = new EventSource(CHAT_STREAM_URL);
    const onChange = () => reload();
    source.addEventListener('message', () => {
      // The operator's line has come: they are no longer typing it.
      clearTimeout(typingTimer.current);
      setState((s) => ({ ...s, operatorTyping: false }));
      reload();
    });
    source.addEventListener('status', onChange);
    source.addEventListener('typing', () => {
      setState((s) => ({ ...s, operatorTyping: true }));
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(
        () => setState((s) => ({ ...s, operatorTyping: false })),
        CHAT_CONSTANTS.typingShownMs,
      );
    });
    // No conversation for this visitor (a cookie gone): stop, instead of reconnecting for ever.
    source.addEventListener('none', () => source.close());
    return () => {
      source.close();
      clearTimeout(typingTimer.current);
    };
  }, [conversationId, reload, setState]);
}

/** Sends the operator's lines newer than `lastReceived` to the chat-event storage (spec sections 6 and 7). */
export function storeReceived(conversation: ChatConversation, lastReceived: number, locale: LocaleCode) {
  for (const message of conversation.messages) {
    if (message.author === 'operator' && message.id > lastReceived && lastReceived > 0) {
      storeChatEvent(
        {
          channel_id: 'builtin',
          conversation_id: String(conversation.id),
          text: message.body,
          event: 'received',
        },
        locale,
      ).catch(() => {});
    }
  }
}
