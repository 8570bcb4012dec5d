import type { ChatMessage } from '@jeton/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/hooks.js';
import { useSections } from '../../i18n/sections.js';
import { Icon } from '../../ui/icons.js';
import { isEmailRequired, useChat } from './use-chat.js';
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
  const { t, format, locale } = useI18n();
  const texts = t.support.chat;
  const id = useId();
  const player = uid > 0;
  const { state, start, send, typing, markRead, end, reload } = useChat(locale, player);
  const { conversation } = state;
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const pending = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [askEmail, setAskEmail] = useState(false);
  const logRef = useRef<HTMLOListElement>(null);
  const unread = conversation?.unread ?? 0;

  useEffect(() => onUnread(open ? 0 : unread), [open, unread, onUnread]);

  // Seen while open: mark read, keep the newest line in view.
  useEffect(() => {
    if (!open || !conversation) return;
    if (conversation.unread > 0) markRead();
    logRef.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [open, conversation, markRead]);

  // Opened: the focus goes into the window (its first field) once it has rendered.
  useEffect(() => {
    if (!open) return;
    waitFor(() => document.querySelector<HTMLElement>('#chat-widget textarea, #chat-widget input')).then(
      (field) => field?.focus(),
    );
  }, [open]);

  if (!open) return null;

  const close = () => {
    onClose();
    waitFor(launcherInSight).then((button) => button?.focus());
  };

  async function run(action: () => Promise<unknown>) {
    // One action at a time: a second click before the first re-render (busy) must not open a
    // second conversation or send a line twice.
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      if (isEmailRequired(cause)) setAskEmail(true);
      setError(isEmailRequired(cause) ? texts.offlineNoEmail : texts.failed);
    } finally {
      pending.current = false;
      setBusy(false);
    }
  }

  function submitStart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const email = String(form.get('email') ?? '').trim();
    run(async () => {
      await start({ ...(name ? { name } : {}), ...(email ? { email } : {}) });
      setAskEmail(false);
    });
  }

  function submitLine(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    run(async () => {
      await send(text);
      setDraft('');
    });
  }

  const status = !conversation
    ? null
    : conversation.status === 'open' && conversation.operator_name
      ? format(texts.with, { name: conversation.operator_name })
      : conversation.status === 'waiting'
        ? conversation.operators_on_duty
          ? texts.waiting
          : conversation.email
            ? format(texts.offline, { email: conversation.email })
            : texts.offlineNoEmail
        : texts.closed;
  const needEmail =
    !player &&
    (askEmail || (conversation !== null && !conversation.operators_on_duty && !conversation.email));

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
          <button type="button" className="chat-widget-end" disabled={busy} onClick={() => run(end)}>
            {texts.end}
          </button>
        ) : null}
        <button type="button" className="chat-widget-icon" aria-label={texts.minimise} onClick={close}>
          <Icon name="close" size={20} />
        </button>
      </header>
      {state.loading ? (
        <p className="chat-widget-note" role="status">
          {texts.loading}
        </p>
      ) : state.failed ? (
        <div className="chat-widget-note" role="alert">
          <p>{texts.failed}</p>
          <button type="button" className="button button-secondary" onClick={() => reload()}>
            {t.support.form.retry}
          </button>
        </div>
      ) : !conversation || (conversation.status === 'closed' && conversation.messages.length === 0) ? (
        <form className="chat-widget-start" onSubmit={submitStart}>
          <p>{texts.start.intro}</p>
          {player ? null : (
            <>
              <label htmlFor={`${id}-name`}>{texts.start.name}</label>
              <input
                id={`${id}-name`}
                name="name"
                autoComplete="name"
                maxLength={60}
                className="chat-widget-input"
              />
              <label htmlFor={`${id}-email`}>
                {askEmail ? texts.start.email : texts.start.emailOptional}
              </label>
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
      ) : (
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
            {state.operatorTyping && conversation.operator_name
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
                onClick={() => run(() => start({}))}
              >
                {texts.newChat}
              </button>
            </div>
          ) : (
            <>
              {needEmail ? (
                <form className="chat-widget-email" onSubmit={submitStart}>
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
                    <button type="submit" className="button button-secondary" disabled={busy}>
                      <Icon name="check" size={18} />
                      <span className="visually-hidden">{texts.start.submit}</span>
                    </button>
                  </div>
                </form>
              ) : null}
              <form className="chat-widget-composer" onSubmit={submitLine}>
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
                    setDraft(event.target.value);
                    typing();
                  }}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && !event.shiftKey) {
                      event.preventDefault();
                      event.currentTarget.form?.requestSubmit();
                    }
                  }}
                />
                <button type="submit" className="button button-primary" disabled={busy || !draft.trim()}>
                  {texts.send}
                </button>
              </form>
              {error ? (
                <p className="chat-widget-error" role="alert">
                  {error}
                </p>
              ) : null}
            </>
          )}
        </>
      )}
    </section>
  );
}

function ChatLine({ message }: { message: ChatMessage }) {
  const { t, format, locale } = useI18n();
  const texts = t.support.chat;
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(message.created_at),
  );
  if (message.author === 'system') {
    const key = message.body as keyof typeof texts.system;
    const text =
      key in texts.system ? format(texts.system[key], { name: message.operator_name ?? texts.support }) : '';
    return <li className="chat-line chat-line-system">{text}</li>;
  }
  const mine = message.author === 'player';
  const who = mine ? texts.you : format(texts.operator, { name: message.operator_name ?? texts.support });
  return (
    <li className={`chat-line ${mine ? 'chat-line-mine' : 'chat-line-theirs'}`}>
      <span className="chat-line-meta">
        {who} · <time dateTime={message.created_at}>{time}</time>
      </span>
      <span className="chat-line-body">{message.body}</span>
      {message.offline ? <span className="chat-line-meta">{texts.system.offline}</span> : null}
    </li>
  );
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
