import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { DialogEntry, DialogName, DialogOptions } from './dialog-store.js';

/** What the host gives every dialog component. */
export interface DialogComponentProps {
  entry: DialogEntry;
  /** The player asks to close: refused for a prevent-close dialog; may go home (`#real`). */
  requestClose: () => void;
  /** The dialog has done its job (a log-in succeeded): closes even a prevent-close dialog. */
  finish: () => void;
  /** Swaps this dialog for another (log-in → registration or password restore). */
  replaceWith: (name: DialogName, options?: DialogOptions) => void;
}

export type DialogComponent = LazyExoticComponent<ComponentType<DialogComponentProps>>;

type DialogModule = Promise<{ default: ComponentType<DialogComponentProps> }>;

/** How each dialog's code loads; features add their dialogs here (every name needs one). */
const DIALOG_LOADERS: Record<DialogName, () => DialogModule> = {
  authorization: () => import('../../features/auth/authorization-dialog.js'),
  registration: () => import('../../features/auth/registration-dialog.js'),
  restore: () => import('../../features/auth/restore-dialog.js'),
  newPassword: () => import('../../features/auth/new-password-dialog.js'),
  emailConfirmation: () => import('../../features/confirmation/email-confirmation-dialog.js'),
  campaign: () => import('../../features/campaign/campaign-popup-dialog.js'),
  unseenCashback: () => import('../../features/cashback/unseen-cashback-dialog.js'),
  inactivityWarning: () => import('../../features/inactivity/inactivity-warning-dialog.js'),
  cashierConfirm: () => import('../../features/cashier/confirm-money-dialog.js'),
  demoMode: () => import('../../features/games/demo-mode-dialog.js'),
  fillProfile: () => import('../../features/profile/fill-profile-dialog.js'),
  realityCheck: () => import('../../features/responsible-gaming/reality-check-dialog.js'),
  socialRegistration: () => import('../../features/social-sign-in/social-registration-dialog.js'),
  promoCodeActivated: () => import('../../features/promo-codes/promo-code-activated-dialog.js'),
  bettingBonusActivated: () => import('../../features/betting-bonuses/betting-bonus-activated-dialog.js'),
};

/**
 * The dialog components by name, each loaded on demand (React.lazy) so that pages ship no dialog code
 * until one opens.
 */
export const DIALOG_COMPONENTS: Partial<Record<DialogName, DialogComponent>> = Object.fromEntries(
  Object.entries(DIALOG_LOADERS).map(([name, load]) => [name, lazy(load)]),
);

/**
 * Starts loading a dialog's code before it is asked for (the pointer is on the button that opens it),
 * so that it opens at once and keys typed straight away land in its first field.
 */
export function preloadDialog(name: DialogName): void {
  void DIALOG_LOADERS[name]?.().catch(() => {
    // Opening the dialog will try again and show the failure where it matters.
  });
}
