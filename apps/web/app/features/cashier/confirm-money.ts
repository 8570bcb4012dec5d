import { openDialog } from '../../ui/dialog/dialog-store.js';
import type { ConfirmMoneyProps } from './confirm-money-dialog.js';

/** Asks the player before money moves; `onConfirm` runs only on yes. */
export function confirmMoney(props: ConfirmMoneyProps): void {
  openDialog('cashierConfirm', { props: props as unknown as Record<string, unknown> });
}
