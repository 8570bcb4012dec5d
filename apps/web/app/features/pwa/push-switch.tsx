import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../i18n/hooks.js';
import { currentPushState, type PushState, turnPushOff, turnPushOn } from './push-subscription.js';
import '../profile/profile-settings.css';
import './pwa.css';

/**
 * The opt-in switch of push notifications for this browser (PWA): off until the player turns it
 * on and the browser grants the permission.
 */
export function PushSwitch() {
  const { t, locale } = useI18n();
  const texts = t.records.push;
  const id = useId();
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    currentPushState(locale)
      .then((found) => live && setState(found))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, [locale]);

  const toggle = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await (on ? turnPushOn(locale) : turnPushOff(locale)));
    } catch (error) {
      console.warn('push notifications: could not change', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const hint = state === 'unsupported' ? texts.unsupported : state === 'denied' ? texts.denied : texts.hint;
  return (
    <div className="push-switch" data-testid="push-switch">
      <label className="contact-toggle" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={state === 'on'}
          aria-checked={state === 'on'}
          aria-describedby={`${id}-hint`}
          disabled={busy || state === 'loading' || state === 'unsupported' || state === 'denied'}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>{texts.label}</span>
      </label>
      <p id={`${id}-hint`} className="settings-hint">
        {state === 'on' ? texts.on : hint}
      </p>
      {failed && (
        <p className="settings-error" role="alert">
          {texts.failed}
        </p>
      )}
    </div>
  );
}
