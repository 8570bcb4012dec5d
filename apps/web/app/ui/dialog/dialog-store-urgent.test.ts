import { afterEach, describe, expect, it } from 'vitest';
import { closeAllDialogs, closeDialog, dialogQueue, openDialog } from './dialog-store.js';

afterEach(() => closeAllDialogs());

const names = () => dialogQueue().map((entry) => entry.name);

describe('an urgent dialog', () => {
  it('shows before the queued ones, which come back when it closes', () => {
    openDialog('emailConfirmation');
    openDialog('campaign');
    const id = openDialog('inactivityWarning', { urgent: true });
    expect(names()).toEqual(['inactivityWarning', 'emailConfirmation', 'campaign']);
    expect(closeDialog(id ?? undefined, { immediate: true })).toBe(true);
    expect(names()).toEqual(['emailConfirmation', 'campaign']);
  });

  it('is still queued once only', () => {
    openDialog('inactivityWarning', { urgent: true });
    expect(openDialog('inactivityWarning', { urgent: true })).toBeNull();
    expect(names()).toEqual(['inactivityWarning']);
  });
});
