import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.js';
import { visibleEntries } from '../../layout/navigation.js';
import { useOperator } from '../auth/operator.js';

/** Every section the operator's role opens, as tiles (the side menu's entries). */
export function SectionTiles() {
  const operator = useOperator();
  const { t, format } = useI18n();
  const sections = visibleEntries(operator.permissions).filter((entry) => entry.to !== '/');
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-sections">
      <h2 id="dashboard-sections">{t.dashboard.sections}</h2>
      <p className="muted">{format(t.home.intro, { name: operator.name })}</p>
      {sections.length === 0 ? (
        <p className="state state-empty">{t.home.nothing}</p>
      ) : (
        <ul className="tiles">
          {sections.map((entry) => (
            <li key={entry.to}>
              <Link className="tile" to={entry.to}>
                {t.nav[entry.label]}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
