import { useChatUnread } from './chat-unread.js';
import './chat-unread-count.css';

/**
 * The live chat's unread count as a small pill ("9+" past nine), or nothing when all is read. It is
 * decoration: each place that shows it says the count in its button's accessible name.
 */
export function ChatUnreadCount({ className }: { className: string }) {
  const unread = useChatUnread();
  if (unread === 0) return null;
  return (
    <span className={`chat-unread-count ${className}`} aria-hidden="true">
      {unread > 9 ? '9+' : unread}
    </span>
  );
}
