import { useI18n } from '../../i18n/hooks.js';
import { requestDialog } from '../dialog-bridge.js';
import { Icon } from '../icons.js';

/** A guest's way in: the authorization and registration dialogs (built by the auth feature). */
export function AuthButtons({ className = 'auth-buttons' }: { className?: string }) {
  const { t } = useI18n();
  return (
    <div className={className}>
      <button
        type="button"
        className="button button-ghost auth-login"
        onClick={() => requestDialog('authorization')}
      >
        {/* On narrow phones only the icon shows; the label stays for screen readers. */}
        <Icon name="user" size={20} />
        <span className="auth-login-label">{t.header.login}</span>
      </button>
      <button type="button" className="button button-primary" onClick={() => requestDialog('registration')}>
        {t.header.register}
      </button>
    </div>
  );
}
