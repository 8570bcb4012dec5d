import { Link } from 'react-router';
import { useOperator } from '../features/auth/operator.js';
import { useI18n } from '../i18n/i18n-context.js';
import { visibleEntries } from './navigation.js';

export default function Home() {
  const operator = useOperator();
  const { t, format } = useI18n();
  const sections = visibleEntries(operator.permissions).filter((entry) => entry.to !== '/');
  return (
    <section className="page">
      <h1>{t.home.title}</h1>
      <p>{format(t.home.intro, { name: operator.name })}</p>
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
