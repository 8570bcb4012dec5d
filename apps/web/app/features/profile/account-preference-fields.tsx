import type { FormEvent } from 'react';
import { useI18n } from '../../i18n/hooks.js';
import type { useSwitchLocale } from '../../i18n/use-switch-locale.js';

// Two of the account's settings: the public (fake) name and the site language.

const LANGUAGE_NAMES = { en: 'English', fr: 'Français' } as const;

interface FakenameFormProps {
  id: string;
  value: string;
  error: string | null;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
}

export function FakenameForm({ id, value, error, busy, onChange, onSubmit }: FakenameFormProps) {
  const { t } = useI18n();
  const texts = t.profile.account;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={error ? 'settings-field settings-field-invalid' : 'settings-field'}
    >
      <label htmlFor={id} className="settings-label">
        {texts.fakename}
      </label>
      <div className="settings-inline">
        <input
          id={id}
          className="settings-input"
          autoComplete="nickname"
          maxLength={32}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="submit" className="button button-secondary" disabled={busy}>
          {texts.saveFakename}
        </button>
      </div>
      <p id={`${id}-hint`} className="settings-hint">
        {texts.fakenameHint}
      </p>
      {error && (
        <p id={`${id}-error`} className="settings-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** `target` is the other language, the one a change switches to. */
type LanguageFieldProps = Pick<ReturnType<typeof useSwitchLocale>, 'target' | 'switchLocale' | 'failed'> & {
  id: string;
};

export function LanguageField({ id, target, switchLocale, failed }: LanguageFieldProps) {
  const { t, locale } = useI18n();
  const texts = t.profile.account;
  return (
    <div className="settings-field">
      <label htmlFor={id} className="settings-label">
        {texts.language}
      </label>
      <select
        id={id}
        className="settings-input"
        value={locale}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          if (event.target.value === target) void switchLocale();
        }}
      >
        {(Object.keys(LANGUAGE_NAMES) as (keyof typeof LANGUAGE_NAMES)[]).map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="settings-hint">
        {texts.languageHint}
      </p>
      {failed && (
        <p className="settings-error" role="alert">
          {t.localeSwitcher.failed}
        </p>
      )}
    </div>
  );
}
