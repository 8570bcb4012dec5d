import type { ChatDetail } from '@jeton/domain/backoffice';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { boCall } from '../../api/client.js';
import { useFailureHandler } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { useToast } from '../../ui/toast.js';
import { useOperator } from '../auth/operator.js';
import { type DeskFilter, deskHref } from './desk-params.js';
import { MessageLine } from './message-line.js';
import { ReplyBox } from './reply-box.js';

/** The open conversation: who, its state, the history, the player typing, and take/close/reply. */
export function ConversationPane({
  detail,
  filter,
  playerTyping,
  onChanged,
}: {
  detail: ChatDetail;
  filter: DeskFilter;
  playerTyping: boolean;
  onChanged: () => void;
}) {
  const { t, format } = useI18n();
  const toast = useToast();
  const fail = useFailureHandler();
  const operator = useOperator();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const history = useRef<HTMLDivElement>(null);
  const mine = detail.status === 'open' && detail.operatorId === operator.id;
  const myName = operator.name.trim().split(/\s+/)[0] ?? operator.name;

  // Opening a conversation moves the keyboard there (and, on a phone, the view).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when another conversation opens
  useEffect(() => {
    heading.current?.focus();
  }, [detail.id]);
  // The latest line stays in sight as lines arrive.
  const lines = detail.messages.length;
  useEffect(() => {
    const list = history.current;
    if (list && lines > 0) list.scrollTop = list.scrollHeight;
  }, [lines]);

  const act = async (method: 'chat/take' | 'chat/close', done: string) => {
    setBusy(true);
    try {
      await boCall(method, { id: detail.id });
      toast(done);
      onChanged();
    } catch (error) {
      fail(error);
      onChanged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="chat-pane" aria-labelledby="chat-pane-title" data-testid="chat-pane">
      <Link className="chat-back" to={deskHref(filter)}>
        {t.chat.back}
      </Link>
      <div className="chat-pane-head">
        <h2 id="chat-pane-title" ref={heading} tabIndex={-1}>
          {format(t.chat.heading, { who: detail.who })}
        </h2>
        <span className={`badge badge-chat-${detail.status}`}>{t.chat.statuses[detail.status]}</span>
      </div>
      <p className="chat-pane-about muted">
        {detail.isGuest ? t.chat.guest : null}
        {detail.email ? ` · ${detail.email}` : null}
        {detail.playerId !== null ? <Link to={`/players/${detail.playerId}`}>{t.chat.player}</Link> : null}
        {detail.operatorName ? ` · ${format(t.chat.heldBy, { name: detail.operatorName })}` : null}
      </p>
      <div className="chat-pane-actions">
        {detail.status === 'waiting' ? (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => act('chat/take', t.chat.taken)}
          >
            {t.chat.take}
          </button>
        ) : null}
        {detail.status !== 'closed' ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => act('chat/close', t.chat.closed)}
          >
            {t.chat.close}
          </button>
        ) : null}
      </div>
      {/* The log region scrolls; the list inside keeps its list semantics (an <ol role="log"> would not). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <div ref={history} className="chat-history" role="log" aria-label={t.chat.history} tabIndex={0}>
        <ol className="chat-lines">
          {detail.messages.map((message) => (
            <MessageLine key={message.id} message={message} who={detail.who} myName={myName} />
          ))}
        </ol>
      </div>
      <p className="chat-typing" role="status">
        {playerTyping && detail.status !== 'closed' ? format(t.chat.typing, { who: detail.who }) : ''}
      </p>
      {mine ? (
        <ReplyBox conversationId={detail.id} onSent={onChanged} />
      ) : (
        <p className="field-hint">
          {detail.status === 'closed'
            ? t.chat.readOnly
            : detail.status === 'waiting'
              ? t.chat.takeToReply
              : format(t.chat.heldByOther, { name: detail.operatorName ?? t.chat.operator })}
        </p>
      )}
    </section>
  );
}
