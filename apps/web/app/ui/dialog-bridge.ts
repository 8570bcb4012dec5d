// Interim bridge to the dialog queue (apps/web/app/ui/dialog/, built on another branch). Until the
// shell imports `openDialog` from ui/dialog/dialog-store.ts, it asks for dialogs with a window event:
//
//   window.addEventListener(DIALOG_EVENT, (event) => {
//     event.preventDefault(); // "handled": otherwise the request waits in the pending queue
//     openDialog(event.detail.name, event.detail.options);
//   });
//
// and, once mounted, the dialog host drains what was asked before it listened: takePendingDialogs().
// When a dialog closes, its host calls `options.onClose` if given.

export type DialogName = 'authorization' | 'registration';

export interface DialogOptions {
  /** The player cannot close it (spec section 2: prevent_close=1). */
  preventClose?: boolean;
  /** Closing it goes to the home page of the locale (`#real` on a game page). */
  onCloseGoHome?: boolean;
  /** Called once the dialog is closed. */
  onClose?: () => void;
}

export interface DialogRequestDetail {
  name: DialogName;
  options: DialogOptions;
}

export const DIALOG_EVENT = 'jeton:dialog';

/** At most this many unhandled requests wait; older ones are dropped (everything has a bound). */
const MAX_PENDING = 5;
const pending: DialogRequestDetail[] = [];

/** Asks the dialog host to open a dialog. Does nothing on the server. */
export function requestDialog(name: DialogName, options: DialogOptions = {}): void {
  if (typeof window === 'undefined') return;
  const detail: DialogRequestDetail = { name, options };
  const event = new CustomEvent<DialogRequestDetail>(DIALOG_EVENT, { detail, cancelable: true });
  const handled = !window.dispatchEvent(event);
  if (!handled) {
    pending.push(detail);
    if (pending.length > MAX_PENDING) pending.shift();
  }
}

/** The requests no listener handled yet, oldest first; the queue is emptied. */
export function takePendingDialogs(): DialogRequestDetail[] {
  return pending.splice(0, pending.length);
}

declare global {
  interface WindowEventMap {
    [DIALOG_EVENT]: CustomEvent<DialogRequestDetail>;
  }
}
