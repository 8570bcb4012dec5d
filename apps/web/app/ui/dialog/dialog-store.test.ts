import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeAllDialogs,
  closeDialog,
  dialogQueue,
  MAX_QUEUED_DIALOGS,
  openDialog,
  replaceDialog,
  subscribeToDialogs,
} from './dialog-store.js';

afterEach(() => closeAllDialogs());

const names = () => dialogQueue().map((entry) => entry.name);

describe('dialog queue', () => {
  it('shows dialogs one after another as each closes', () => {
    openDialog('authorization');
    openDialog('emailConfirmation');
    expect(names()).toEqual(['authorization', 'emailConfirmation']);
    expect(closeDialog()).toBe(true);
    expect(names()).toEqual(['emailConfirmation']);
  });

  it('does not queue the same dialog twice', () => {
    expect(openDialog('registration')).not.toBeNull();
    expect(openDialog('registration')).toBeNull();
    expect(names()).toEqual(['registration']);
  });

  it('refuses to close a prevent-close dialog unless the close is immediate', () => {
    const id = openDialog('registration', { preventClose: true });
    expect(closeDialog(id ?? undefined)).toBe(false);
    expect(names()).toEqual(['registration']);
    expect(closeDialog(id ?? undefined, { immediate: true })).toBe(true);
    expect(names()).toEqual([]);
  });

  it('calls onClose once the dialog is gone', () => {
    const onClose = vi.fn(() => expect(names()).toEqual([]));
    openDialog('authorization', { onClose });
    closeDialog();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('replaces the shown dialog in place', () => {
    const first = openDialog('authorization');
    openDialog('inactivityWarning');
    replaceDialog(first ?? 0, 'restore');
    expect(names()).toEqual(['restore', 'inactivityWarning']);
  });

  it('bounds the queue', () => {
    const all = [
      'authorization',
      'registration',
      'restore',
      'emailConfirmation',
      'inactivityWarning',
      'campaign',
    ] as const;
    for (const name of all) openDialog(name);
    expect(dialogQueue().length).toBeLessThanOrEqual(MAX_QUEUED_DIALOGS);
  });

  it('tells subscribers about every change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToDialogs(listener);
    openDialog('authorization');
    closeDialog();
    unsubscribe();
    openDialog('authorization');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
