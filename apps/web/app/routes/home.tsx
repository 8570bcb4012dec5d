import { DEFAULT_SITE_CONFIG, LOCALES } from '@jeton/domain';
import { Link } from 'react-router';
import { useI18n } from '../i18n/hooks.js';
import { localizePath } from '../i18n/locale.js';
import type { Messages } from '../i18n/messages.js';
import { PATHS } from '../routing/paths.js';
import { metaMessages, pageMeta, rootData, siteOrigin } from '../seo/page-meta.js';
import { absoluteUrl, organizationJsonLd } from '../seo/structured-data.js';
import { isPlayer } from '../session/initial-data.js';
import { useRootData } from '../session/root-data.js';
import { openDialog } from '../ui/dialog/dialog-store.js';
import { Icon, type IconName } from '../ui/icons.js';
import { formatTotalBalance } from '../ui/money.js';
import type { Route } from './+types/home';
import './home.css';

export function meta(args: Route.MetaArgs) {
  const t = metaMessages(args);
  const origin = siteOrigin(args);
  const logo = rootData(args)?.content?.site.logos.header ?? DEFAULT_SITE_CONFIG.logos.header;
  return pageMeta(args, {
    title: t.meta.defaultTitle,
    description: t.meta.defaultDescription,
    fullTitle: true,
    ogImage: logo,
    jsonLd: [
      organizationJsonLd({
        name: t.meta.siteName,
        url: origin,
        logo: absoluteUrl(origin, logo),
        availableLanguage: LOCALES,
      }),
    ],
  });
}

/** The sections the home page introduces, each a card linking to its page. */
const SECTIONS: readonly {
  key: keyof Messages['home']['sections'];
  nav: keyof Messages['nav'];
  path: string;
  icon: IconName;
}[] = [
  { key: 'casino', nav: 'casino', path: PATHS.gamehall, icon: 'casino' },
  { key: 'betting', nav: 'betting', path: PATHS.betting, icon: 'betting' },
  { key: 'tournaments', nav: 'tournaments', path: PATHS.tournaments, icon: 'tournaments' },
  { key: 'loyalty', nav: 'loyalty', path: PATHS.loyalty, icon: 'loyalty' },
  { key: 'promotions', nav: 'promotions', path: PATHS.promotions, icon: 'promotions' },
  { key: 'jackpots', nav: 'jackpots', path: PATHS.jackpots, icon: 'jackpots' },
];

export default function Home() {
  const { t, locale, format } = useI18n();
  const root = useRootData();
  return (
    <div className="page home">
      <section className="hero">
        <div className="hero-copy">
          <h1>{t.home.heading}</h1>
          <p className="hero-tagline">{t.home.tagline}</p>
          {isPlayer(root) ? (
            <>
              <p className="hero-welcome">
                {format(t.home.welcome, { login: root.account.fakename || root.account.login })}
              </p>
              <p className="hero-prompt">
                {format(t.home.playerPrompt, { balance: formatTotalBalance(root.account, locale) })}
              </p>
              <div className="hero-actions">
                <Link
                  to={localizePath(PATHS.gamehall, locale)}
                  className="button button-primary button-large"
                >
                  <Icon name="play" size={20} />
                  {t.home.toGameHall}
                </Link>
                <Link
                  to={localizePath(PATHS.deposit, locale)}
                  className="button button-secondary button-large"
                >
                  <Icon name="deposit" size={20} />
                  {t.home.deposit}
                </Link>
              </div>
            </>
          ) : (
            <>
              <p className="hero-prompt">{t.home.guestPrompt}</p>
              <div className="hero-actions">
                <button
                  type="button"
                  className="button button-primary button-large"
                  onClick={() => openDialog('registration')}
                >
                  {t.home.register}
                </button>
                <button
                  type="button"
                  className="button button-secondary button-large"
                  onClick={() => openDialog('authorization')}
                >
                  {t.home.login}
                </button>
              </div>
            </>
          )}
        </div>
        <div className="hero-art" aria-hidden="true">
          <span className="chip-art chip-art-gold" />
          <span className="chip-art chip-art-violet" />
          <span className="chip-art chip-art-teal" />
        </div>
      </section>
      <section className="explore" aria-labelledby="explore-heading">
        <h2 id="explore-heading">{t.home.exploreHeading}</h2>
        <ul className="card-grid">
          {SECTIONS.map((section) => (
            <li key={section.key}>
              <Link to={localizePath(section.path, locale)} className="section-card">
                <span className={`section-card-icon section-card-icon-${section.key}`}>
                  <Icon name={section.icon} size={26} />
                </span>
                <span className="section-card-title">{t.nav[section.nav]}</span>
                <span className="section-card-text">{t.home.sections[section.key]}</span>
                <Icon name="chevron-right" size={18} className="section-card-arrow" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
