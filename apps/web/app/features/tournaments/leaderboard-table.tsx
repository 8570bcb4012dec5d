import type { TournamentStanding } from '@jeton/domain';
import { useI18n } from '../../i18n/hooks.js';
import { formatMoney } from '../../ui/money.js';
import { formatPoints } from '../loyalty/points.js';

/** A leaderboard (or the winners): place, public name, points and prize; the player's own row marked. */
export function LeaderboardTable({
  rows,
  currency,
  caption,
  testId,
}: {
  rows: readonly TournamentStanding[];
  currency: string;
  caption: string;
  testId: string;
}) {
  const { t, format, locale } = useI18n();
  const texts = t.pages.tournament;
  return (
    <div className="tournament-table-scroll">
      <table className="tournament-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.columns.place}</th>
            <th scope="col">{texts.columns.player}</th>
            <th scope="col" className="is-number">
              {texts.columns.points}
            </th>
            <th scope="col" className="is-number">
              {texts.columns.prize}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.place}
              className={row.is_me ? 'is-me' : undefined}
              aria-current={row.is_me ? 'true' : undefined}
            >
              <td>{row.place}</td>
              <th scope="row">{row.is_me ? format(texts.yourRow, { name: row.name }) : row.name}</th>
              <td className="is-number">{formatPoints(row.points, locale)}</td>
              <td className="is-number">
                {row.prize === null ? '—' : formatMoney(row.prize, currency, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
