import type { SessionListItem } from '@jeton/domain';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { endOtherSessions, endSession } from '../../api/security.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { FormAlert } from '../auth/auth-fields.js';
import { DateTime } from '../cashier/cashier-format.js';
import { ErrorNotice } from '../cashier/cashier-notice.js';
import type { Settled } from '../cashier/server-calls.js';
import { securityErrorText } from './security-error.js';
import { deviceLabel } from './session-device.js';

/** The player's signed-in devices, each with "end this session", and "end all others"; both confirm first. */
export function SessionsPanel({ sessions }: { sessions: Settled<SessionListItem[]> }) {
  const { t, format, locale } = useI18n();
  const texts = t.security.sessions;
  const revalidator = useRevalidator();
  const [alert, setAlert] = useState<string | null>(null);

  const endOne = async (session: SessionListItem) => {
    setAlert(null);
    try {
      const { current } = await endSession(session.id, { locale });
      // The player ended the session they are using: they are logged out, like auth/logout.
      if (current) return window.location.assign(localizePath('/', locale));
      showToast({ text: texts.ended, type: 'success' });
    } catch (error) {
      setAlert(securityErrorText(error, t));
    }
    revalidator.revalidate();
  };

  const endOthers = async () => {
    setAlert(null);
    try {
      const { ended } = await endOtherSessions({ locale });
      showToast({ text: format(texts.endedOthers, { count: ended }), type: 'success' });
    } catch (error) {
      setAlert(securityErrorText(error, t));
    }
    revalidator.revalidate();
  };

  let content: React.ReactNode;
  if (!sessions.ok) {
    content = <ErrorNotice error={sessions.error} retry={() => revalidator.revalidate()} />;
  } else {
    const others = sessions.data.filter((s) => !s.current);
    content = (
      <>
        <ul className="security-sessions" data-testid="session-list">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} onEnd={() => endOne(session)} />
          ))}
        </ul>
        {others.length === 0 ? (
          <p className="security-lead">{texts.empty}</p>
        ) : (
          <ConfirmButton
            label={texts.endOthers}
            question={texts.endOthersConfirm}
            yes={texts.endOthersYes}
            onConfirm={endOthers}
          />
        )}
      </>
    );
  }

  return (
    <section className="panel security-card" aria-labelledby="security-sessions-title">
      <h3 id="security-sessions-title" className="security-heading">
        {texts.title}
      </h3>
      <p className="security-lead">{texts.lead}</p>
      <FormAlert message={alert} />
      {content}
    </section>
  );
}

function SessionRow({ session, onEnd }: { session: SessionListItem; onEnd: () => Promise<void> }) {
  const { t } = useI18n();
  const texts = t.security.sessions;
  const device = deviceLabel(session, t);
  return (
    <li className="security-session" data-testid="session" data-current={session.current || undefined}>
      <div className="security-session-info">
        <p className="security-session-device">
          {device}
          {session.current && <span className="badge badge-ok security-session-badge">{texts.current}</span>}
        </p>
        <dl className="security-session-facts">
          {session.ip && (
            <div>
              <dt>{texts.address}</dt>
              <dd>{session.ip}</dd>
            </div>
          )}
          <div>
            <dt>{texts.started}</dt>
            <dd>
              <DateTime value={session.started_at} />
            </dd>
          </div>
          <div>
            <dt>{texts.lastSeen}</dt>
            <dd>
              <DateTime value={session.last_seen_at} />
            </dd>
          </div>
        </dl>
      </div>
      <ConfirmButton label={texts.end} question={texts.endConfirm} yes={texts.endYes} onConfirm={onEnd} />
    </li>
  );
}

interface ConfirmButtonProps {
  label: string;
  question: string;
  yes: string;
  onConfirm: () => Promise<void>;
}

/** A destructive button that asks first, in place: the question, "yes" and "cancel". */
function ConfirmButton({ label, question, yes, onConfirm }: ConfirmButtonProps) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const yesButton = useRef<HTMLButtonElement>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // The question replaces the button that had the focus, and back: the focus follows.
  useEffect(() => {
    if (asking) yesButton.current?.focus();
    else if (asked.current) askButton.current?.focus();
    asked.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        type="button"
        className="button button-secondary"
        onClick={() => setAsking(true)}
        ref={askButton}
      >
        {label}
      </button>
    );
  }
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <fieldset className="security-confirm">
      <legend>{question}</legend>
      <div className="security-actions">
        <button
          type="button"
          className="button button-primary security-danger"
          onClick={confirm}
          disabled={busy}
          ref={yesButton}
        >
          {yes}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setAsking(false)}
          disabled={busy}
        >
          {t.security.cancel}
        </button>
      </div>
    </fieldset>
  );
}
