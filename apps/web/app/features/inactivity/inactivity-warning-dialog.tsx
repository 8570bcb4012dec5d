import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/hooks.js';
import type { DialogComponentProps } from '../../ui/dialog/dialog-component.js';
import { Modal } from '../../ui/dialog/modal.js';
import { useSecondsUntil } from '../../ui/use-seconds-until.js';
import './inactivity.css';

/**
 * The inactivity warning (spec section 4): an alertdialog counting down the last 20 % of
 * time_to_force_logout. Any activity takes it away (the tracker closes it); so does "Stay logged in".
 */
export default function InactivityWarningDialog({ entry, requestClose }: DialogComponentProps) {
  const { t, format } = useI18n();
  const logoutAt = Number(entry.options.props?.logoutAt ?? 0);
  const seconds = useSecondsUntil(logoutAt);
  const stay = useRef<HTMLButtonElement>(null);
  // An alertdialog focuses its answer. The frame's showModal() runs in an effect after this one and
  // focuses the first control, so this waits for the end of the effects (a microtask).
  useEffect(() => {
    queueMicrotask(() => stay.current?.focus());
  }, []);
  return (
    <Modal title={t.inactivity.title} size="small" role="alertdialog" onRequestClose={requestClose}>
      <div className="inactivity-warning">
        <p className="inactivity-countdown" role="timer">
          {format(t.inactivity.countdown, { count: seconds })}
        </p>
        <p className="inactivity-explanation">{t.inactivity.explanation}</p>
        <button
          type="button"
          className="button button-primary inactivity-stay"
          onClick={requestClose}
          ref={stay}
        >
          {t.inactivity.stay}
        </button>
      </div>
    </Modal>
  );
}
