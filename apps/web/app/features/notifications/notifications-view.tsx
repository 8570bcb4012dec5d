import { NOTIFICATIONS_PAGE_SIZE, type Notice } from '@jeton/domain';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { getNotices, markNoticesRead } from '../../api/records.js';
import { useI18n } from '../../i18n/hooks.js';
import { EmptyState } from '../../ui/empty-state.js';
import { DateTime } from '../cashier/cashier-format.js';
import { CashierNotice } from '../cashier/cashier-notice.js';
import { appendUnique } from '../cashier/history-list.js';
import { PushSwitch } from '../pwa/push-switch.js';
import { noticeText } from './notice-text.js';
import type { NotificationsPageData } from './notifications-loader.js';
import { unreadNotices } from './unread-count.js';
import '../cashier/cashier.css';
import './notifications.css';

/** Profile → notifications: the player's notices, unread ones marked, with "mark all as read". */
export function NotificationsView({ data }: { data: NotificationsPageData }) {
  const { t, locale, format } = useI18n();
  const texts = t.records.notifications;
  const revalidator = useRevalidator();
  const [items, setItems] = useState<Notice[]>(data.first.ok ? data.first.data.items : []);
  const [total, setTotal] = useState(data.first.ok ? data.first.data.total : 0);
  const [unread, setUnread] = useState(data.first.ok ? data.first.data.unread : 0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'mark' | 'more' | null>(null);

  // The page knows the count: the header's badge shows the same.
  useEffect(() => {
    if (data.first.ok) unreadNotices.set(data.first.data.unread);
  }, [data]);

  if (!data.first.ok) {
    return (
      <CashierNotice tone="error">
        {texts.loadFailed}{' '}
        <button type="button" className="button button-secondary" onClick={() => revalidator.revalidate()}>
          {t.records.bets.retry}
        </button>
      </CashierNotice>
    );
  }

  const mark = async (id: number | 'all') => {
    setBusy(true);
    setFailed(null);
    try {
      const left = await markNoticesRead(id, { locale });
      setItems((shown) =>
        shown.map((notice) => (id === 'all' || notice.id === id ? { ...notice, read: true } : notice)),
      );
      setUnread(left);
      unreadNotices.set(left);
    } catch {
      setFailed('mark');
    } finally {
      setBusy(false);
    }
  };

  const loadMore = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const next = await getNotices({ offset: items.length, count: NOTIFICATIONS_PAGE_SIZE }, { locale });
      setItems((shown) => appendUnique(shown, next.items));
      setTotal(next.total);
      setUnread(next.unread);
    } catch {
      setFailed('more');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="tab-heading" className="notices-page">
      <h2 id="tab-heading" className="section-heading">
        {texts.title}
      </h2>
      <p className="cashier-hint">{texts.intro}</p>
      <PushSwitch />
      {items.length === 0 ? (
        <EmptyState text={texts.empty} icon="mail" />
      ) : (
        <>
          <div className="notices-toolbar">
            <p role="status">{unread > 0 ? format(texts.unreadSummary, { count: unread }) : texts.allRead}</p>
            {unread > 0 && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => mark('all')}
                disabled={busy}
              >
                {busy ? texts.marking : texts.markAllRead}
              </button>
            )}
          </div>
          <ul className="notices-list">
            {items.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} busy={busy} onRead={() => mark(notice.id)} />
            ))}
          </ul>
          {failed && (
            <CashierNotice tone="error">
              {failed === 'mark' ? texts.markFailed : texts.loadFailed}
            </CashierNotice>
          )}
          <div className="list-footer">
            <span>{format(texts.shown, { shown: items.length, total: Math.max(total, items.length) })}</span>
            {items.length < total && (
              <button type="button" className="button button-secondary" onClick={loadMore} disabled={busy}>
                {texts.loadMore}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** One notice: its text and date, and, while unread, a mark and a button to mark it read. */
function NoticeItem({ notice, busy, onRead }: { notice: Notice; busy: boolean; onRead: () => void }) {
  const { t, locale } = useI18n();
  const texts = t.records.notifications;
  return (
    <li
      className={notice.read ? 'notice' : 'notice notice-unread'}
      data-testid="notice"
      data-read={notice.read}
    >
      <div className="notice-body">
        <p>
          {!notice.read && <span className="notice-dot">{texts.unread}</span>}
          {noticeText(notice, t, locale)}
        </p>
        <DateTime value={notice.created_at} />
      </div>
      {!notice.read && (
        <button type="button" className="button button-secondary" onClick={onRead} disabled={busy}>
          {texts.markRead}
        </button>
      )}
    </li>
  );
}
