import { type KycManualDecision, reasonField } from '@jeton/domain/backoffice';
import { useRevalidator } from 'react-router';
import { boCall } from '../../api/client.js';
import { describeFailure } from '../../api/use-failure-handler.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { ActionDialog } from '../../ui/action-dialog.js';
import { useToast } from '../../ui/toast.js';

interface KycDecisionDialogProps {
  id: number;
  deciding: KycManualDecision;
  onClose: () => void;
}

/** An operator's decision on a player's verification, with a reason. */
export function KycDecisionDialog({ id, deciding, onClose }: KycDecisionDialogProps) {
  const { t, format } = useI18n();
  const toast = useToast();
  const revalidator = useRevalidator();
  return (
    <ActionDialog
      title={format(deciding === 'approved' ? t.kyc.approveTitle : t.kyc.rejectTitle, { id })}
      text={deciding === 'approved' ? t.kyc.approveText : t.kyc.rejectText}
      confirmLabel={deciding === 'approved' ? t.kyc.approve : t.kyc.reject}
      tone={deciding === 'approved' ? 'primary' : 'danger'}
      field={{ label: t.player.reason, hint: t.player.reasonHint, rule: reasonField, maxLength: 500 }}
      describeError={(error) => describeFailure(error, t)}
      onClose={onClose}
      onConfirm={async (reason) => {
        await boCall('kyc/decide', { id, decision: deciding, reason });
        onClose();
        toast(format(t.kyc.decided, { id }));
        await revalidator.revalidate();
      }}
    />
  );
}
