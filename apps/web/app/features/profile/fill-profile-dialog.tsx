import { Link } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { useSections } from '../../i18n/sections.js';
import type { DialogComponentProps } from '../../ui/dialog/dialog-component.js';
import { Modal } from '../../ui/dialog/modal.js';
import type { ProfileFieldKey } from './profile-form.js';
import { settingsLink } from './settings-link.js';
import './profile-settings.css';

/**
 * The fill-profile prompt (spec section 2 popups), props `{missing, from}`: what the cashier still
 * needs of the profile, and a way straight to those fields that comes back to `from` after saving.
 */
export default function FillProfileDialog({ entry, requestClose, finish }: DialogComponentProps) {
  useSections('profile');
  const { t, format, locale } = useI18n();
  const texts = t.profile.fillProfile;
  const missing = (
    Array.isArray(entry.options.props?.missing) ? entry.options.props.missing : []
  ) as ProfileFieldKey[];
  const from = typeof entry.options.props?.from === 'string' ? entry.options.props.from : undefined;
  const names = missing.map((name) => t.profile.personal.fields[name]).filter(Boolean);
  return (
    <Modal
      title={texts.title}
      size="small"
      onRequestClose={requestClose}
      preventClose={entry.options.preventClose}
    >
      <div className="settings-grid">
        <p className="settings-lead">{texts.text}</p>
        {names.length > 0 && <p>{format(texts.missing, { fields: names.join(', ') })}</p>}
        <div className="settings-actions">
          <Link
            to={settingsLink(locale, from, 'fill-profile')}
            className="button button-primary"
            onClick={finish}
          >
            {texts.fill}
          </Link>
          <button type="button" className="button button-ghost" onClick={requestClose}>
            {texts.later}
          </button>
        </div>
      </div>
    </Modal>
  );
}
