import { addNoteInput, NOTE_MAX_LENGTH, type PlayerDetail, reasonField } from '@jeton/domain/backoffice';
import { boCall } from '../../api/client.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ActionDialog } from '../../ui/action-dialog.js';
import { AdjustDialog } from './adjust-dialog.js';

// The confirmation of one of a player's actions.

export type Action = 'ban' | 'unban' | 'endSessions' | 'addNote' | 'close' | 'adjust';

const REASON_MAX_LENGTH = 500;

interface PlayerActionDialogProps {
  action: Action;
  player: PlayerDetail;
  run: (change: () => Promise<unknown>, done: string) => Promise<void>;
  finish: (done: string) => Promise<void>;
  onClose: () => void;
}

export function PlayerActionDialog({ action, player, run, finish, onClose }: PlayerActionDialogProps) {
  const { t, format } = useI18n();
  const { id } = player.profile;
  const values = { id };
  const describe = (error: unknown) => describeFailure(error, t);
  const reason = {
    label: t.player.reason,
    hint: t.player.reasonHint,
    rule: reasonField,
    maxLength: REASON_MAX_LENGTH,
  };
  return (
    <>
      {action === 'ban' ? (
        <ActionDialog
          title={format(t.player.banTitle, values)}
          text={t.player.banText}
          confirmLabel={t.player.ban}
          tone="danger"
          field={reason}
          describeError={describe}
          onClose={onClose}
          onConfirm={(text) =>
            run(() => boCall('players/ban', { id, reason: text }), format(t.player.banned, values))
          }
        />
      ) : null}
      {action === 'unban' ? (
        <ActionDialog
          title={format(t.player.unbanTitle, values)}
          text={t.player.unbanText}
          confirmLabel={t.player.unban}
          field={reason}
          describeError={describe}
          onClose={onClose}
          onConfirm={(text) =>
            run(() => boCall('players/unban', { id, reason: text }), format(t.player.unbanned, values))
          }
        />
      ) : null}
      {action === 'endSessions' ? (
        <ActionDialog
          title={format(t.player.endSessionsTitle, values)}
          text={t.player.endSessionsText}
          confirmLabel={t.player.endSessions}
          tone="danger"
          describeError={describe}
          onClose={onClose}
          onConfirm={() =>
            run(() => boCall('players/endSessions', { id }), format(t.player.sessionsEnded, values))
          }
        />
      ) : null}
      {action === 'close' ? (
        <ActionDialog
          title={format(t.close.title, values)}
          text={t.close.text}
          confirmLabel={t.close.button}
          tone="danger"
          field={reason}
          describeError={describe}
          onClose={onClose}
          onConfirm={(text) =>
            run(() => boCall('players/close', { id, reason: text }), format(t.close.done, values))
          }
        />
      ) : null}
      {action === 'adjust' ? (
        <AdjustDialog
          playerId={id}
          currency={player.profile.currency}
          onClose={onClose}
          onDone={(applied) => finish(applied ? t.adjust.applied : t.adjust.requested)}
        />
      ) : null}
      {action === 'addNote' ? (
        <ActionDialog
          title={format(t.player.noteTitle, values)}
          confirmLabel={t.player.addNote}
          field={{ label: t.player.note, rule: addNoteInput.shape.text, maxLength: NOTE_MAX_LENGTH }}
          describeError={describe}
          onClose={onClose}
          onConfirm={(text) => run(() => boCall('players/addNote', { id, text }), t.player.noteAdded)}
        />
      ) : null}
    </>
  );
}
