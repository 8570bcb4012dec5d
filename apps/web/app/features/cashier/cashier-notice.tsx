import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useContentConfig } from '../../config/use-content-config.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { Icon } from '../../ui/icons.js';
import { cashierErrorView } from './cashier-error.js';
import type { CashierErrorData } from './server-calls.js';

type Tone = 'info' | 'warning' | 'error' | 'success';

/** A line of news on a cashier page; errors are announced (role alert), the rest politely (status). */
export function CashierNotice({ tone, children }: { tone: Tone; children: ReactNode }) {
  const icon = tone === 'success' ? 'check' : tone === 'info' ? 'clock' : 'warning';
  return (
    <div className={`cashier-notice cashier-notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={icon} size={20} />
      <div className="cashier-notice-body">{children}</div>
    </div>
  );
}

interface ErrorNoticeProps {
  error: CashierErrorData;
  retry?: () => void;
  formatAvailable?: (amount: number) => string;
}

/** A failed cashier call in plain words, with the config's link button (spec section 8) or a retry. */
export function ErrorNotice({ error, retry, formatAvailable }: ErrorNoticeProps) {
  const { t, locale } = useI18n();
  const config = useContentConfig().cashier;
  const view = cashierErrorView(error, t.cashier.errors, config, formatAvailable);
  return (
    <CashierNotice tone="error">
      <p>{view.text}</p>
      {(view.link || retry) && (
        <div className="cashier-notice-actions">
          {view.link && (
            <Link to={localizePath(view.link.to, locale)} className="button button-secondary">
              {view.link.label}
            </Link>
          )}
          {retry && (
            <button type="button" className="button button-secondary" onClick={retry}>
              {t.cashier.retry}
            </button>
          )}
        </div>
      )}
    </CashierNotice>
  );
}
