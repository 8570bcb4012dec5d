import { useI18n } from '../../i18n/hooks.js';
import { usePreloadDialog } from '../../ui/dialog/dialog-loader.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { Icon } from '../../ui/icons.js';

/** A guest's way in: the authorization and registration dialogs (built by the auth feature). */
export function AuthButtons({ className = 'auth-buttons' }: { className?: string }) {
  const { t } = useI18n();
  // The header is part of every first view: a dialog's code loads once the pointer or focus is here.
  const warmDialog = usePreloadDialog();
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
