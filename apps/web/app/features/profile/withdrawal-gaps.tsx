import type { ProfileInfo } from '@jeton/domain';
import { forwardRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { PATHS } from '../../routing/paths.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { isNotedConfirmed, markerVersion, subscribeToMarkers } from '../confirmation/confirm-marker.js';
import { displayContact } from '../confirmation/confirmation-errors.js';
import { type WithdrawalGap, withdrawalGaps } from './profile-form.js';
import { settingsLink } from './settings-link.js';
import './profile-settings.css';

/**
 * What a withdrawal still needs of the player, from the profile the page loaded, in the server's
 * order. A contact confirmed a moment ago (in the dialog, or by the email's link in another tab)
 * counts at once, before the page reloads the profile.
 */
export function useWithdrawalGaps(profile: ProfileInfo | null): WithdrawalGap[] {
  const root = useRootData();
  useSyncExternalStore(subscribeToMarkers, markerVersion, () => 0);
  if (!profile || !isPlayer(root)) return [];
  const uid = root.account.uid;
  return withdrawalGaps(root.account.login, profile, profile.contacts).filter(
    (gap) => gap.kind !== 'contact' || !isNotedConfirmed(uid, gap.contact.replace(/^\+/, '')),
  );
}

/**
 * The withdrawal page's list of what is missing, shown before the form is sent: a button that
 * confirms the contact in place, and a link straight to the missing profile fields and back.
 */
export const WithdrawalGapsNotice = forwardRef<
  HTMLDivElement,
  { gaps: WithdrawalGap[]; onChanged: () => void }
>(function WithdrawalGapsNotice({ gaps, onChanged }, ref) {
  const { t, format, locale } = useI18n();
  const texts = t.profile.withdrawGaps;
  if (gaps.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} className="settings-notice" role="status" data-testid="withdrawal-gaps">
      <p>
        <strong>{texts.title}</strong>
      </p>
      <ul>
        {gaps.map((gap) =>
          gap.kind === 'contact' ? (
            <li key="contact">
              {format(gap.channel === 'email' ? texts.contact : texts.contactPhone, {
                contact: displayContact(gap.contact),
              })}{' '}
              <button
                type="button"
                className="button button-secondary"
                onClick={() =>
                  openDialog('emailConfirmation', {
                    props: { contact: gap.contact.replace(/^\+/, '') },
                    onClose: onChanged,
                  })
                }
              >
                {texts.confirm}
              </button>
            </li>
          ) : (
            <li key="profile">
              {format(texts.profile, {
                fields: gap.fields.map((field) => t.profile.personal.fields[field]).join(', '),
              })}{' '}
              <Link
                to={settingsLink(locale, PATHS.withdraw, 'fill-profile')}
                className="button button-secondary"
              >
                {texts.fill}
              </Link>
            </li>
          ),
        )}
      </ul>
    </div>
  );
});
