import type { ChatMessage } from '@jeton/domain';
import { useI18n } from '../../i18n/hooks.js';

/** One line of the conversation: the player's, the operator's, or a system note (joined, left...). */
export function ChatLine({ message }: { message: ChatMessage }) {
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
