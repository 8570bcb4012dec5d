import { Link } from 'react-router';
import type { PlayerCashback } from '../../api/cashbacks.js';
import { formatDateTime } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import type { DialogComponentProps } from '../../ui/dialog/dialog-component.js';
import { Modal } from '../../ui/dialog/modal.js';
import { formatMoney } from '../../ui/money.js';
import { periodDays } from './cashback-dates.js';
import './cashback.css';

/** The unseen-cashback popup: what came back and until when to claim it, and the way to the page. */
export default function UnseenCashbackDialog({ entry, requestClose, finish }: DialogComponentProps) {
  const { t, locale, format } = useI18n();
  const texts = t.cashbackPopup;
  const cashback = entry.options.props?.cashback as PlayerCashback;
  const amount = formatMoney(cashback.amount.amount, cashback.amount.currency, locale);
  return (
    <Modal title={texts.title} size="small" onRequestClose={requestClose}>
      <div className="cashback-popup">
        <p>
          {cashback.status === 'active' && cashback.receiving_expired_at
            ? format(texts.active, {
                amount,
                ...periodDays(cashback, locale),
                date: formatDateTime(cashback.receiving_expired_at, locale),
              })
            : format(texts.paid, { amount })}
        </p>
        <div className="cashback-popup-actions">
          <Link
            className="button button-primary"
            to={localizePath(PATHS.profileCashback, locale)}
            onClick={() => finish()}
          >
            {texts.open}
          </Link>
          <button type="button" className="button button-secondary" onClick={requestClose}>
            {texts.close}
          </button>
        </div>
      </div>
    </Modal>
  );
}
