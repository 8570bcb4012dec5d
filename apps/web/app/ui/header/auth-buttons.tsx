import { useI18n } from '../../i18n/hooks.js';
import { requestDialog } from '../dialog-bridge.js';

/** A guest's way in: the authorization and registration dialogs (built by the auth feature). */
export function AuthButtons({ className = 'auth-buttons' }: { className?: string }) {
  const { t } = useI18n();
  return (
    <div className={className}>
      <button type="button" className="button button-ghost" onClick={() => requestDialog('authorization')}>
        {t.header.login}
      </button>
      <button type="button" className="button button-primary" onClick={() => requestDialog('registration')}>
        {t.header.register}
      </button>
    </div>
  );
}
