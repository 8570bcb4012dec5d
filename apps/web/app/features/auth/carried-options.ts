import type { DialogOptions } from '../../ui/dialog/dialog-store.js';

/**
 * The options a dialog hands on when it swaps itself for another (log-in → registration): a
 * non-closable popup stays non-closable, and what its closing must do still happens. Props stay behind.
 */
export function carriedOptions({ preventClose, onCloseGoHome, onClose }: DialogOptions): DialogOptions {
  const options: DialogOptions = {};
  if (preventClose) options.preventClose = preventClose;
  if (onCloseGoHome) options.onCloseGoHome = onCloseGoHome;
  if (onClose) options.onClose = onClose;
  return options;
}
