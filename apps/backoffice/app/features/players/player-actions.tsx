import type { PlayerDetail } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { failureKind } from '../../api/errors.js';
import { useFailureHandler } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { useToast } from '../../ui/toast.js';
import { usePermission } from '../auth/operator.js';
import { type Action, PlayerActionDialog } from './player-action-dialog.js';

// The changes an operator may make to a player, each behind a confirmation; a button is shown only
// when the role holds the permission (the server checks it again).

export function PlayerActions({ player }: { player: PlayerDetail }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<Action | null>(null);
  const { run, finish } = useChangeRunner(() => setOpen(null));
  const shown = useShownButtons(player.profile.status);
  if (shown.length === 0) return null;
  return (
    <section className="actions" aria-label={t.player.actions}>
      {shown.map((button) => (
        <button
          key={button.action}
          type="button"
          className={`button ${button.danger ? 'button-danger' : ''}`}
          onClick={() => setOpen(button.action)}
        >
          {button.label}
        </button>
      ))}
      {open ? (
        <PlayerActionDialog
          action={open}
          player={player}
          run={run}
          finish={finish}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}

/** The buttons the operator's role allows for a player in this status. */
function useShownButtons(status: PlayerDetail['profile']['status']) {
  const { t } = useI18n();
  const mayBan = usePermission('players.ban');
  const mayEndSessions = usePermission('players.sessions');
  const mayNote = usePermission('players.notes');
  const mayClose = usePermission('players.close');
  const mayAdjust = usePermission('balance.adjust');
  const buttons: { action: Action; label: string; shown: boolean; danger?: boolean }[] = [
    { action: 'ban', label: t.player.ban, shown: mayBan && status === 'active', danger: true },
    { action: 'unban', label: t.player.unban, shown: mayBan && status === 'banned' },
    { action: 'endSessions', label: t.player.endSessions, shown: mayEndSessions && status !== 'closed' },
    { action: 'addNote', label: t.player.addNote, shown: mayNote },
    { action: 'adjust', label: t.adjust.button, shown: mayAdjust },
    { action: 'close', label: t.close.button, shown: mayClose && status !== 'closed', danger: true },
  ];
  return buttons.filter((button) => button.shown);
}

/** Runs a change; an ended session leaves the dialog for log-in, other refusals stay in it. */
function useChangeRunner(close: () => void) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const onFailure = useFailureHandler();
  /** Closes the dialog, says what was done and reloads the page's data. */
  async function finish(done: string) {
    close();
    toast(done);
    await revalidator.revalidate();
  }
  async function run(change: () => Promise<unknown>, done: string) {
    try {
      await change();
    } catch (error) {
      if (failureKind(error) === 'unauthenticated') {
        close();
        onFailure(error);
        return;
      }
      throw error;
    }
    await finish(done);
  }
  return { run, finish };
}
