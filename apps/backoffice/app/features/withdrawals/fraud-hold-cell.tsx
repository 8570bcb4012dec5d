import type { WithdrawalListItem } from '@jeton/domain/backoffice';
import { useI18n } from '../../i18n/i18n-context.js';

/** The fraud check's verdict on a withdrawal: its score and the rules that fired (decision 0046). */
export function FraudHoldCell({ withdrawal }: { withdrawal: WithdrawalListItem }) {
  const { t, format } = useI18n();
  const hold = withdrawal.fraudHold;
  if (!hold) return <span className="muted">{t.withdrawals.fraud.clear}</span>;
  const names = t.withdrawals.fraud.reasons as Record<string, string | undefined>;
  return (
    <span className="fraud-hold">
      <span className={`badge badge-${hold.decision === 'decline' ? 'declined' : 'pending'}`}>
        {format(t.withdrawals.fraud[hold.decision], { score: hold.score })}
      </span>{' '}
      <span className="fraud-reasons">
        {hold.reasons.map((reason) => names[reason] ?? reason).join(', ')}
      </span>
    </span>
  );
}
