import { useEffect } from 'react';
import { isPlayer } from '../../session/initial-data.js';
import { useRootData } from '../../session/root-data.js';
import { closeDialog, openDialog } from '../../ui/dialog/dialog-store.js';

/**
 * Spec section 4: after a log-in, a player whose registration is not complete (made by a social
 * sign-in or the mini app) gets the social registration popup, which cannot be closed. It opens on
 * every page load until the registration is complete; the queue keeps it to one. Should the session
 * end meanwhile (a log-out in another tab), it goes: a guest has nothing to complete.
 */
export function useSocialRegistration(): void {
  const root = useRootData();
  const incomplete = isPlayer(root) && !root.account.is_registration_completed;
  useEffect(() => {
    if (!incomplete) return;
    const id = openDialog('socialRegistration', { preventClose: true });
    return () => {
      if (id !== null) closeDialog(id, { immediate: true });
    };
  }, [incomplete]);
}
