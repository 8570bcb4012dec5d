import type { BackofficeAnswer, TournamentAdminRow } from '@jeton/domain/backoffice';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { boCall } from '../../api/client.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { formatDateTime, formatMinor } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';

type Standing = BackofficeAnswer<'tournaments/leaderboard'>['items'][number];

/** One tournament's leaderboard as operators see it: players' ids and links, points, prizes and payment. */
export function TournamentLeaderboard({ tournament }: { tournament: TournamentAdminRow }) {
  const { t, locale } = useI18n();
  const texts = t.tournaments.leaderboardColumns;
  const [rows, setRows] = useState<Standing[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setRows(null);
    setFailure(null);
    boCall('tournaments/leaderboard', { id: tournament.id })
      .then((answer) => current && setRows(answer.items))
      .catch((error: unknown) => current && setFailure(describeFailure(error, t)));
    return () => {
      current = false;
    };
  }, [tournament.id, t]);
  const points = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const columns: Column<Standing>[] = [
    { key: 'place', header: texts.place, align: 'end', render: (s) => s.place },
    {
      key: 'player',
      header: texts.player,
      render: (s) => <Link to={`/players/${s.userId}`}>{`${s.name} (#${s.userId})`}</Link>,
    },
    { key: 'points', header: texts.points, align: 'end', render: (s) => points.format(s.pointsMinor / 100) },
    { key: 'reached', header: texts.reached, render: (s) => formatDateTime(s.reachedAt, locale) },
    {
      key: 'prize',
      header: texts.prize,
      align: 'end',
      render: (s) => (s.prizeMinor === null ? '—' : formatMinor(s.prizeMinor, tournament.currency, locale)),
    },
    { key: 'paid', header: texts.paid, render: (s) => (s.paid ? t.tournaments.yes : '—') },
  ];
  if (failure) return <p role="alert">{failure}</p>;
  if (rows === null) return <p aria-busy="true">{t.tournaments.loading}</p>;
  return (
    <DataTable
      caption={texts.caption}
      columns={columns}
      rows={rows}
      rowKey={(s) => s.userId}
      testId="tournament-leaderboard"
    />
  );
}
