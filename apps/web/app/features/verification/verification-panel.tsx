import type { VerificationState } from '@jeton/domain';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import {
  createApplicant,
  getAccessToken,
  getVerificationStatus,
  setUserOnVerification,
} from '../../api/verification.js';
import { useI18n } from '../../i18n/hooks.js';
import { Icon } from '../../ui/icons.js';
import { ErrorNotice } from '../cashier/cashier-notice.js';
import { type CashierErrorData, errorData, type Settled } from '../cashier/server-calls.js';
import { type VerificationAction, verificationView } from './verification-view.js';
import './verification.css';

/** How often the tab asks for the decision while the documents are in review. */
export const POLL_INTERVAL_MS = 3_000;

const ICONS = { success: 'check', info: 'clock', warning: 'warning', error: 'warning' } as const;

/**
 * The profile's verification tab (issue 12): the state in plain words, the button that opens the
 * provider's hosted page (which sends the player back here), and a refresh while a decision is due.
 */
export function VerificationPanel({ initial }: { initial: Settled<VerificationState> }) {
  const { t, format, locale } = useI18n();
  const texts = t.verification;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<VerificationState | null>(initial.ok ? initial.data : null);
  const [error, setError] = useState<CashierErrorData | null>(null);
  const [opening, setOpening] = useState(false);
  const lastStatus = useRef(state?.status);

  useEffect(() => {
    if (initial.ok) setState(initial.data);
  }, [initial]);

  // Back from the hosted page after submitting: the player is now on verification.
  const submitted = new URLSearchParams(location.search).get('submitted') === '1';
  useEffect(() => {
    if (!submitted) return;
    let live = true;
    setUserOnVerification({ locale })
      .catch(() => getVerificationStatus({ locale }))
      .then((next) => live && setState(next))
      .catch(() => {})
      .finally(() => {
        if (live) navigate(location.pathname, { replace: true, preventScrollReset: true });
      });
    return () => {
      live = false;
    };
  }, [submitted, locale, navigate, location.pathname]);

  // A decided verification changes the account (the header's badge): the root data is read again.
  useEffect(() => {
    if (state && lastStatus.current !== state.status) {
      if (lastStatus.current !== undefined) revalidator.revalidate();
      lastStatus.current = state.status;
    }
  }, [state, revalidator]);

  const view = state ? verificationView(state, texts, format) : null;
  useEffect(() => {
    if (!view?.poll) return;
    const timer = setInterval(() => {
      getVerificationStatus({ locale })
        .then(setState)
        .catch(() => {});
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [view?.poll, locale]);

  if (!initial.ok && !state) {
    return <ErrorNotice error={initial.error} retry={() => revalidator.revalidate()} />;
  }
  if (!view) return <p role="status">{texts.loading}</p>;

  const open = async (action: VerificationAction) => {
    setOpening(true);
    setError(null);
    try {
      // A first start, or a new attempt after a rejection; the others reopen the same attempt.
      if (action === 'start' || action === 'retry') await createApplicant({ locale });
      const access = await getAccessToken({ locale });
      window.location.assign(access.url);
    } catch (failure) {
      setError(errorData(failure));
      setOpening(false);
    }
  };

  return (
    <div className="verification">
      <p className="verification-intro">{texts.intro}</p>
      <section
        className={`verification-card verification-${view.tone}`}
        aria-labelledby="verification-state"
        data-status={view.status}
      >
        <Icon name={ICONS[view.tone]} size={28} />
        <div className="verification-body">
          <p className="verification-label">{texts.statusLabel}</p>
          <h3 id="verification-state" className="verification-title">
            {view.title}
          </h3>
          <p role="status" aria-live="polite">
            {view.text}
          </p>
          {view.action && (
            <button
              type="button"
              className={`button ${view.action === 'view' ? 'button-secondary' : 'button-primary'} verification-action`}
              onClick={() => open(view.action)}
              disabled={opening}
              aria-busy={opening}
            >
              {opening ? texts.opening : view.actionLabel}
            </button>
          )}
        </div>
      </section>
      {error && <ErrorNotice error={{ ...error, message: texts.openFailed }} />}
    </div>
  );
}
