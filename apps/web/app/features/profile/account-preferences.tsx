import { formatRuleFailure, rules } from '@jeton/domain';
import { type FormEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { changeFakename, setCurrency } from '../../api/profile.js';
import { useI18n } from '../../i18n/hooks.js';
import { useSwitchLocale } from '../../i18n/use-switch-locale.js';
import { invalidateInitialData } from '../../session/client-session.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { showToast } from '../../ui/toast/toast-store.js';
import { errorData } from '../cashier/server-calls.js';
import { FakenameForm, LanguageField } from './account-preference-fields.js';

/**
 * The account's own settings on the settings tab: the public (fake) name, the site language
 * (account/changelocale, then the same page in that language) and the currency, which can change
 * only while the account holds no money.
 */
export function AccountPreferences() {
  const { t, locale } = useI18n();
  const root = useRootData();
  const revalidator = useRevalidator();
  const { target, switchLocale, failed: localeFailed } = useSwitchLocale();
  const texts = t.profile.account;
  const ids = { fakename: useId(), language: useId(), currency: useId(), title: useId() };
  const account = isPlayer(root) ? root.account : null;
  const [fakename, setFakename] = useState(account?.fakename ?? '');
  const [fakenameError, setFakenameError] = useState<string | null>(null);
  const [currency, setCurrencyValue] = useState(account?.currency ?? '');
  const [currencyError, setCurrencyError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!account) return null;

  const held =
    account.balance_main.amount + account.balance_bonus.amount + account.balance_betting_bonus.amount !== 0;
  const currencies = root?.general?.available_currencies ?? [account.currency];

  const refresh = () => {
    invalidateInitialData();
    void revalidator.revalidate();
  };

  async function saveFakename(event: FormEvent) {
    event.preventDefault();
    const failure = rules.fakename(fakename.trim());
    setFakenameError(failure ? formatRuleFailure(failure, locale) : null);
    if (failure) return;
    setBusy(true);
    try {
      await changeFakename(fakename.trim(), { locale });
      showToast({ text: texts.fakenameSaved, type: 'success' });
      refresh();
    } catch (error) {
      const fields = errorData(error).fields;
      setFakenameError(fields?.fakename ?? texts.failed);
    } finally {
      setBusy(false);
    }
  }

  async function saveCurrency(event: FormEvent) {
    event.preventDefault();
    setCurrencyError(null);
    setBusy(true);
    try {
      await setCurrency(currency, { locale });
      showToast({ text: texts.currencySaved.replace('{currency}', currency), type: 'success' });
      refresh();
    } catch (error) {
      setCurrencyError(errorData(error).code === 'CURRENCY_LOCKED' ? texts.currencyLocked : texts.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel settings-card" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{texts.title}</h3>
      <FakenameForm
        id={ids.fakename}
        value={fakename}
        error={fakenameError}
        busy={busy}
        onChange={setFakename}
        onSubmit={saveFakename}
      />
      <LanguageField id={ids.language} target={target} switchLocale={switchLocale} failed={localeFailed} />
      <form noValidate onSubmit={saveCurrency} className="settings-field">
        <label htmlFor={ids.currency} className="settings-label">
          {texts.currency}
        </label>
        <div className="settings-inline">
          <select
            id={ids.currency}
            className="settings-input"
            value={currency}
            disabled={held}
            aria-describedby={`${ids.currency}-hint`}
            onChange={(event) => setCurrencyValue(event.target.value)}
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          {!held && (
            <button
              type="submit"
              className="button button-secondary"
              disabled={busy || currency === account.currency}
            >
              {texts.saveCurrency}
            </button>
          )}
        </div>
        <p id={`${ids.currency}-hint`} className="settings-hint">
          {held ? texts.currencyLocked : texts.currencyHint}
        </p>
        {currencyError && (
          <p className="settings-error" role="alert">
            {currencyError}
          </p>
        )}
      </form>
    </section>
  );
}
