import type { DashboardAnswer } from '@jeton/domain/backoffice';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.js';

/** New players today and this week, and today's first deposits (players who never deposited before). */
export function PlayerFigures({ players }: { players: NonNullable<DashboardAnswer['players']> }) {
  const { t, locale } = useI18n();
  const p = t.dashboard.players;
  const number = (value: number) => value.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB');
  const figures = [
    [p.registeredToday, players.registeredToday],
    [p.registeredWeek, players.registeredWeek],
    [p.firstDepositsToday, players.firstDepositsToday],
  ] as const;
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-players">
      <div className="dashboard-section-head">
        <h2 id="dashboard-players">{p.title}</h2>
        <Link to="/players">{p.search}</Link>
      </div>
      <dl className="dashboard-cards">
        {figures.map(([label, value]) => (
          <div key={label} className="dashboard-card">
            <dt className="dashboard-label">{label}</dt>
            <dd className="dashboard-figure">{number(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
