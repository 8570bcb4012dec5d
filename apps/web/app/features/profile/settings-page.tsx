import { useEffect, useRef } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { EmptyState } from '../../ui/empty-state.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { ErrorNotice } from '../cashier/cashier-notice.js';
import { AccountPreferences } from './account-preferences.js';
import { ContactsBlock } from './contacts-block.js';
import { PersonalDetailsForm } from './personal-details-form.js';
import { safeReturnPath } from './profile-form.js';
import { parseSettingsQuery } from './profile-tabs.js';
import { SETTINGS_TOAST_TYPES, type SettingsToastType } from './settings-link.js';
import type { SettingsPageData } from './settings-loader.js';
import './profile-settings.css';

/**
 * The settings tab (spec sections 2 and 3): personal details, the account's name, language and
 * currency, and the contacts. `from` brings the player back after saving; `toastType` says on
 * arrival why they were sent here.
 */
export function SettingsPage({ data }: { data: SettingsPageData }) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const [query] = useSearchParams();
  const { from, toastType } = parseSettingsQuery(query);
  const returnTo = safeReturnPath(from);
  const toastShown = useRef(false);
  const texts = t.profile;

  useEffect(() => {
    if (toastShown.current || !toastType) return;
    toastShown.current = true;
    if (!(SETTINGS_TOAST_TYPES as readonly string[]).includes(toastType)) return;
    const type = toastType as SettingsToastType;
    showToast({
      text: type === 'fill-profile' ? texts.fillProfile.text : texts.contacts.lead,
      type: 'info',
    });
  }, [toastType, texts]);

  const reload = () => void revalidator.revalidate();

  return (
    <section aria-labelledby="tab-heading" className="settings-grid">
      <h2 id="tab-heading" className="section-heading">
        {t.pages.profile.tabs.settings}
      </h2>
      {returnTo && (
        <div className="settings-notice" role="status">
          <p>{texts.personal.fromNote}</p>
          <p>
            <Link to={returnTo}>{texts.personal.backTo}</Link>
          </p>
        </div>
      )}
      {data.profile.ok ? (
        <>
          <PersonalDetailsForm
            // A new profile from the server (saved elsewhere) starts the form again.
            key={JSON.stringify([data.profile.data.first_name, data.profile.data.birth_date])}
            profile={data.profile.data}
            countries={data.phone.ok ? data.phone.data.countries : []}
            returnTo={returnTo}
            onSaved={reload}
          />
          <ContactsBlock
            contacts={data.profile.data.contacts}
            phone={data.phone.ok ? data.phone.data : null}
            onChanged={reload}
          />
        </>
      ) : data.profile.error.type === 'UnknownErrorException' ? (
        <ErrorNotice error={data.profile.error} retry={reload} />
      ) : (
        <EmptyState text={texts.loadFailed} icon="user" />
      )}
      <AccountPreferences />
    </section>
  );
}
