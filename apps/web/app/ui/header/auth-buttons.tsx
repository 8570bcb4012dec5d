import { useI18n } from '../../i18n/hooks.js';
import { openDialog } from '../dialog/dialog-store.js';
import { warmDialog } from '../dialog/warm-dialog.js';
import { Icon } from '../icons.js';

/** A guest's way in: the authorization and registration dialogs (built by the auth feature). */
export function AuthButtons({ className = 'auth-buttons' }: { className?: string }) {
  const { t } = useI18n();
  return (
    <div className={className}>
      <button
        type="button"
        className="button button-ghost auth-login"
        onPointerEnter={() => warmDialog('authorization')}
        onFocus={() => warmDialog('authorization')}
        onClick={() => openDialog('authorization')}
      >
        {/* On narrow phones only the icon shows; the label stays for screen readers. */}
        <Icon name="user" size={20} />
        <span className="auth-login-label">{t.header.login}</span>
      </button>
      <button
        type="button"
        className="button button-primary"
        onPointerEnter={() => warmDialog('registration')}
        onFocus={() => warmDialog('registration')}
        onClick={() => openDialog('registration')}
      >
        {t.header.register}
      </button>
    </div>
  );
}
