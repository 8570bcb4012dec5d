import { Link } from 'react-router';
import { useI18n } from '../i18n/hooks.js';
import { localizePath } from '../i18n/locale.js';
import { CONTENT_SLUGS } from '../routing/content-pages.js';
import { MORE_NAV } from '../routing/navigation.js';
import { PATHS } from '../routing/paths.js';
import './site-footer.css';

export function SiteFooter() {
  const { t, locale } = useI18n();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label={t.footer.linksLabel}>
          <ul className="footer-links">
            {CONTENT_SLUGS.map((slug) => (
              <li key={slug}>
                <Link to={localizePath(PATHS.content(slug), locale)}>{t.content.titles[slug]}</Link>
              </li>
            ))}
            {MORE_NAV.map((item) => (
              <li key={item.key}>
                <Link to={localizePath(item.path, locale)}>{t.nav[item.key]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="footer-responsible">
          <span className="age-badge" aria-hidden="true">
            18+
          </span>
          {t.footer.responsible}
        </p>
        <p className="footer-rights">{t.footer.rights}</p>
      </div>
    </footer>
  );
}
