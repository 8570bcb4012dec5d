import { addNoteInput, NOTE_MAX_LENGTH, type PlayerDetail, reasonField } from '@jeton/domain/backoffice';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { failureKind } from '../../api/errors.js';
import { describeFailure, useFailureHandler } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ActionDialog } from '../../ui/action-dialog.js';
import { useToast } from '../../ui/toast.js';
import { usePermission } from '../auth/operator.js';
import { AdjustDialog } from './adjust-dialog.js';

// The changes an operator may make to a player, each behind a confirmation; a button is shown only
// when the role holds the permission (the server checks it again).

type Action = 'ban' | 'unban' | 'endSessions' | 'addNote' | 'close' | 'adjust';

const REASON_MAX_LENGTH = 500;

export function PlayerActions({ player }: { player: PlayerDetail }) {
  const { t, format } = useI18n();
  const toast = useToast();
  const revalidator = useRevalidator();
  const onFailure = useFailureHandler();
  const [open, setOpen] = useState<Action | null>(null);
  const mayBan = usePermission('players.ban');
  const mayEndSessions = usePermission('players.sessions');
  const mayNote = usePermission('players.notes');
  const mayClose = usePermission('players.close');
  const mayAdjust = usePermission('balance.adjust');
  const { id, status } = player.profile;
  const values = { id };

  const buttons: { action: Action; label: string; shown: boolean; danger?: boolean }[] = [
    { action: 'ban', label: t.player.ban, shown: mayBan && status === 'active', danger: true },
    { action: 'unban', label: t.player.unban, shown: mayBan && status === 'banned' },
    { action: 'endSessions', label: t.player.endSessions, shown: mayEndSessions && status !== 'closed' },
    { action: 'addNote', label: t.player.addNote, shown: mayNote },
    { action: 'adjust', label: t.adjust.button, shown: mayAdjust },
    { action: 'close', label: t.close.button, shown: mayClose && status !== 'closed', danger: true },
  ];
  const shown = buttons.filter((button) => button.shown);
  if (shown.length === 0) return null;

  /** Runs a change; an ended session leaves the dialog for log-in, other refusals stay in it. */
  async function run(change: () => Promise<unknown>, done: string) {
    try {
      await change();
    } catch (error) {
      if (failureKind(error) === 'unauthenticated') {
        setOpen(null);
        onFailure(error);
        return;
      }
      throw error;
    }
    setOpen(null);
    toast(done);
    await revalidator.revalidate();
  }

  const describe = (error: unknown) => describeFailure(error, t);
  const reason = {
    label: t.player.reason,
    hint: t.player.reasonHint,
    rule: reasonField,
    maxLength: REASON_MAX_LENGTH,
  };

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
      {open === 'ban' ? (
        <ActionDialog
          title={format(t.player.banTitle, values)}
          text={t.player.banText}
          confirmLabel={t.player.ban}
          tone="danger"
          field={reason}
          describeError={describe}
          onClose={() => setOpen(null)}
          onConfirm={(text) =>
            run(() => boCall('players/ban', { id, reason: text }), format(t.player.banned, values))
          }
        />
      ) : null}
      {open === 'unban' ? (
        <ActionDialog
          title={format(t.player.unbanTitle, values)}
          text={t.player.unbanText}
          confirmLabel={t.player.unban}
          field={reason}
          describeError={describe}
          onClose={() => setOpen(null)}
          onConfirm={(text) =>
            run(() => boCall('players/unban', { id, reason: text }), format(t.player.unbanned, values))
          }
        />
      ) : null}
      {open === 'endSessions' ? (
        <ActionDialog
          title={format(t.player.endSessionsTitle, values)}
          text={t.player.endSessionsText}
          confirmLabel={t.player.endSessions}
          tone="danger"
          describeError={describe}
          onClose={() => setOpen(null)}
          onConfirm={() =>
            run(() => boCall('players/endSessions', { id }), format(t.player.sessionsEnded, values))
          }
        />
      ) : null}
      {open === 'close' ? (
        <ActionDialog
          title={format(t.close.title, values)}
          text={t.close.text}
          confirmLabel={t.close.button}
          tone="danger"
          field={reason}
          describeError={describe}
          onClose={() => setOpen(null)}
          onConfirm={(text) =>
            run(() => boCall('players/close', { id, reason: text }), format(t.close.done, values))
          }
        />
      ) : null}
      {open === 'adjust' ? (
        <AdjustDialog
          playerId={id}
          currency={player.profile.currency}
          onClose={() => setOpen(null)}
          onDone={async (applied) => {
            setOpen(null);
            toast(applied ? t.adjust.applied : t.adjust.requested);
            await revalidator.revalidate();
          }}
        />
      ) : null}
      {open === 'addNote' ? (
        <ActionDialog
          title={format(t.player.noteTitle, values)}
          confirmLabel={t.player.addNote}
          field={{ label: t.player.note, rule: addNoteInput.shape.text, maxLength: NOTE_MAX_LENGTH }}
          describeError={describe}
          onClose={() => setOpen(null)}
          onConfirm={(text) => run(() => boCall('players/addNote', { id, text }), t.player.noteAdded)}
        />
      ) : null}
    </section>
  );
}
