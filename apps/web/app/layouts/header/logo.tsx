import { Link } from 'react-router';
import { useContentConfig } from '../../config/use-content-config.js';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';

/** The site's logo from the content configuration (site config: logos), linking to the home page of the locale. */
export function Logo() {
  const { t, locale } = useI18n();
  const { logos } = useContentConfig().site;
  return (
    <Link to={localizePath('/', locale)} className="logo" aria-label={t.header.homeLabel}>
      <img className="logo-image" src={logos.header} alt={logos.alt} width="124" height="32" />
    </Link>
  );
}
