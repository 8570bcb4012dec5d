import { DOCUMENT_TYPES, type PhoneSettings, type ProfileInfo } from '@jeton/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { saveProfileInfo } from '../../api/profile.js';
import { useContentConfig } from '../../config/use-content-config.js';
import { useI18n } from '../../i18n/hooks.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { errorData } from '../cashier/server-calls.js';
import {
  changedFields,
  currentValues,
  fieldError,
  initialState,
  isDirty,
  PROFILE_FORM_FIELDS,
  type ProfileFieldKey,
  type ProfileFormState,
  validateAll,
  valuesOf,
} from './profile-form.js';

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
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const texts = t.profile.personal;
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<ProfileFormState>(() => initialState(valuesOf(profile)));
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Spec section 5 strategies: eager checks as the player types; on submit waits for the first save.
  const eager = useContentConfig().site.validator.strategy === 'eager';
  const [submitted, setSubmitted] = useState(Boolean(returnTo));

  // Sent here by the cashier: show what is missing and put the cursor in the first such field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival.
  useEffect(() => {
    if (!returnTo) return;
    const { state: checked } = validateAll(state, new Date(), locale);
    setState(checked);
    focusFirstInvalid(checked);
  }, []);

  const idOf = (name: ProfileFieldKey) => `${baseId}-${name}`;

  function focusFirstInvalid(checked: ProfileFormState) {
    const first = PROFILE_FORM_FIELDS.find((name) => checked[name].error);
    if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
  }

  function change(name: ProfileFieldKey, value: string) {
    setState((current) => {
      const next = { ...current, [name]: { value, dirty: true, error: current[name].error } };
      // After a first save (or eagerly), an error follows the typing: it goes as soon as the value is right.
      if (eager || submitted || current[name].error) {
        next[name] = { ...next[name], error: fieldError(name, currentValues(next), new Date(), locale) };
      }
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setSubmitted(true);
    const { state: checked, valid } = validateAll(state, new Date(), locale);
    setState(checked);
    if (!valid) {
      setFormError(texts.checkFields);
      focusFirstInvalid(checked);
      return;
    }
    const fields = changedFields(checked);
    if (Object.keys(fields).length === 0) {
      if (returnTo) void navigate(returnTo);
      else setFormError(texts.nothingChanged);
      return;
    }
    if ('country_code' in fields) {
      fields.country = countries.find((c) => c.code === fields.country_code)?.name ?? '';
    }
    setSaving(true);
    try {
      await saveProfileInfo(fields, { locale });
      if (returnTo) {
        showToast({ text: texts.savedBack, type: 'success' });
        void navigate(returnTo);
        return;
      }
      showToast({ text: texts.saved, type: 'success' });
      setState(initialState(currentValues(checked)));
      onSaved();
    } catch (error) {
      const data = errorData(error);
      const serverFields = data.fields ?? (data.data?.fields as Record<string, string> | undefined);
      if (serverFields) {
        setState((current) => {
          const next = { ...current };
          for (const [name, message] of Object.entries(serverFields)) {
            if (name in next)
              next[name as ProfileFieldKey] = { ...next[name as ProfileFieldKey], error: message };
          }
          return next;
        });
        setFormError(texts.checkFields);
      } else {
        setFormError(texts.saveFailed);
      }
    } finally {
      setSaving(false);
    }
  }

  const field = (name: ProfileFieldKey, control: (props: ControlProps) => React.ReactNode, hint?: string) => {
    const item = state[name];
    const id = idOf(name);
    const described = [hint ? `${id}-hint` : '', item.error ? `${id}-error` : ''].filter(Boolean).join(' ');
    return (
      <div key={name} className={item.error ? 'settings-field settings-field-invalid' : 'settings-field'}>
        <div className="settings-label">
          <label htmlFor={id}>{texts.fields[name]}</label>
          {/* The dirty flag of spec section 3, beside the label so that the field keeps its name. */}
          {item.dirty && <span className="settings-dirty">{texts.changed}</span>}
        </div>
        {control({
          id,
          name,
          className: 'settings-input',
          value: item.value,
          'aria-invalid': item.error ? true : undefined,
          'aria-describedby': described || undefined,
          onChange: (event: { target: { value: string } }) => change(name, event.target.value),
        })}
        {hint && (
          <p id={`${id}-hint`} className="settings-hint">
            {hint}
          </p>
        )}
        {item.error && (
          <p id={`${id}-error`} className="settings-error" role="alert">
            {item.error}
          </p>
        )}
      </div>
    );
  };

  const text =
    (autoComplete: string, extra: Partial<ControlProps> = {}) =>
    (props: ControlProps) => <input type="text" autoComplete={autoComplete} {...props} {...extra} />;

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

interface ControlProps {
  id: string;
  name: string;
  className: string;
  value: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  spellCheck?: boolean;
}
