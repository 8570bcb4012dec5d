import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { Icon } from '../../ui/icons.js';
import { openChatWidget } from '../support/open-chat.js';
import { chatShownOn } from './chat-shown.js';
import { useChatUnread } from './chat-unread.js';
import { ChatUnreadCount } from './chat-unread-count.js';
import './chat-menu-entry.css';

/**
 * The live chat's entry in the phone menu (decision 0081): on phones the chat leaves the floating
 * corner, where it covered the right end of full-width fields and buttons. It opens the same widget
 * as the desktop launcher and shows its unread count; the menu closes first (`onOpen`).
 */
export function ChatMenuEntry({ onOpen }: { onOpen: () => void }) {
  const { t, format } = useI18n();
  const { pathname } = useLocation();
  const unread = useChatUnread();
  if (!chatShownOn(pathname)) return null;
  const label =
    unread > 0
      ? `${t.chatLauncher.label}, ${format(t.chatLauncher.unread, { count: unread })}`
      : t.chatLauncher.label;
  return (
    <button
      type="button"
      className="nav-link chat-menu-entry"
      aria-label={label}
      onClick={() => {
        onOpen();
        openChatWidget();
      }}
    >
      <Icon name="support" size={18} />
      <span>{t.chatLauncher.menu}</span>
      <ChatUnreadCount className="chat-menu-count" />
    </button>
  );
}

/** The unread chat count on the phone's menu button, so a reply is seen with the menu closed. */
export function ChatMenuButtonCount() {
  return <ChatUnreadCount className="chat-menu-button-count" />;
}
