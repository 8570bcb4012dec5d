import { CHAT_DESK_FILTERS, type ChatListItem } from '@jeton/domain/backoffice';
import { Link } from 'react-router';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { Empty } from '../../ui/states.js';
import { type DeskFilter, deskHref } from './desk-params.js';
import { pluralForm } from './plural.js';

/** The three lists (waiting, mine, closed) as tabs of links, and the conversations of the one shown. */
export function ConversationList({
  filter,
  openId,
  items,
  busy,
}: {
  filter: DeskFilter;
  openId: number | null;
  items: readonly ChatListItem[];
  busy: boolean;
}) {
  const { t, locale, format } = useI18n();
  return (
    <section className="chat-list" aria-labelledby="chat-lists" aria-busy={busy}>
      <h2 id="chat-lists" className="visually-hidden">
        {t.chat.lists}
      </h2>
      <nav aria-label={t.chat.lists} className="chat-filters">
        {CHAT_DESK_FILTERS.map((each) => (
          <Link
            key={each}
            to={deskHref(each)}
            className={`chat-filter ${each === filter ? 'is-current' : ''}`}
            aria-current={each === filter ? 'page' : undefined}
          >
            {t.chat.filters[each]}
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <Empty text={t.chat.empty[filter]} />
      ) : (
        <ul className="chat-items" data-testid="chat-list">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={deskHref(filter, item.id)}
                className={`chat-item ${item.id === openId ? 'is-open' : ''}`}
                aria-current={item.id === openId ? 'true' : undefined}
              >
                <span className="chat-item-who">
                  {item.who}
                  {item.isGuest ? <span className="badge">{t.chat.guest}</span> : null}
                  {item.unread > 0 ? (
                    <span className="badge badge-unread">
                      {format(pluralForm(t.chat.unread, item.unread, locale), { count: item.unread })}
                    </span>
                  ) : null}
                </span>
                <span className="chat-item-last">{item.lastBody ?? t.chat.noLine}</span>
                <span className="chat-item-meta">
                  {item.operatorName ? `${format(t.chat.heldBy, { name: item.operatorName })} · ` : ''}
                  <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt, locale)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
