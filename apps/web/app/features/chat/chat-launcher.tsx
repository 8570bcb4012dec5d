import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { useRootData } from '../../session/root-data.js';
import { Icon } from '../../ui/icons.js';
import { OPEN_CHAT_EVENT } from '../support/open-chat.js';
import { chatRemembered } from './chat-memory.js';
import { chatShownOn } from './chat-shown.js';
import { chatUnread, useChatUnread } from './chat-unread.js';
import { ChatUnreadCount } from './chat-unread-count.js';
import './chat-launcher.css';

// Loaded on demand (spec section 4): the widget's code and styles come with the first opening, or
// at once when this browser has a chat going (for its unread badge).
const ChatWidget = lazy(() => import('./chat-widget.js'));

/**
 * The floating live-chat badge (spec section 2): on every page but betting and game pages, where
 * it would cover the slip or the game. It opens the chat widget and shows its unread count. The
 * widget is re-initialised when the player logs in or out (spec section 4): it is keyed by the uid.
 * Phones show no floating badge (decision 0081): the header's menu has the chat's entry and count
 * (ChatMenuEntry), which opens the same widget through OPEN_CHAT_EVENT.
 */
export function ChatLauncher() {
  const { t, format } = useI18n();
  const { pathname } = useLocation();
  const uid = useRootData()?.account?.uid ?? 0;
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const unread = useChatUnread();
  const hidden = !chatShownOn(pathname);

  useEffect(() => {
    if (chatRemembered()) setLoaded(true);
    const openIt = () => {
      setLoaded(true);
      setOpen(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, openIt);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, openIt);
  }, []);

  const label =
    unread > 0
      ? `${t.chatLauncher.label}, ${format(t.chatLauncher.unread, { count: unread })}`
      : t.chatLauncher.label;
  return (
    <>
      {hidden || open ? null : (
        <button
          type="button"
          className="chat-launcher"
          aria-label={label}
          aria-controls={loaded ? 'chat-widget' : undefined}
          aria-expanded={false}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          <Icon name="support" size={22} />
          <span className="chat-launcher-text" aria-hidden="true">
            {t.chatLauncher.text}
          </span>
          <ChatUnreadCount className="chat-launcher-badge" />
        </button>
      )}
      {loaded ? (
        <Suspense fallback={null}>
          <ChatWidget
            key={uid}
            uid={uid}
            open={open && !hidden}
            onClose={() => setOpen(false)}
            onUnread={chatUnread.set}
          />
        </Suspense>
      ) : null}
    </>
  );
}
