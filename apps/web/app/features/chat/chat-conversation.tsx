import type { ChatConversation } from '@jeton/domain';
import type { RefObject } from 'react';
import { Icon } from '../../ui/icons.js';
import { ChatLine } from './chat-line.js';
import type { ChatWindow } from './use-chat-window.js';

/** A conversation under way or closed: its status, its lines, the operator's typing, and the composer. */
export function ChatConversationView({
  chat,
  conversation,
  logRef,
}: {
  chat: ChatWindow;
  conversation: ChatConversation;
  logRef: RefObject<HTMLOListElement | null>;
}) {
  const { texts, format, busy } = chat;
  const status = statusOf(chat, conversation);
  return (
    <>
      {status ? (
        <p className="chat-widget-status" role="status">
          {status}
        </p>
      ) : null}
      <ol ref={logRef} className="chat-widget-log" aria-label={texts.log} aria-live="polite">
        {conversation.messages.map((message) => (
          <ChatLine key={message.id} message={message} />
        ))}
      </ol>
      <p className="chat-widget-typing" aria-live="polite">
        {chat.chat.state.operatorTyping && conversation.operator_name
          ? format(texts.typing, { name: conversation.operator_name })
          : ''}
      </p>
      {conversation.status === 'closed' ? (
        <div className="chat-widget-closed">
          <p>{texts.closed}</p>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => chat.run(() => chat.chat.start({}))}
          >
            {texts.newChat}
          </button>
        </div>
      ) : (
        <>
          {chat.needEmail ? <OfflineEmailForm chat={chat} /> : null}
          <ChatComposer chat={chat} />
          {chat.error ? (
            <p className="chat-widget-error" role="alert">
              {chat.error}
            </p>
          ) : null}
        </>
      )}
    </>
  );
}

/** Who the player is talking to, or why nobody answers yet. */
function statusOf({ texts, format }: ChatWindow, conversation: ChatConversation): string {
  if (conversation.status === 'open' && conversation.operator_name) {
    return format(texts.with, { name: conversation.operator_name });
  }
  if (conversation.status !== 'waiting') return texts.closed;
  if (conversation.operators_on_duty) return texts.waiting;
  return conversation.email ? format(texts.offline, { email: conversation.email }) : texts.offlineNoEmail;
}

/** A guest's email, asked for when no operator is on duty, so that the answer can reach them. */
function OfflineEmailForm({ chat }: { chat: ChatWindow }) {
  const { texts, id } = chat;
  return (
    <form className="chat-widget-email" onSubmit={chat.submitStart}>
      <label htmlFor={`${id}-offline-email`}>{texts.start.email}</label>
      <div className="chat-widget-row">
        <input
          id={`${id}-offline-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          className="chat-widget-input"
        />
        <button type="submit" className="button button-secondary" disabled={chat.busy}>
          <Icon name="check" size={18} />
          <span className="visually-hidden">{texts.start.submit}</span>
        </button>
      </div>
    </form>
  );
}

/** The line being written: Enter sends it, Shift+Enter starts a new line; typing is signalled. */
function ChatComposer({ chat }: { chat: ChatWindow }) {
  const { texts, id, draft } = chat;
  return (
    <form className="chat-widget-composer" onSubmit={chat.submitLine}>
      <label htmlFor={`${id}-line`} className="visually-hidden">
        {texts.message}
      </label>
      <textarea
        id={`${id}-line`}
        rows={2}
        maxLength={2000}
        value={draft}
        placeholder={texts.message}
        className="chat-widget-input"
        onChange={(event) => {
          chat.setDraft(event.target.value);
          chat.chat.typing();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <button type="submit" className="button button-primary" disabled={chat.busy || !draft.trim()}>
        {texts.send}
      </button>
    </form>
  );
}
