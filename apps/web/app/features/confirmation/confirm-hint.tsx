import { rules } from '@jeton/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getContacts } from '../../api/contacts.js';
import { useI18n } from '../../i18n/hooks.js';
import { loadSections } from '../../i18n/sections.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { Icon } from '../../ui/icons.js';
import {
  dismissHint,
  isConfirmHintDue,
  isHintDismissed,
  isNotedConfirmed,
  markerVersion,
  readConfirmMarker,
  subscribeToMarkers,
} from './confirm-marker.js';
import { displayContact } from './confirmation-errors.js';
import '../../ui/hint-banner.css';
import './confirmation.css';

/**
 * The confirm hint (spec sections 4 and 9): a dismissible banner under the header for a player
 * within 5 days of registration with an unconfirmed contact (the login's first: registration confirms it
 * with its code, so mostly an email or phone added later) who has not been sent a code
 * (the confirm_sent marker). Browser-only: storage and the clock decide, so the server renders none.
 */
export function ConfirmHint() {
  const { t, format, locale } = useI18n();
  const root = useRootData();
  const account = isPlayer(root) ? root.account : null;
  const uid = account?.uid ?? 0;
  const login = account?.login ?? '';
  const regTime = account?.reg_time ?? null;
  // Re-render when a code is sent or the hint is dismissed.
  useSyncExternalStore(subscribeToMarkers, markerVersion, () => 0);
  const [unconfirmed, setUnconfirmed] = useState<{ uid: number; contact: string } | null>(null);

  useEffect(() => {
    setUnconfirmed(null);
    if (uid <= 0 || isHintDismissed(uid)) return;
    const due = isConfirmHintDue({ regTime, now: Date.now(), hasMarker: readConfirmMarker(uid) !== null });
    if (!due) return;
    let cancelled = false;
    getContacts({ locale })
      .then(async (contacts) => {
        // The login's own contact first; else one the player added later (a phone player's email).
        const byLogin = rules.isEmailLogin(login)
          ? [contacts.email, contacts.phone]
          : [contacts.phone, contacts.email];
        const pending = byLogin.find((contact) => contact.value && !contact.is_confirmed);
        if (!pending) return;
        // The banner's words are the confirmation section's, loaded only for a player who gets it.
        await loadSections(locale, ['emailConfirmation']);
        if (!cancelled) setUnconfirmed({ uid, contact: pending.value });
      })
      .catch((error: unknown) => console.error('account/getprofileinfo failed', error));
    return () => {
      cancelled = true;
    };
  }, [uid, login, regTime, locale]);

  if (!unconfirmed || unconfirmed.uid !== uid) return null;
  if (readConfirmMarker(uid) !== null || isHintDismissed(uid)) return null;
  if (isNotedConfirmed(uid, unconfirmed.contact)) return null;
  const isEmail = rules.isEmailLogin(unconfirmed.contact);
  const texts = t.emailConfirmation.hint;
  return (
    <aside className="hint-banner confirm-hint" aria-label={texts.label}>
      <Icon name={isEmail ? 'mail' : 'phone'} size={22} className="hint-banner-icon" />
      <p className="hint-banner-text confirm-hint-text">
        {format(isEmail ? texts.text : texts.textPhone, { contact: displayContact(unconfirmed.contact) })}
      </p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => openDialog('emailConfirmation', { props: { contact: unconfirmed.contact } })}
      >
        {isEmail ? texts.button : texts.buttonPhone}
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={texts.dismiss}
        onClick={() => dismissHint(uid)}
      >
        <Icon name="close" size={18} />
      </button>
    </aside>
  );
}
