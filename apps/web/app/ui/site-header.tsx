import { DEFAULT_LOCALE } from '@jeton/domain';
import { Link, useLocation } from 'react-router';
import { useLocale, useMessages } from '../i18n/hooks.js';
import { localizePath, stripLocale } from '../i18n/locale.js';

export function SiteHeader() {
  const t = useMessages();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  // The same page in the other locale (two locales for now: en and fr).
  const otherLocale = locale === DEFAULT_LOCALE ? 'fr' : DEFAULT_LOCALE;
  const otherPath = localizePath(stripLocale(pathname), otherLocale) + search;
  return (
    <header className="site-header">
      <Link to={localizePath('/', locale)} className="logo" aria-label={t.header.home}>
        Jeton
      </Link>
      <Link
        to={otherPath}
        className="locale-switch"
        hrefLang={otherLocale}
        aria-label={t.header.switchLocaleLabel}
      >
        {t.header.switchLocale}
      </Link>
    </header>
  );
}
