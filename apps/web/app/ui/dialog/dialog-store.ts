// The dialog queue of spec section 4: opening a dialog pushes it; only the first one is shown, the
// others open one after another as each closes; page scroll is locked while any is open; a dialog
// opened with preventClose refuses to close unless the close is immediate (done by the app itself,
// after a successful log-in, say). Module state, so guards, hooks and components share one queue.

export type DialogName =
  | 'authorization'
  | 'registration'
  | 'restore'
  | 'newPassword'
  | 'emailConfirmation'
  | 'inactivityWarning'
  | 'campaign'
  | 'unseenCashback'
  | 'cashierConfirm'
  | 'demoMode'
  | 'fillProfile'
  | 'realityCheck'
  | 'socialRegistration'
  | 'promoCodeActivated'
  | 'bettingBonusActivated';

export interface DialogOptions {
  /** The player cannot close it (spec section 2: prevent_close=1). */
  preventClose?: boolean;
  /** Closing it goes to the home page of the locale (`#real` on a game page). */
  onCloseGoHome?: boolean;
  /** Called once the dialog has closed, whatever closed it. */
  onClose?: () => void;
  /**
   * Shown at once, before the dialogs already queued (the inactivity warning cannot wait behind a
   * form the player left open); the one it displaces shows again when it closes.
   */
  urgent?: boolean;
  /** What the dialog needs to show (a login to prefill, a campaign sysname...). */
  props?: Readonly<Record<string, unknown>>;
}

export interface DialogEntry {
  id: number;
  name: DialogName;
  options: DialogOptions;
}

/** Everything has a bound: past this many waiting dialogs, new requests are dropped. */
export const MAX_QUEUED_DIALOGS = 8;

let queue: readonly DialogEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly DialogEntry[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

/**
 * Queues a dialog and returns its id, or null when it was not queued: the same dialog is already
 * waiting or shown (a second click on "Log in"), or the queue is full.
 */
export function openDialog(name: DialogName, options: DialogOptions = {}): number | null {
  if (queue.some((entry) => entry.name === name)) return null;
  if (queue.length >= MAX_QUEUED_DIALOGS) return null;
  const entry: DialogEntry = { id: nextId++, name, options };
  publish(options.urgent ? [entry, ...queue] : [...queue, entry]);
  return entry.id;
}

/**
 * Closes a dialog (the shown one by default). Refused, returning false, when it was opened with
 * preventClose and the close is not immediate.
 */
export function closeDialog(id?: number, { immediate = false }: { immediate?: boolean } = {}): boolean {
  const entry = id === undefined ? queue[0] : queue.find((candidate) => candidate.id === id);
  if (!entry) return false;
  if (entry.options.preventClose && !immediate) return false;
  publish(queue.filter((candidate) => candidate !== entry));
  entry.options.onClose?.();
  return true;
}

/** Replaces the shown dialog by another in one step (log-in → password restore), keeping the queue order. */
export function replaceDialog(id: number, name: DialogName, options: DialogOptions = {}): number | null {
  const index = queue.findIndex((entry) => entry.id === id);
  if (index < 0) return openDialog(name, options);
  const entry: DialogEntry = { id: nextId++, name, options };
  const next = queue.filter((candidate) => candidate.name !== name);
  next.splice(
    next.findIndex((candidate) => candidate.id === id),
    1,
    entry,
  );
  publish(next);
  return entry.id;
}

/** Empties the queue without calling onClose (log-out, tests). */
export function closeAllDialogs(): void {
  publish([]);
}

export function dialogQueue(): readonly DialogEntry[] {
  return queue;
}

export function subscribeToDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
