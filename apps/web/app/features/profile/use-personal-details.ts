import type { PhoneSettings, ProfileInfo } from '@jeton/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
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
  PROFILE_FORM_FIELDS,
  type ProfileFieldKey,
  type ProfileFormState,
  validateAll,
  valuesOf,
} from './profile-form.js';

// The state of the personal details form: its fields as typed, checked by the shared rules, and
// their save.

/** The fields, checked as they are typed once the form was sent (at once with the eager strategy). */
export function usePersonalDetails(profile: ProfileInfo, returnTo: string | null) {
  const { locale } = useI18n();
  const baseId = useId();
  const [state, setState] = useState<ProfileFormState>(() => initialState(valuesOf(profile)));
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

  return { baseId, state, setState, setSubmitted, idOf, focusFirstInvalid, change };
}

interface SubmitOptions {
  details: ReturnType<typeof usePersonalDetails>;
  countries: PhoneSettings['countries'];
  returnTo: string | null;
  onSaved: () => void;
}

/** Checks every field, then sends the changed ones; the server's refusals go under their fields. */
export function useProfileSubmit({ details, countries, returnTo, onSaved }: SubmitOptions) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const texts = t.profile.personal;
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { state, setState, setSubmitted, focusFirstInvalid } = details;

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
        setState((current) => withServerErrors(current, serverFields));
        setFormError(texts.checkFields);
      } else {
        setFormError(texts.saveFailed);
      }
    } finally {
      setSaving(false);
    }
  }

  return { submit, formError, saving };
}

/** The fields the server refused, each with its message. */
function withServerErrors(current: ProfileFormState, serverFields: Record<string, string>): ProfileFormState {
  const next = { ...current };
  for (const [name, message] of Object.entries(serverFields)) {
    if (name in next) next[name as ProfileFieldKey] = { ...next[name as ProfileFieldKey], error: message };
  }
  return next;
}
