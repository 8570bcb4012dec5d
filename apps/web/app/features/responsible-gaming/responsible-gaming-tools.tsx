import type { ResponsibleGamingState } from '@jeton/domain';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { ErrorNotice } from '../cashier/cashier-notice.js';
import type { Settled } from '../cashier/server-calls.js';
import { ExclusionPanel } from './exclusion-panel.js';
import { LimitLine, PlayLimitsPanel } from './play-limits-panel.js';
import { RealityCheckPanel } from './reality-check-panel.js';
import './responsible-gaming.css';

/** The state as loaded, then as the last save answered (no reload between saves). */
function useLatest(loaded: Settled<ResponsibleGamingState>) {
  const [saved, setSaved] = useState<{
    from: Settled<ResponsibleGamingState>;
    state: ResponsibleGamingState;
  } | null>(null);
  const state = saved && saved.from === loaded ? saved.state : loaded.ok ? loaded.data : null;
  return { state, update: (next: ResponsibleGamingState) => setSaved({ from: loaded, state: next }) };
}

/** Every responsible-gaming tool besides the deposit limit: play limits, reality check, breaks. */
export function ResponsibleGamingTools({ loaded }: { loaded: Settled<ResponsibleGamingState> }) {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const { state, update } = useLatest(loaded);
  if (!loaded.ok || !state) {
    return (
      <ErrorNotice
        error={loaded.ok ? { type: 'UnknownErrorException', message: '' } : loaded.error}
        retry={() => revalidator.revalidate()}
      />
    );
  }
  return (
    <div className="rg-tools">
      <p className="cashier-hint">{t.responsibleGaming.intro}</p>
      <PlayLimitsPanel state={state} onSaved={update} />
      <div className="rg-grid">
        <RealityCheckPanel state={state} onSaved={update} />
        <ExclusionPanel />
      </div>
    </div>
  );
}

/** The player's tools at a glance (the /responsible-game page): limits in force and the reality check. */
export function ResponsibleGamingStatus({ loaded }: { loaded: Settled<ResponsibleGamingState> }) {
  const { t, locale, format } = useI18n();
  const texts = t.responsibleGaming;
  const revalidator = useRevalidator();
  if (!loaded.ok) return <ErrorNotice error={loaded.error} retry={() => revalidator.revalidate()} />;
  const state = loaded.data;
  return (
    <section className="panel cashier-form rg-card" aria-labelledby="rg-status-title" data-testid="rg-status">
      <h2 id="rg-status-title" className="cashier-subheading">
        {texts.status.title}
      </h2>
      {state.limits.length === 0 ? (
        <p>{texts.status.noLimits}</p>
      ) : (
        <ul className="rg-limit-list">
          {state.limits.map((limit) => (
            <li key={`${limit.kind}-${limit.period}`} className="rg-status-item">
              <strong>{texts.kinds[limit.kind]}</strong>
              <ul className="rg-limit-list">
                <LimitLine limit={limit} currency={state.currency} />
              </ul>
            </li>
          ))}
        </ul>
      )}
      <p>
        {state.reality_check_minutes > 0
          ? format(texts.status.realityEvery, { minutes: state.reality_check_minutes })
          : texts.status.realityOff}
      </p>
      <div className="rg-actions">
        <Link to={localizePath(PATHS.profileResponsibleGame, locale)} className="button button-primary">
          {texts.status.manage}
        </Link>
        <Link to={localizePath(PATHS.saferGambling, locale)} className="button button-secondary">
          {t.refusals.infoLink}
        </Link>
      </div>
    </section>
  );
}
