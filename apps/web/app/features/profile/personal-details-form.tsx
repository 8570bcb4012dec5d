import { DOCUMENT_TYPES, type PhoneSettings, type ProfileInfo } from '@jeton/domain';
import { useRef } from 'react';
import { useI18n } from '../../i18n/hooks.js';
import { fieldRenderer, text } from './profile-field.js';
import { isDirty } from './profile-form.js';
import { usePersonalDetails, useProfileSubmit } from './use-personal-details.js';

interface Props {
  profile: ProfileInfo;
  countries: PhoneSettings['countries'];
  /** Where to go back after saving (already checked to be a path of this site). */
  returnTo: string | null;
  /** Called after a save that stays on the page, to reload the profile. */
  onSaved: () => void;
}

/**
 * The personal details of spec section 3, with the rules of section 5 (shared with the API): all
 * fields are checked on save, then each as it is typed in (at once with the eager strategy); only
 * changed fields are sent.
 * Arriving from the cashier (`from`), the missing fields are marked and the first one has focus.
 */
export function PersonalDetailsForm({ profile, countries, returnTo, onSaved }: Props) {
  const { t } = useI18n();
  const texts = t.profile.personal;
  const formRef = useRef<HTMLFormElement>(null);
  const details = usePersonalDetails(profile, returnTo);
  const { baseId, state } = details;
  const { submit, formError, saving } = useProfileSubmit({ details, countries, returnTo, onSaved });
  const field = fieldRenderer(details, texts);

  return (
    <form
      ref={formRef}
      className="panel settings-card"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${baseId}-title`}
    >
      <h3 id={`${baseId}-title`}>{texts.title}</h3>
      <p className="settings-lead">{texts.lead}</p>
      <div className="settings-fields">
        {field('first_name', text('given-name'))}
        {field('last_name', text('family-name'))}
        {field('sex', (props) => (
          <select {...props}>
            {(['', '1', '2'] as const).map((value) => (
              <option key={value} value={value}>
                {texts.sexOptions[value]}
              </option>
            ))}
          </select>
        ))}
        {field(
          'birth_date',
          text('bday', { inputMode: 'numeric', placeholder: 'dd.mm.yyyy' }),
          texts.birthDateHint,
        )}
        {field('document_type', (props) => (
          <select {...props}>
            {(['', ...DOCUMENT_TYPES] as const).map((value) => (
              <option key={value} value={value}>
                {texts.documentTypes[value]}
              </option>
            ))}
          </select>
        ))}
        {state.document_type.value !== '' && field('document_number', text('off', { spellCheck: false }))}
        {field('country_code', (props) => (
          <select autoComplete="country" {...props}>
            <option value="">{texts.chooseCountry}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        ))}
        {field('region', text('address-level1'))}
        {field('home_town', text('address-level2'))}
        {field('address', text('street-address'))}
        {field('postcode', text('postal-code', { inputMode: 'numeric' }), texts.postcodeHint)}
      </div>
      {formError && (
        <p className="settings-error" role="alert">
          {formError}
        </p>
      )}
      <div className="settings-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? texts.saving : texts.save}
        </button>
        {isDirty(state) && <span className="settings-hint">{texts.changed}</span>}
      </div>
    </form>
  );
}
