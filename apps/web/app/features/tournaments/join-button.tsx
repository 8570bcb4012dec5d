import type { Tournament } from '@jeton/domain';
import { useState } from 'react';
import { participateInTournament } from '../../api/tournaments.js';
import { useI18n } from '../../i18n/hooks.js';
import { openDialog } from '../../ui/dialog/dialog-store.js';
import { Icon } from '../../ui/icons.js';
import { showToast } from '../../ui/toast/toast-store.js';

/**
 * Join, or the state instead of it: "Joined" once in, a log-in call for a guest, nothing once the
 * tournament has ended. After joining, the caller reloads the tournament (spec: it is replaced in
 * its list).
 */
export function JoinButton({
  tournament,
  onJoined,
}: {
  tournament: Tournament;
  onJoined: () => Promise<void>;
}) {
  const { t, format, locale } = useI18n();
  const texts = t.pages.tournaments;
  const [joining, setJoining] = useState(false);
  if (tournament.status === 'finished') return null;
  if (tournament.user_info === null) {
    return (
      <button type="button" className="button button-secondary" onClick={() => openDialog('authorization')}>
        {texts.loginToJoin}
      </button>
    );
  }
  if (tournament.user_info.joined) {
    return (
      <p className="tournament-joined" data-testid="tournament-joined">
        <Icon name="check" size={18} />
        {texts.joined}
      </p>
    );
  }
  const join = async () => {
    setJoining(true);
    try {
      await participateInTournament(tournament.id, { locale, idempotencyKey: crypto.randomUUID() });
      showToast({ text: format(texts.joinedToast, { name: tournament.title }), type: 'success' });
      await onJoined();
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      showToast({ text: format(texts.joinFailed, { message }), type: 'error' });
    } finally {
      setJoining(false);
    }
  };
  return (
    <button
      type="button"
      className="button button-primary"
      aria-label={format(texts.joinLabel, { name: tournament.title })}
      disabled={joining}
      onClick={() => void join()}
    >
      {joining ? texts.joining : texts.join}
    </button>
  );
}
