import type { DialogTable } from '../ui/dialog/dialog-component.js';

/**
 * How each feature dialog's code loads (every dialog name needs one): features add their dialogs
 * here. ui/ never imports this table (the dialogs import ui/'s types, which would close a circle);
 * the root hands it to ui/ as a loader (root.tsx, DialogLoaderContext).
 */
export const DIALOGS: DialogTable = {
  authorization: () => import('./auth/authorization-dialog.js'),
  registration: () => import('./auth/registration-dialog.js'),
  restore: () => import('./auth/restore-dialog.js'),
  newPassword: () => import('./auth/new-password-dialog.js'),
  emailConfirmation: () => import('./confirmation/email-confirmation-dialog.js'),
  campaign: () => import('./campaign/campaign-popup-dialog.js'),
  unseenCashback: () => import('./cashback/unseen-cashback-dialog.js'),
  inactivityWarning: () => import('./inactivity/inactivity-warning-dialog.js'),
  cashierConfirm: () => import('./cashier/confirm-money-dialog.js'),
  demoMode: () => import('./games/demo-mode-dialog.js'),
  fillProfile: () => import('./profile/fill-profile-dialog.js'),
  realityCheck: () => import('./responsible-gaming/reality-check-dialog.js'),
  socialRegistration: () => import('./social-sign-in/social-registration-dialog.js'),
  promoCodeActivated: () => import('./promo-codes/promo-code-activated-dialog.js'),
  bettingBonusActivated: () => import('./betting-bonuses/betting-bonus-activated-dialog.js'),
};
