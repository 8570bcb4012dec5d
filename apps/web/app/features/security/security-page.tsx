import { useI18n } from '../../i18n/hooks.js';
import { ChangePasswordForm } from './change-password-form.js';
import type { SecurityPageData } from './security-loader.js';
import { SessionsPanel } from './sessions-panel.js';
import { TwoFactorPanel } from './two-factor-panel.js';
import '../auth/auth-dialogs.css';
import './security.css';

/** Profile → Security: password, two-factor authentication with recovery codes, active sessions. */
export function SecurityPage({ data }: { data: SecurityPageData }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="tab-heading" className="security-page">
      <h2 id="tab-heading" className="section-heading">
        {t.pages.profile.tabs.security}
      </h2>
      <ChangePasswordForm />
      <TwoFactorPanel status={data.twoFactor} />
      <SessionsPanel sessions={data.sessions} />
    </section>
  );
}
