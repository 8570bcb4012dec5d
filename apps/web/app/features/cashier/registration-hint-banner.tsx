import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { getHistory } from '../../api/cashier.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath, stripLocale } from '../../i18n/locale.js';
import { PATHS } from '../../routing/paths.js';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { Icon } from '../../ui/icons.js';
import {
  inRegistrationHintWindow,
  REGISTRATION_HINT_MS,
  regTimeMs,
  showRegistrationHint,
} from './registration-hint.js';
import '../../ui/hint-banner.css';
import './registration-hint.css';

/**
 * The registration hint (spec sections 2, 4 and 9): for 2 hours after reg_time, a player without a
 * deposit is invited to make one. Inside that window every navigation loads the deposit history again
 * (the session guard's rule), so the hint goes once the first deposit is in. Browser-only: the clock
 * decides, so the server renders none; not on the cashier's own pages.
 */
export function RegistrationHint() {
  const { t, locale } = useI18n();
  const { pathname } = useLocation();
  const root = useRootData();
  const account = isPlayer(root) ? root.account : null;
  const uid = account?.uid ?? 0;
  const regTime = account?.reg_time ?? null;
  const [shownFor, setShownFor] = useState<number | null>(null);
  const [hidden, setHidden] = useState(false);
  const onCashier = stripLocale(pathname).startsWith(PATHS.cashier);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname reloads the deposit history on every navigation.
  useEffect(() => {
    setShownFor(null);
    if (uid <= 0 || !inRegistrationHintWindow(regTime, Date.now())) return;
    let cancelled = false;
    getHistory({ type: 'deposit', offset: 0, count: 1 }, { locale })
      .then((page) => {
        if (!cancelled && showRegistrationHint(regTime, page.total, Date.now())) setShownFor(uid);
      })
      .catch((error: unknown) => console.error('cashier/gethistory failed', error));
    // The window closes while the page stays open.
    const end = (regTimeMs(regTime) ?? 0) + REGISTRATION_HINT_MS - Date.now();
    const timer = setTimeout(() => setShownFor(null), Math.max(0, Math.min(end, 2 ** 31 - 1)));
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [uid, regTime, locale, pathname]);

  if (shownFor !== uid || hidden || onCashier) return null;
  const texts = t.registrationHint;
  return (
    <aside className="hint-banner registration-hint" aria-label={texts.title}>
      <Icon name="gift" size={22} className="hint-banner-icon" />
      <p className="hint-banner-text registration-hint-text">
        <strong>{texts.title}</strong> {texts.text}
      </p>
      <Link to={localizePath(PATHS.deposit, locale)} className="button button-primary">
        {texts.action}
      </Link>
      <button
        type="button"
        className="icon-button"
        aria-label={texts.dismiss}
        onClick={() => setHidden(true)}
      >
        <Icon name="close" size={18} />
      </button>
    </aside>
  );
}
