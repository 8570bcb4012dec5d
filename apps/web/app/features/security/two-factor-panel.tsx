import type { TwoFactorStatus } from '@jeton/domain';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  beginTwoFactor,
  confirmTwoFactor,
  disableTwoFactor,
  renewRecoveryCodes,
} from '../../api/security.js';
import { useI18n } from '../../i18n/hooks.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { FormAlert } from '../auth/auth-fields.js';
import { ErrorNotice } from '../cashier/cashier-notice.js';
import type { Settled } from '../cashier/server-calls.js';
import { CodeForm } from './code-form.js';
import { OtpauthQr } from './otpauth-qr.js';
import { RecoveryCodesPanel } from './recovery-codes-panel.js';
import { securityErrorText } from './security-error.js';

type Setup = { secret: string; uri: string };

/**
 * Two-factor authentication: off → a new secret as a QR code and as text → a code confirms it →
 * the recovery codes, once. On: new recovery codes, or off, each with a code of the app.
 */
export function TwoFactorPanel({ status }: { status: Settled<TwoFactorStatus> }) {
  const { t } = useI18n();
  const texts = t.security.twoFactor;
  const revalidator = useRevalidator();
  const [setup, setSetup] = useState<Setup | null>(null);
  // Held here, not in the loader's data: the codes exist only in the answer that made them.
  const [codes, setCodes] = useState<string[] | null>(null);
  const showCodes = (made: string[]) => {
    setCodes(made);
    revalidator.revalidate();
  };

  let content: React.ReactNode;
  if (codes) content = <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />;
  else if (!status.ok) content = <ErrorNotice error={status.error} retry={() => revalidator.revalidate()} />;
  else if (status.data.two_factor_auth)
    content = <EnabledState left={status.data.recovery_codes_left} onCodes={showCodes} />;
  else if (setup)
    content = (
      <SetupState
        setup={setup}
        onCancel={() => setSetup(null)}
        onConfirmed={(made) => {
          setSetup(null);
          showCodes(made);
        }}
      />
    );
  else content = <DisabledState onStarted={setSetup} />;

  return (
    <section className="panel security-card" aria-labelledby="security-2fa-title">
      <h3 id="security-2fa-title" className="security-heading">
        {texts.title}
      </h3>
      <p className="security-lead">{texts.lead}</p>
      {content}
    </section>
  );
}

function DisabledState({ onStarted }: { onStarted: (setup: Setup) => void }) {
  const { t, locale } = useI18n();
  const texts = t.security.twoFactor;
  const [starting, setStarting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const start = async () => {
    setAlert(null);
    setStarting(true);
    try {
      onStarted(await beginTwoFactor({ locale }));
    } catch (error) {
      setAlert(securityErrorText(error, t));
      setStarting(false);
    }
  };
  return (
    <>
      <p className="security-state">{texts.statusOff}</p>
      <FormAlert message={alert} />
      <button type="button" className="button button-primary" onClick={start} disabled={starting}>
        {starting ? texts.starting : texts.turnOn}
      </button>
    </>
  );
}

interface SetupStateProps {
  setup: Setup;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}

function SetupState({ setup, onCancel, onConfirmed }: SetupStateProps) {
  const { t, locale } = useI18n();
  const texts = t.security.twoFactor;
  return (
    <div className="security-setup">
      <h4 className="security-subheading">{texts.scanTitle}</h4>
      <OtpauthQr uri={setup.uri} />
      <h4 className="security-subheading">{texts.manualTitle}</h4>
      <p className="security-secret">
        <span className="security-secret-label">{texts.secretLabel}</span>{' '}
        <code data-testid="two-factor-secret">{setup.secret}</code>
      </p>
      <CodeForm
        submitLabel={texts.confirm}
        testId="two-factor-confirm"
        onCode={async (code) => {
          const answer = await confirmTwoFactor(code, { locale });
          showToast({ text: texts.enabled, type: 'success' });
          onConfirmed(answer.recovery_codes);
        }}
      >
        <h4 className="security-subheading">{texts.confirmTitle}</h4>
      </CodeForm>
      <button type="button" className="link-button" onClick={onCancel}>
        {texts.abandon}
      </button>
    </div>
  );
}

function EnabledState({ left, onCodes }: { left: number; onCodes: (codes: string[]) => void }) {
  const { t, format, locale } = useI18n();
  const texts = t.security.twoFactor;
  const revalidator = useRevalidator();
  return (
    <>
      <p className="security-state security-state-on">{texts.statusOn}</p>
      <p className={left === 0 ? 'security-lead security-lead-warning' : 'security-lead'}>
        {format(texts.codesLeft, { count: left })}
      </p>
      <div className="security-columns">
        <CodeForm
          submitLabel={texts.renew}
          testId="recovery-codes-renew"
          onCode={async (code) => onCodes((await renewRecoveryCodes(code, { locale })).recovery_codes)}
        >
          <h4 className="security-subheading">{texts.renewTitle}</h4>
          <p className="security-lead">{texts.renewLead}</p>
        </CodeForm>
        <CodeForm
          submitLabel={texts.turnOff}
          testId="two-factor-off"
          onCode={async (code) => {
            await disableTwoFactor(code, { locale });
            showToast({ text: texts.disabled, type: 'success' });
            revalidator.revalidate();
          }}
        >
          <h4 className="security-subheading">{texts.turnOffTitle}</h4>
          <p className="security-lead">{texts.turnOffLead}</p>
        </CodeForm>
      </div>
    </>
  );
}
