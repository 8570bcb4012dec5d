import type { LoyaltyPlayerAnswer } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { Link } from 'react-router';
import { boCall } from '../../api/client.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { formatDateTime } from '../../i18n/format.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { type Column, DataTable } from '../../ui/data-table.js';
import { TextField } from '../../ui/field.js';

/** One player's points, level and latest points postings, by their id. */
export function PlayerPoints() {
  const { t, locale } = useI18n();
  const l = t.loyaltyAdmin;
  const [id, setId] = useState('');
  const [answer, setAnswer] = useState<LoyaltyPlayerAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const points = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 2 });
  const look = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const playerId = Number(id);
    if (!Number.isInteger(playerId) || playerId <= 0) {
      setFailure(l.invalid);
      return;
    }
    try {
      setAnswer(await boCall('loyalty/player', { playerId }));
    } catch (error) {
      setAnswer(null);
      setFailure(describeFailure(error, t));
    }
  };
  const columns: Column<LoyaltyPlayerAnswer['history'][number]>[] = [
    { key: 'at', header: l.columns.at, render: (entry) => formatDateTime(entry.createdAt, locale) },
    { key: 'kind', header: l.columns.kind, render: (entry) => l.kinds[entry.kind] },
    { key: 'points', header: l.columns.points, render: (entry) => points(entry.points) },
    { key: 'balance', header: l.columns.balance, render: (entry) => points(entry.balanceAfter) },
  ];
  return (
    <section className="card" aria-labelledby="loyalty-player-title">
      <h2 id="loyalty-player-title">{l.playerTitle}</h2>
      <form className="filters" onSubmit={(event) => void look(event)} noValidate>
        <TextField
          label={l.playerId}
          inputMode="numeric"
          value={id}
          onChange={(event) => setId(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          {l.look}
        </button>
      </form>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      {answer ? (
        <>
          <p data-testid="loyalty-player-summary">
            <Link to={`/players/${answer.playerId}`}>#{answer.playerId}</Link> ·{' '}
            {l.summary
              .replace('{points}', points(answer.points))
              .replace('{lifetime}', points(answer.lifetimePoints))
              .replace('{level}', l.levels[answer.level])}
          </p>
          <DataTable
            caption={l.playerTitle}
            rows={answer.history}
            rowKey={(entry) => entry.id}
            columns={columns}
            emptyText={l.noPoints}
            testId="loyalty-player-history"
          />
        </>
      ) : null}
    </section>
  );
}
