import { Link } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { Icon } from '../../ui/icons.js';
import { useUnreadNotices } from './unread-count.js';
import './notifications.css';

/** The header's link to the notifications with the unread count (shown once known and above zero). */
export function UnreadBadge() {
  const { t, locale, format } = useI18n();
  const count = useUnreadNotices(true);
  return (
    <Link
      to={localizePath(`${PATHS.profile}/notification`, locale)}
      className="icon-button notices-link"
      aria-label={format(t.header.notificationsBadge, { count: count ?? 0 })}
      data-testid="notices-link"
    >
      <Icon name="mail" size={20} />
      {count !== null && count > 0 && (
        <span className="notices-count" data-testid="notices-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
