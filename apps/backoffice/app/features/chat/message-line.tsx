import type { ChatDetail } from '@jeton/domain/backoffice';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';

type Message = ChatDetail['messages'][number];

/** One line of the history: the player's, an operator's, or a system note worded here. */
export function MessageLine({ message, who, myName }: { message: Message; who: string; myName: string }) {
  const { t, locale, format } = useI18n();
  const time = (
    <time className="chat-line-time" dateTime={message.created_at}>
      {formatDateTime(message.created_at, locale)}
    </time>
  );
  if (message.author === 'system') {
    const key = message.body as keyof typeof t.chat.system;
    const text =
      key in t.chat.system ? format(t.chat.system[key], { name: message.operator_name ?? '' }) : message.body;
    return (
      <li className="chat-line chat-line-system">
        {text} {time}
      </li>
    );
  }
  const author =
    message.author === 'player'
      ? who
      : message.operator_name === myName
        ? t.chat.you
        : (message.operator_name ?? t.chat.operator);
  return (
    <li className={`chat-line chat-line-${message.author}`}>
      <span className="chat-line-author">
        {author}
        {message.offline ? <span className="badge">{t.chat.offline}</span> : null} {time}
      </span>
      <span className="chat-line-body">{message.body}</span>
    </li>
  );
}
