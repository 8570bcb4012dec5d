import { type ClientLoaderFunctionArgs, data, Link, useLoaderData } from 'react-router';
import { boCall } from '../../api/client.js';
import { loadWithSession } from '../../api/loader-guard.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { RouteErrorView } from '../../ui/states.js';
import { PlayerActions } from './player-actions.js';
import { PlayerActivitySections } from './player-activity-sections.js';
import { PlayerCards } from './player-cards.js';
import { PlayerMoneySections } from './player-money-sections.js';
import { PlayerPlaySections } from './player-play-sections.js';

// A player's page: every section the back office knows of the player, and the actions the
// operator's role allows.

export async function clientLoader({ request, params }: ClientLoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return loadWithSession(request, async () => {
    const [player, adjustments, rounds] = await Promise.all([
      boCall('players/get', { id }),
      boCall('adjustments/list', { playerId: id, perPage: 50 }),
      boCall('players/rounds', { id, mode: 'all', perPage: 50 }),
    ]);
    return { ...player, adjustments: adjustments.items, rounds };
  });
}

export default function PlayerRoute() {
  const player = useLoaderData<typeof clientLoader>();
  const { t, format } = useI18n();
  const { profile } = player;
  return (
    <section className="page player-page">
      <p>
        <Link to="/players">← {t.player.back}</Link>
      </p>
      <div className="page-head">
        <h1>
          {format(t.player.title, { id: profile.id })}{' '}
          <span className={`badge badge-${profile.status}`}>{t.players.statuses[profile.status]}</span>
        </h1>
      </div>
      <PlayerActions player={player} />
      <PlayerCards player={player} />
      <PlayerMoneySections player={player} />
      <PlayerPlaySections player={player} />
      <PlayerActivitySections player={player} />
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteErrorView />;
}
