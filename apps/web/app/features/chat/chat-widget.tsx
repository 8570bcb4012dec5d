import { type RefObject, useEffect, useRef } from 'react';
import { useSections } from '../../i18n/sections.js';
import { Icon } from '../../ui/icons.js';
import { ChatConversationView } from './chat-conversation.js';
import { ChatStartForm } from './chat-start-form.js';
import { type ChatWindow, useChatWindow } from './use-chat-window.js';
import { waitFor } from './wait-for.js';
import './chat-widget.css';

interface ChatWidgetProps {
  uid: number;
  open: boolean;
  onClose: () => void;
  onUnread: (count: number) => void;
}

/**
 * The live-chat window: a start form (a guest's name and email), the conversation's lines with
 * the operator's typing, and a composer. Closed, it keeps following the conversation for the
 * launcher's unread badge. Escape closes it and gives the focus back to the launcher.
 */
export default function ChatWidget({ uid, open, onClose, onUnread }: ChatWidgetProps) {
  useSections('support');
  const chat = useChatWindow(uid > 0);
  const { texts, id } = chat;
  const { conversation } = chat.chat.state;
  const logRef = useRef<HTMLOListElement>(null);
  useWindowFollowing(chat, open, logRef, onUnread);

  if (!open) return null;

  const close = () => {
    onClose();
    waitFor(launcherInSight).then((button) => button?.focus());
  };

  return (
    <section
      id="chat-widget"
      className="chat-widget"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <header className="chat-widget-header">
        <h2 id={`${id}-title`} className="chat-widget-title">
          <Icon name="support" size={20} /> {texts.title}
        </h2>
        {conversation && conversation.status !== 'closed' ? (
          <button
            type="button"
            className="chat-widget-end"
            disabled={chat.busy}
            onClick={() => chat.run(chat.chat.end)}
          >
            {texts.end}
          </button>
        ) : null}
        <button type="button" className="chat-widget-icon" aria-label={texts.minimise} onClick={close}>
          <Icon name="close" size={20} />
        </button>
      </header>
      <ChatWindowBody chat={chat} logRef={logRef} />
    </section>
  );
}

/** Loading, a failure to retry, the start form, or the conversation. */
function ChatWindowBody({ chat, logRef }: { chat: ChatWindow; logRef: RefObject<HTMLOListElement | null> }) {
  const { state } = chat.chat;
  const { conversation } = state;
  const { texts } = chat;
  if (state.loading) {
    return (
      <p className="chat-widget-note" role="status">
        {texts.loading}
      </p>
    );
  }
  if (state.failed) {
    return (
      <div className="chat-widget-note" role="alert">
        <p>{texts.failed}</p>
        <button type="button" className="button button-secondary" onClick={() => chat.chat.reload()}>
          {chat.t.support.form.retry}
        </button>
      </div>
    );
  }
  if (!conversation || (conversation.status === 'closed' && conversation.messages.length === 0)) {
    return <ChatStartForm chat={chat} />;
  }
  return <ChatConversationView chat={chat} conversation={conversation} logRef={logRef} />;
}

/**
 * The launcher's unread badge while closed; while open, lines are marked read, the newest stays in
 * view, and the focus goes into the window (its first field) once it has rendered.
 */
function useWindowFollowing(
  chat: ChatWindow,
  open: boolean,
  logRef: RefObject<HTMLOListElement | null>,
  onUnread: (count: number) => void,
) {
  const { conversation } = chat.chat.state;
  const { markRead } = chat.chat;
  const unread = conversation?.unread ?? 0;
  useEffect(() => onUnread(open ? 0 : unread), [open, unread, onUnread]);

  useEffect(() => {
    if (!open || !conversation) return;
    if (conversation.unread > 0) markRead();
    logRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [open, conversation, markRead, logRef]);

  useEffect(() => {
    if (!open) return;
    waitFor(() => document.querySelector<HTMLElement>('#chat-widget textarea, #chat-widget input')).then(
      (field) => field?.focus(),
    );
  }, [open]);
}

/**
 * Where the focus goes back on closing: the floating launcher, or on phones, where it is not shown
 * (decision 0081), the header's menu button that leads to the chat's entry.
 */
function launcherInSight(): HTMLElement | null {
  const launcher = document.querySelector<HTMLElement>('.chat-launcher');
  if (launcher && launcher.getClientRects().length > 0) return launcher;
  const menuButton = document.querySelector<HTMLElement>('[aria-controls="mobile-menu"]');
  return menuButton && menuButton.getClientRects().length > 0 ? menuButton : null;
}
