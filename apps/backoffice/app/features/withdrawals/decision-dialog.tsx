import { reasonField } from '@jeton/domain/backoffice';
import { useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { failureKind } from '../../api/errors.js';
import { describeFailure, useFailureHandler } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ActionDialog } from '../../ui/action-dialog.js';
import { useToast } from '../../ui/toast.js';
import { type Decision, useWithdrawalWords } from './decision.js';

/** The confirmation of an approval, or a decline with its reason. */
export function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const { t, format } = useI18n();
  const revalidator = useRevalidator();
  const toast = useToast();
  const onFailure = useFailureHandler();
  const { amountOf, playerOf } = useWithdrawalWords();

  async function decide(change: () => Promise<unknown>, done: string) {
    try {
      await change();
    } catch (error) {
      if (failureKind(error) === 'unauthenticated') {
        onClose();
        onFailure(error);
        return;
      }
      throw error;
    }
    onClose();
    toast(done);
    await revalidator.revalidate();
  }

  return (
    <>
      {decision?.kind === 'approve' ? (
        <ActionDialog
          title={format(t.withdrawals.approveTitle, { id: decision.withdrawal.id })}
          text={format(t.withdrawals.approveText, {
            amount: amountOf(decision.withdrawal),
            player: playerOf(decision.withdrawal),
          })}
          confirmLabel={t.withdrawals.approve}
          describeError={(error) => describeFailure(error, t)}
          onClose={onClose}
          onConfirm={() =>
            decide(
              () => boCall('withdrawals/approve', { id: decision.withdrawal.id }),
              format(t.withdrawals.approved, { id: decision.withdrawal.id }),
            )
          }
        />
      ) : null}
      {decision?.kind === 'decline' ? (
        <ActionDialog
          title={format(t.withdrawals.declineTitle, { id: decision.withdrawal.id })}
          text={format(t.withdrawals.declineText, {
            amount: amountOf(decision.withdrawal),
            player: playerOf(decision.withdrawal),
          })}
          confirmLabel={t.withdrawals.decline}
          tone="danger"
          field={{
            label: t.withdrawals.reason,
            hint: t.player.reasonHint,
            rule: reasonField,
            maxLength: 500,
          }}
          describeError={(error) => describeFailure(error, t)}
          onClose={onClose}
          onConfirm={(reason) =>
            decide(
              () => boCall('withdrawals/decline', { id: decision.withdrawal.id, reason }),
              format(t.withdrawals.declined, { id: decision.withdrawal.id }),
            )
          }
        />
      ) : null}
    </>
  );
}
