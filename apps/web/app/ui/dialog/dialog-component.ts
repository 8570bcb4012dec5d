import type { ComponentType } from 'react';
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

/** A dialog's code, loaded on demand: a module whose default export is the dialog. */
export type DialogModule = Promise<{ default: ComponentType<DialogComponentProps> }>;

/** How each dialog's code loads, every name with one: the features' table (features/dialogs.ts). */
export type DialogTable = Record<DialogName, () => DialogModule>;

/**
 * Loads one dialog's code. ui/ knows dialogs only through this function, which the root hands in
 * (DialogLoaderContext): the table of feature dialogs lives with the features, so that ui/ imports
 * none of them.
 */
export type LoadDialog = (name: DialogName) => DialogModule;
