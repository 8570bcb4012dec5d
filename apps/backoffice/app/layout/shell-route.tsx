import { LOCALES, type LocaleCode } from '@jeton/domain';
import { useEffect, useId, useState } from 'react';
import {
  type ClientLoaderFunctionArgs,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useNavigation,
} from 'react-router';
import { boCall } from '../api/client.js';
import { loadWithSession } from '../api/loader-guard.js';
import { useFailureHandler } from '../api/use-failure-handler.js';
import { useOperator } from '../features/auth/operator.js';
import { useI18n } from '../i18n/i18n-context.js';
import { RouteErrorView } from '../ui/states.js';
import { visibleEntries } from './navigation.js';

// Every screen but log-in: a header (operator, role, language, log out), the side navigation
// (a menu button on a phone) listing only what the role opens, and the page.

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return loadWithSession(request, () => boCall('auth/me', {}));
}

export default function Shell() {
  const operator = useOperator();
  const { t, format, locale, chooseLocale, adoptOperatorLocale } = useI18n();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const onFailure = useFailureHandler();

  useEffect(() => adoptOperatorLocale(operator.locale), [operator.locale, adoptOperatorLocale]);
  // A link followed in the phone menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // The header's switch saves the language on the operator's account: their other browsers follow.
  async function switchLocale(next: LocaleCode) {
    chooseLocale(next);
    try {
      await boCall('auth/setLocale', { locale: next });
    } catch (error) {
      onFailure(error);
    }
  }

  async function logOut() {
    try {
      await boCall('auth/logout', {});
    } finally {
      navigate('/login', { replace: true });
    }
  }

  const role = t.roles[operator.role];
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t.app.skipToContent}
      </a>
      <header className="header">
        <button
          type="button"
          className="button menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? t.nav.closeMenu : t.nav.menu}
        </button>
        <p className="brand">{t.app.name}</p>
        <div className="header-end">
          <p className="operator" title={format(t.header.signedInAs, { name: operator.name, role })}>
            <span className="operator-name">{operator.name}</span>
            <span className="operator-role">{role}</span>
          </p>
          <label className="locale-switch">
            <span className="visually-hidden">{t.header.language}</span>
            <select value={locale} onChange={(event) => switchLocale(event.target.value as LocaleCode)}>
              {LOCALES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {t.locales[code]}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button" onClick={logOut}>
            {t.header.logOut}
          </button>
        </div>
      </header>
      <div className="body">
        <nav id={navId} className={`side-nav ${menuOpen ? 'is-open' : ''}`} aria-label={t.nav.label}>
          <ul>
            {visibleEntries(operator.permissions).map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} end={entry.to === '/'}>
                  {t.nav[entry.label]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main
          id="main"
          className="main"
          tabIndex={-1}
          aria-busy={navigation.state === 'loading' || undefined}
        >
          {navigation.state === 'loading' ? <div className="progress" aria-hidden="true" /> : null}
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
