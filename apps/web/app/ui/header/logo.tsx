import { Link } from 'react-router';
import { useI18n } from '../../i18n/hooks.js';
import { localizePath } from '../../i18n/locale.js';

/** The Jeton wordmark with its chip, linking to the home page of the locale. */
export function Logo() {
  const { t, locale } = useI18n();
  return (
    <Link to={localizePath('/', locale)} className="logo" aria-label={t.header.homeLabel}>
      <svg className="logo-chip" width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="#f5c542" />
        <circle cx="16" cy="16" r="10.5" fill="#1a1230" />
        <path
          d="M16 1v5M16 26v5M1 16h5M26 16h5M5.4 5.4l3.5 3.5M23.1 23.1l3.5 3.5M5.4 26.6l3.5-3.5M23.1 8.9l3.5-3.5"
          stroke="#1a1230"
          strokeWidth="2.4"
        />
        <text x="16" y="20.5" textAnchor="middle" fontSize="12" fontWeight="800" fill="#f5c542">
          J
        </text>
      </svg>
      <span className="logo-word">Jeton</span>
    </Link>
  );
}
