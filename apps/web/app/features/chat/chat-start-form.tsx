import type { ChatWindow } from './use-chat-window.js';

/** The form that opens a conversation: a guest gives a name and an email (required when none is on duty). */
export function ChatStartForm({ chat }: { chat: ChatWindow }) {
  const { texts, id, askEmail, error, busy } = chat;
  return (
    <form className="chat-widget-start" onSubmit={chat.submitStart}>
      <p>{texts.start.intro}</p>
      {chat.player ? null : (
        <>
          <label htmlFor={`${id}-name`}>{texts.start.name}</label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            maxLength={60}
            className="chat-widget-input"
          />
          <label htmlFor={`${id}-email`}>{askEmail ? texts.start.email : texts.start.emailOptional}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required={askEmail}
            className="chat-widget-input"
          />
        </>
      )}
      {error ? (
        <p className="chat-widget-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={busy}>
        {texts.start.submit}
      </button>
    </form>
  );
}
