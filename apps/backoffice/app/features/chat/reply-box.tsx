import { CHAT_MESSAGE_MAX_LENGTH, createTypingThrottle } from '@jeton/domain';
import { type FormEvent, type KeyboardEvent, useMemo, useState } from 'react';
import { boCall } from '../../api/client.js';
import { useFailureHandler } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';

/**
 * The operator's reply: Enter sends, Shift+Enter starts a new line; typing sends the typing signal
 * (throttled), which the player's widget shows.
 */
export function ReplyBox({ conversationId, onSent }: { conversationId: number; onSent: () => void }) {
  const { t } = useI18n();
  const fail = useFailureHandler();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const throttle = useMemo(() => createTypingThrottle(), []);

  const send = async () => {
    const line = text.trim();
    if (!line || sending) return;
    setSending(true);
    try {
      await boCall('chat/reply', { id: conversationId, text: line });
      setText('');
      throttle.reset();
      onSent();
    } catch (error) {
      fail(error);
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  const onChange = (value: string) => {
    setText(value);
    // A lost typing signal costs nothing: it is a hint, never stored.
    if (value.trim() && throttle.shouldSend(Date.now())) {
      boCall('chat/typing', { id: conversationId }).catch(() => {});
    }
  };

  return (
    <form className="chat-reply" onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor="chat-reply-text">{t.chat.reply}</label>
        <textarea
          id="chat-reply-text"
          rows={3}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={text}
          aria-describedby="chat-reply-hint"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id="chat-reply-hint" className="field-hint">
          {t.chat.replyHint}
        </p>
      </div>
      <button type="submit" className="button button-primary" disabled={sending || !text.trim()}>
        {sending ? t.chat.sending : t.chat.send}
      </button>
    </form>
  );
}
