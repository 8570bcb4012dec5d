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

/**
 * The dialog components by name, each loaded on demand (React.lazy) so that pages ship no dialog code
 * until one opens. Features add their dialogs here.
 */
export const DIALOG_COMPONENTS: Partial<Record<DialogName, DialogComponent>> = {
  emailConfirmation: lazy(() => import('../../features/confirmation/email-confirmation-dialog.js')),
  campaign: lazy(() => import('../../features/campaign/campaign-popup-dialog.js')),
  inactivityWarning: lazy(() => import('../../features/inactivity/inactivity-warning-dialog.js')),
};
