import { REALITY_CHECK_MINUTES, type RealityCheckMinutes, type ResponsibleGamingState } from '@jeton/domain';
import { useId, useState } from 'react';
import { setRealityCheck } from '../../api/responsible-gaming.js';
import { useI18n } from '../../i18n/hooks.js';
import { CashierNotice } from '../cashier/cashier-notice.js';
import { notifyRealityCheckChanged } from './reality-check-schedule.js';

/** The reality-check interval: off, 15, 30 or 60 minutes. */
export function RealityCheckPanel({
  state,
  onSaved,
}: {
  state: ResponsibleGamingState;
  onSaved: (next: ResponsibleGamingState) => void;
}) {
  const { t, locale } = useI18n();
  const texts = t.responsibleGaming;
  const ids = { title: useId(), minutes: useId() };
  const [minutes, setMinutes] = useState(String(state.reality_check_minutes));
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setSaving(true);
    try {
      const next = await setRealityCheck(Number(minutes) as RealityCheckMinutes, { locale });
      setNotice({ tone: 'success', text: texts.realitySaved });
      onSaved(next);
      notifyRealityCheckChanged();
    } catch {
      setNotice({ tone: 'error', text: texts.errors.generic });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="panel cashier-form rg-card" onSubmit={submit} aria-labelledby={ids.title}>
      <h3 id={ids.title} className="cashier-subheading">
        {texts.realityTitle}
      </h3>
      <p className="cashier-hint">{texts.realityLead}</p>
      {notice && <CashierNotice tone={notice.tone}>{notice.text}</CashierNotice>}
      <div className="cashier-field">
        <label htmlFor={ids.minutes} className="cashier-label">
          {texts.realityLabel}
        </label>
        <select
          id={ids.minutes}
          className="cashier-input cashier-select"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        >
          {REALITY_CHECK_MINUTES.map((option) => (
            <option key={option} value={String(option)}>
              {texts.realityOptions[String(option) as keyof typeof texts.realityOptions]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-primary" disabled={saving}>
        {saving ? texts.saving : texts.realitySave}
      </button>
    </form>
  );
}
