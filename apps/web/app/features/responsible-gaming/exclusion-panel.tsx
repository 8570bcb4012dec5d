import {
  SELF_EXCLUSION_DURATIONS,
  type SelfExclusionDuration,
  TIME_OUT_DURATIONS,
  type TimeOutDuration,
} from '@jeton/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { selfExclude, takeBreak } from '../../api/responsible-gaming.js';
import { formatDateTime } from '../../i18n/dates.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { invalidateInitialData } from '../../session/client-session.js';
import { CashierNotice } from '../cashier/cashier-notice.js';
import { confirmMoney } from '../cashier/confirm-money.js';

/** Where an exclusion of `duration` would end if taken now (for the confirmation), or null when permanent. */
function endOf(duration: TimeOutDuration | SelfExclusionDuration, now: Date): Date | null {
  const end = new Date(now.getTime());
  const days: Partial<Record<string, number>> = { '24h': 1, '7d': 7, '30d': 30 };
  const months: Partial<Record<string, number>> = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 };
  if (days[duration]) end.setTime(end.getTime() + days[duration]! * 24 * 60 * 60 * 1000);
  else if (months[duration]) end.setUTCMonth(end.getUTCMonth() + months[duration]!);
  else return null;
  return end;
}

/**
 * The time-out and the self-exclusion (issue 12), two cards for the page's grid: a duration, then a confirmation that says plainly it
 * cannot be undone. Once taken the server ends every session, so the page goes home logged out.
 */
export function ExclusionPanel() {
  const { t, locale, format } = useI18n();
  const texts = t.responsibleGaming;
  const navigate = useNavigate();
  const [breakFor, setBreakFor] = useState<TimeOutDuration>('24h');
  const [excludeFor, setExcludeFor] = useState<SelfExclusionDuration>('6m');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const take = (kind: 'break' | 'exclusion') => {
    const duration = kind === 'break' ? breakFor : excludeFor;
    const label = kind === 'break' ? texts.breakDurations[breakFor] : texts.exclusionDurations[excludeFor];
    const end = endOf(duration, new Date());
    confirmMoney({
      title: format(kind === 'break' ? texts.confirm.breakTitle : texts.confirm.exclusionTitle, {
        duration: label.toLowerCase(),
      }),
      text: end
        ? format(texts.confirm.text, { end: formatDateTime(end, locale) })
        : texts.confirm.permanentText,
      yes: texts.confirm.yes,
      no: texts.confirm.no,
      onConfirm: async () => {
        setFailed(false);
        setBusy(true);
        try {
          if (kind === 'break') await takeBreak(breakFor, { locale });
          else await selfExclude(excludeFor, { locale });
        } catch {
          setFailed(true);
          setBusy(false);
          return;
        }
        // Every session has ended on the server: home, as a guest.
        invalidateInitialData();
        await navigate(localizePath('/', locale));
      },
    });
  };

  return (
    <>
      {failed && <CashierNotice tone="error">{texts.errors.generic}</CashierNotice>}
      <DurationCard
        title={texts.breakTitle}
        lead={texts.breakLead}
        options={TIME_OUT_DURATIONS}
        labels={texts.breakDurations}
        value={breakFor}
        onChange={setBreakFor}
        button={texts.breakButton}
        busy={busy}
        onTake={() => take('break')}
      />
      <DurationCard
        title={texts.exclusionTitle}
        lead={texts.exclusionLead}
        options={SELF_EXCLUSION_DURATIONS}
        labels={texts.exclusionDurations}
        value={excludeFor}
        onChange={setExcludeFor}
        button={texts.exclusionButton}
        busy={busy}
        onTake={() => take('exclusion')}
      />
    </>
  );
}

interface DurationCardProps<D extends string> {
  title: string;
  lead: string;
  options: readonly D[];
  labels: Record<D, string>;
  value: D;
  onChange: (duration: D) => void;
  button: string;
  busy: boolean;
  onTake: () => void;
}

/** One card of the panel: its title, what it does, the duration to choose and the button that asks for confirmation. */
function DurationCard<D extends string>(props: DurationCardProps<D>) {
  const { t } = useI18n();
  const titleId = useId();
  const durationId = useId();
  return (
    <section className="panel cashier-form rg-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="cashier-subheading">
        {props.title}
      </h3>
      <p className="cashier-hint">{props.lead}</p>
      <div className="cashier-field">
        <label htmlFor={durationId} className="cashier-label">
          {t.responsibleGaming.durationLabel}
        </label>
        <select
          id={durationId}
          className="cashier-input cashier-select"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value as D)}
        >
          {props.options.map((option) => (
            <option key={option} value={option}>
              {props.labels[option]}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button button-secondary" disabled={props.busy} onClick={props.onTake}>
        {props.button}
      </button>
    </section>
  );
}
