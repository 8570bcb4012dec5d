import { confirmMoney } from './confirm-money.js';
import type { ConfirmMoneyProps } from './confirm-money-dialog.js';

/**
 * A button that moves money (activate, remove, claim, take): it asks first, in the confirmation
 * dialog, and `onConfirm` runs only on yes. Disabled while an earlier action is on its way.
 */
export function ConfirmedMoneyButton({
  label,
  ariaLabel,
  primary = false,
  busy,
  confirm,
}: {
  label: string;
  /** A fuller name for screen readers when the label alone is ambiguous ("Claim €15.00"). */
  ariaLabel?: string;
  primary?: boolean;
  busy: boolean;
  confirm: ConfirmMoneyProps;
}) {
  return (
    <button
      type="button"
      className={`button ${primary ? 'button-primary' : 'button-secondary'}`}
      disabled={busy}
      aria-label={ariaLabel}
      onClick={() => confirmMoney(confirm)}
    >
      {label}
    </button>
  );
}
