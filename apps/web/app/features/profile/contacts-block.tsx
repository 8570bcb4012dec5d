import {
  type Contact,
  formatRuleFailure,
  type PhoneSettings,
  type ProfileContacts,
  rules,
} from '@jeton/domain';
import { type FormEvent, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { addContact, changeSubscription } from '../../api/profile.js';
import { useI18n } from '../../i18n/hooks.js';
import { useRootData } from '../../session/root-data.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { errorData } from '../cashier/server-calls.js';
import { isNotedConfirmed, markerVersion, subscribeToMarkers } from '../confirmation/confirm-marker.js';
import { displayContact } from '../confirmation/confirmation-errors.js';

interface Props {
  contacts: ProfileContacts;
  phone: PhoneSettings | null;
  /** Reloads the profile (a contact added, confirmed or subscribed). */
  onChanged: () => void;
}

/**
 * The contacts of spec section 3: the email and the phone, each confirmed with a 6-digit code (the
 * email confirmation dialog, which counts down to a new code and names wrong and expired codes),
 * each with its own newsletter subscription. A missing one can be added.
 */
export function ContactsBlock({ contacts, phone, onChanged }: Props) {
  const { t } = useI18n();
  const texts = t.profile.contacts;
  const titleId = useId();
  return (
    <section className="panel settings-card" aria-labelledby={titleId}>
      <h3 id={titleId}>{texts.title}</h3>
      <p className="settings-lead">{texts.lead}</p>
      {(['email', 'phone'] as const).map((channel) =>
        contacts[channel].value ? (
          <ContactRow key={channel} channel={channel} contact={contacts[channel]} onChanged={onChanged} />
        ) : (
          <AddContact key={channel} channel={channel} phone={phone} onChanged={onChanged} />
        ),
      )}
    </section>
  );
}

function ContactRow({
  channel,
  contact,
  onChanged,
}: {
  channel: 'email' | 'phone';
  contact: Contact;
  onChanged: () => void;
}) {
  const { t, format, locale } = useI18n();
  const root = useRootData();
  const texts = t.profile.contacts;
  const toggleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Shown switched at once; put back if the server refuses.
  const [subscribed, setSubscribed] = useState(contact.is_subscribed);
  useEffect(() => setSubscribed(contact.is_subscribed), [contact.is_subscribed]);
  // Confirmed in the dialog or in another tab: shown at once, before the profile reloads.
  useSyncExternalStore(subscribeToMarkers, markerVersion, () => 0);
  const value = rules.normalizeLogin(contact.value);
  const confirmed = contact.is_confirmed || isNotedConfirmed(root?.account?.uid ?? 0, value);
  const shown = displayContact(contact.value);

  async function toggle(on: boolean) {
    setError(null);
    setBusy(true);
    setSubscribed(on);
    try {
      await changeSubscription(value, on, { locale });
      showToast({
        text: format(on ? texts.newsletterOn : texts.newsletterOff, { contact: shown }),
        type: 'success',
      });
      onChanged();
    } catch (failure) {
      setSubscribed(!on);
      const data = errorData(failure);
      setError(data.type === 'UserNeedConfirmContactException' ? texts.newsletterNeedsConfirm : texts.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="contact-row" data-testid={`contact-${channel}`}>
      <div className="contact-head">
        <span className="settings-label">{channel === 'email' ? texts.email : texts.phone}</span>
        <span className="contact-value">{shown}</span>
        <span className={confirmed ? 'badge badge-ok' : 'badge'}>
          {confirmed ? texts.confirmed : texts.unconfirmed}
        </span>
        {!confirmed && (
          <button
            type="button"
            className="button button-secondary"
            aria-label={format(channel === 'email' ? texts.confirmEmail : texts.confirmPhone, {
              contact: shown,
            })}
            onClick={() => openDialog('emailConfirmation', { props: { contact: value }, onClose: onChanged })}
          >
            {texts.confirm}
          </button>
        )}
      </div>
      <label className="contact-toggle" htmlFor={toggleId}>
        <input
          id={toggleId}
          type="checkbox"
          role="switch"
          checked={subscribed}
          aria-checked={subscribed}
          disabled={busy || (!confirmed && !subscribed)}
          aria-describedby={!confirmed ? `${toggleId}-hint` : undefined}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span>{texts.newsletter}</span>
      </label>
      {!confirmed && !subscribed && (
        <p id={`${toggleId}-hint`} className="settings-hint">
          {texts.newsletterNeedsConfirm}
        </p>
      )}
      {error && (
        <p className="settings-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function AddContact({
  channel,
  phone,
  onChanged,
}: {
  channel: 'email' | 'phone';
  phone: PhoneSettings | null;
  onChanged: () => void;
}) {
  const { t, locale } = useI18n();
  const texts = t.profile.contacts;
  const ids = { value: useId(), country: useId() };
  const [value, setValue] = useState('');
  const [country, setCountry] = useState(phone?.default_country_code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isEmail = channel === 'email';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const dial = phone?.countries.find((c) => c.code === country)?.dial_code ?? '';
    // A number typed without its country code gets the chosen country's.
    const typed = value.trim();
    const contact = isEmail || typed.startsWith('+') ? typed : `${dial}${typed.replace(/^0+/, '')}`;
    const failure = isEmail ? rules.email(contact) : rules.phone(contact);
    setError(failure ? formatRuleFailure(failure, locale) : null);
    if (failure) return;
    setBusy(true);
    try {
      await addContact(contact, isEmail ? undefined : country, { locale });
      showToast({ text: texts.added, type: 'success' });
      setValue('');
      onChanged();
      openDialog('emailConfirmation', {
        props: { contact: rules.normalizeLogin(contact) },
        onClose: onChanged,
      });
    } catch (failure) {
      const data = errorData(failure);
      const fields = data.fields ?? (data.data?.fields as Record<string, string> | undefined);
      // Spec section 5: a contact that cannot be saved is a wrong email or a wrong phone format.
      setError(
        fields?.contact ??
          fields?.phone_country_code ??
          formatRuleFailure({ key: isEmail ? 'email' : 'phoneFormat' }, locale),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="contact-row" noValidate onSubmit={submit} data-testid={`contact-${channel}`}>
      <span className="settings-label">{isEmail ? texts.addEmail : texts.addPhone}</span>
      <div className="settings-inline">
        {!isEmail && phone && (
          <div className="settings-field">
            <label htmlFor={ids.country} className="settings-hint">
              {texts.phoneCountry}
            </label>
            <select
              id={ids.country}
              className="settings-input"
              value={country}
              onChange={(event) => setCountry(event.target.value)}
            >
              {phone.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name} ({c.dial_code})
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={error ? 'settings-field settings-field-invalid' : 'settings-field'}>
          <label htmlFor={ids.value} className="settings-hint">
            {isEmail ? texts.emailLabel : texts.phoneLabel}
          </label>
          <input
            id={ids.value}
            className="settings-input"
            type={isEmail ? 'email' : 'tel'}
            autoComplete={isEmail ? 'email' : 'tel'}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.value}-error` : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-secondary" disabled={busy}>
          {busy ? texts.adding : texts.add}
        </button>
      </div>
      {error && (
        <p id={`${ids.value}-error`} className="settings-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
